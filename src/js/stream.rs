//! The calls module's event streams: `WasmClient.stream` makes a
//! `StreamCore`, which holds the stream's state (the core's
//! [`EventStreamState`]: SSE parser, each event's syntax, reconnections, the
//! filter of repeats) and answers stream.js, which opens the connections
//! (fetch or the browser's `EventSource`), reads them, checks the shape of
//! each event and waits. No Rust future, transport or executor runs a
//! stream in this module.

use wasm_bindgen::prelude::*;

use crate::client::{batch_to_js, Call, Client, RequestOptions};
use crate::protocol::json::{holds_one_item, JsonError};
use crate::protocol::lifecycle::{Attempts, ConnectionEnd, EventBatch, EventStreamState, Recovery};
use crate::protocol::request::StreamMode;
use crate::protocol::response::Error;
use crate::protocol::retry::RetryPolicy;
use crate::protocol::schema::Shape;
use crate::protocol::sse::DEFAULT_MAX_RECONNECTS;
use crate::protocol::validate::{check_syntax, ValidationError};
use crate::transport::random;

use super::attempt::{on_failure, on_response};
use super::call::{action, read_call, Action};
use super::errors::{error_to_js, to_js};
use super::fault::invalid_answer;
use super::request_text::RequestText;
use super::wasm_client::WasmClient;
use super::{count, text};

#[wasm_bindgen]
impl WasmClient {
    /// The core of stream `op` from its arguments and the counts of its
    /// options (options.js read them; the client's apply where `-1`),
    /// or the `ValidationError` naming the argument at fault (for
    /// recovery.js's `protect` to throw: a `Result` would cost the export a
    /// shim in the wasm). Nothing is sent yet. Internal: stream.js's.
    #[allow(clippy::too_many_arguments)]
    pub fn stream(
        &self,
        op: JsValue,
        id: JsValue,
        query: JsValue,
        timeout: f64,
        max_retries: f64,
        idle_timeout: f64,
        max_reconnects: f64,
    ) -> JsValue {
        let options = RequestOptions {
            timeout_ms: count(timeout),
            max_retries: count(max_retries),
            idle_timeout_ms: count(idle_timeout),
            max_reconnects: count(max_reconnects),
            signal: None,
        };
        StreamCore::new(self.client(), &text(&op), &id, &query, &options)
            .map_or_else(to_js, JsValue::from)
    }
}

/// One event stream's state, for stream.js. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct StreamCore {
    client: Client,
    call: Call,
    timeout_ms: u32,
    idle_timeout_ms: u32,
    max_retries: u32,
    state: EventStreamState,
    batch: EventBatch,
    /// Why the last opening failed, for `recover("refused")`.
    refusal: Option<Error>,
}

impl StreamCore {
    fn new(
        client: &Client,
        op: &str,
        id: &JsValue,
        query: &JsValue,
        options: &RequestOptions,
    ) -> Result<Self, Error> {
        let not_a_stream = || Error::invalid_input("operation", "is not a stream");
        let op = match action(op)? {
            Action::Send(op) if op.is_stream() => op,
            _ => return Err(not_a_stream()),
        };
        let shape = op.response_shape().ok_or_else(not_a_stream)?;
        let call = read_call(op, id, &JsValue::UNDEFINED, query)?;
        let config = client.config();
        let timeout_ms = options.timeout_ms.unwrap_or(config.timeout_ms());
        Ok(Self {
            client: client.clone(),
            call,
            timeout_ms,
            idle_timeout_ms: options.idle_timeout_ms.unwrap_or(timeout_ms),
            max_retries: options.max_retries.unwrap_or(config.max_retries()),
            state: EventStreamState::with_check(
                shape,
                keeps_to_itself,
                options.max_reconnects.unwrap_or(DEFAULT_MAX_RECONNECTS),
            ),
            batch: EventBatch::default(),
            refusal: None,
        })
    }

    /// The attempts of an opening after `retries` retries of at most `max_retries`.
    fn attempts(&self, retries: u32, max_retries: u32) -> Attempts {
        Attempts::unchecked(self.call.op.method(), RetryPolicy::new(max_retries))
            .after_retries(retries)
    }

    /// `error` as JavaScript's, kept as the refusal of the opening.
    fn refuse(&mut self, error: Error) -> JsValue {
        let refused = error_to_js(&error);
        self.refusal = Some(error);
        refused
    }

    /// The events taken into the batch as an array, `null` for none, or
    /// the error that failed the stream.
    fn handed_out(&mut self, taken: Result<(), Error>) -> JsValue {
        let events = taken.and_then(|()| match self.batch.is_empty() {
            true => Ok(JsValue::NULL),
            false => {
                batch_to_js(&mut self.batch).map_err(|error| self.syntax_fault().unwrap_or(error))
            }
        });
        self.batch.clear();
        events.unwrap_or_else(to_js)
    }

    /// Where the syntax of the batch's first event that is not JSON breaks:
    /// the batch did not parse. Each event is read as the browser's decoder
    /// read it, ill-formed UTF-8 as U+FFFD.
    fn syntax_fault(&self) -> Option<Error> {
        self.batch
            .items()
            .find_map(|item| check_syntax(String::from_utf8_lossy(item).as_bytes()).err())
            .map(Error::from_invalid_response)
    }
}

/// Each event's check before it joins a batch: that it keeps to itself
/// there ([`holds_one_item`]). The batch is parsed whole, which checks each
/// event's syntax (a batch that does not parse fails the stream with its
/// first event that is not JSON: [`StreamCore::syntax_fault`]), and
/// stream.js checks the shape of each parsed event.
fn keeps_to_itself(_: Shape, data: &[u8]) -> Result<(), ValidationError> {
    if holds_one_item(data) {
        return Ok(());
    }
    // A JSON value always keeps to itself: the syntax check fails.
    check_syntax(data)?;
    Err(JsonError {
        offset: 0,
        reason: "unbalanced brackets",
    }
    .into())
}

#[wasm_bindgen]
impl StreamCore {
    /// The request of the stream's next connection, resuming after the last
    /// event id, as one text ([`RequestText`]: method, URL, credentials,
    /// timeoutMs, maxRetries, idleTimeoutMs, eventSource, then the headers):
    /// `eventSource` is `1` when the client streams through `EventSource`
    /// and `viaFetch` (after the browser gave up on one) is not set, else
    /// empty. No connection is open meanwhile.
    pub fn request(&mut self, via_fetch: bool) -> JsValue {
        self.state.disconnected();
        let mut call = self.call.clone();
        call.last_event_id = self.state.last_event_id().map(str::to_owned);
        let request = match self.client.build(&call) {
            Ok(request) => request,
            Err(error) => return to_js(error),
        };
        let config = self.client.config();
        let event_source = !via_fetch && config.stream_mode() == StreamMode::EventSource;
        let mut text = RequestText::new(&request, config, self.timeout_ms, self.max_retries);
        text.number(self.idle_timeout_ms.into());
        text.text_field(if event_source { "1" } else { "" });
        text.finish(&request)
    }

    /// The verdict on an opening's response, after `retries` retries of at
    /// most `maxRetries`: `undefined` when the stream is open (a success),
    /// the milliseconds to wait before the next attempt, or the error (its
    /// `body` read whole) to report.
    #[allow(clippy::too_many_arguments)] // one crossing, each argument a plain value
    pub fn judge(
        &mut self,
        retries: u32,
        max_retries: u32,
        status: u16,
        request_id: JsValue,
        retry_after: JsValue,
        retry_after_ms: JsValue,
        body: &[u8],
    ) -> JsValue {
        let mut attempts = self.attempts(retries, max_retries);
        on_response(
            &mut attempts,
            status,
            request_id.as_string(),
            retry_after.as_string(),
            retry_after_ms.as_string(),
            body,
        )
        .unwrap_or_else(|error| self.refuse(error))
    }

    /// After an opening that got no response (`how`: `"aborted"`,
    /// `"timeout"` or `"connection"`, with the browser's `message`): the
    /// milliseconds to wait before the next attempt, or the error to report.
    pub fn failed(
        &mut self,
        retries: u32,
        max_retries: u32,
        how: JsValue,
        message: JsValue,
    ) -> JsValue {
        let mut attempts = self.attempts(retries, max_retries);
        match on_failure(&mut attempts, &text(&how), text(&message)) {
            Ok(delay) => delay.into(),
            Err(error) => self.refuse(error),
        }
    }

    /// A connection opened: a fetch body, or an `EventSource` (`source`;
    /// also each time the browser reopens one).
    pub fn connected(&mut self, source: bool) {
        self.state.connected(source);
    }

    /// The events of a chunk of a fetch body: an array, `null` when it
    /// completed none, or the error that failed the stream.
    pub fn feed(&mut self, chunk: &[u8]) -> JsValue {
        let taken = self.state.feed(chunk, &mut self.batch);
        self.handed_out(taken)
    }

    /// The events of an `EventSource` message (its data and `lastEventId`),
    /// as [`feed`](Self::feed) gives them.
    pub fn message(&mut self, data: JsValue, last_event_id: JsValue) -> JsValue {
        let taken = self
            .state
            .message(&text(&data), text(&last_event_id), &mut self.batch);
        self.handed_out(taken)
    }

    /// The error that fails the stream at an event stream.js refused:
    /// `fault` is what faults.js found wrong with it (`path\0rule\0detail`).
    pub fn invalid(&self, fault: JsValue) -> JsValue {
        to_js(invalid_answer(&text(&fault), &[]))
    }

    /// Whether the stream is over: a login flow's last state was delivered.
    pub fn finished(&self) -> bool {
        self.state.finished()
    }

    /// After the connection ended (`how`: `"end"` of the body, `"drop"` on
    /// the network with the browser's `message`, `"idle"`, `"lost"` for an
    /// `EventSource` the browser reconnects, `"refused"` for an opening that
    /// failed): `undefined` when the stream is over, `true` to read the
    /// `EventSource` on, the milliseconds to wait before opening the stream
    /// again, or the error that ends it.
    pub fn recover(&mut self, how: JsValue, message: JsValue) -> JsValue {
        let message = text(&message);
        let end = match text(&how).as_str() {
            "end" => ConnectionEnd::BodyEnded,
            "idle" => ConnectionEnd::Idle,
            "lost" => ConnectionEnd::SourceLost,
            "refused" => match self.refusal.take() {
                Some(error) => ConnectionEnd::Refused(error),
                None => ConnectionEnd::Dropped(message),
            },
            _ => ConnectionEnd::Dropped(message),
        };
        match self.state.recover(end, random()) {
            Recovery::End => JsValue::UNDEFINED,
            Recovery::BrowserReopens => JsValue::TRUE,
            Recovery::Reopen { delay_ms } => delay_ms.into(),
            Recovery::Fail(error) => to_js(error),
        }
    }

    /// Reconnections so far.
    pub fn reconnects(&self) -> u32 {
        self.state.reconnects()
    }

    /// The id a reconnection resumes after; `undefined` without one.
    #[wasm_bindgen(js_name = lastEventId)]
    pub fn last_event_id(&self) -> Option<String> {
        self.state.last_event_id().map(str::to_owned)
    }
}
