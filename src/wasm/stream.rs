//! The calls module's event streams: `WasmClient.stream` makes a
//! `StreamCore`, which holds the stream's state (the core's
//! [`EventStreamState`]: SSE parser, each event's syntax, reconnections and
//! the filter of the events a resumed connection repeats) and answers
//! stream.js, which opens the connections (through attempt.js, or the
//! browser's `EventSource`), reads them, checks the shape of each event
//! and waits. No Rust future, transport or executor runs a stream in this
//! module.

use wasm_bindgen::prelude::*;

use crate::client::batch_to_js;
use crate::protocol::json::{holds_one_item, JsonError};
use crate::protocol::lifecycle::{ConnectionEnd, EventBatch, EventStreamState, Recovery};
use crate::protocol::request::StreamMode;
use crate::protocol::response::Error;
use crate::protocol::schema::Ty;
use crate::protocol::sse::{EndRule, DEFAULT_MAX_RECONNECTS};
use crate::protocol::validate::{check_syntax, ValidationError};
use crate::transport::random;

use super::client::WasmClient;
use super::errors::to_js;
use super::fault::invalid_answer;
use super::prepare::{prepared_request, read_call, CallSpec};
use super::read::{count, member, text};

/// How a stream's connection ended, as stream.js saw it.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConnectionEnded {
    /// The body ended.
    End,
    /// The network dropped it (the browser's message says how).
    Drop,
    /// No byte within the idle timeout.
    Idle,
    /// The browser lost an `EventSource`'s connection and reopens it.
    Lost,
    /// A new opening failed (with the `status` `recover` is given).
    Refused,
}

#[wasm_bindgen]
impl WasmClient {
    /// The core of the stream `stream` describes: a `CallSpec` (its
    /// operation's method and path, the caller's path arguments, the
    /// query's pairs, the fault faults.js found in the query), with
    /// `ends`, `[member, ...values]` of the event after which the service
    /// ends the stream (none when it does not), and the counts of its
    /// options (`timeout`, `maxRetries`, `idleTimeout`, `maxReconnects`;
    /// the client's apply where one is not set) and `lastEventId`, the id
    /// to resume after from the first connection on. Answers it, or the
    /// `ValidationError` naming the argument at fault (for recovery.js's
    /// `protect` to throw). Nothing is sent yet. Internal: stream.js's.
    pub fn stream(&self, stream: JsValue) -> JsValue {
        StreamCore::new(self, &stream).map_or_else(to_js, JsValue::from)
    }
}

/// One event stream's state, for stream.js. Internal.
#[wasm_bindgen(skip_typescript)]
pub struct StreamCore {
    client: crate::client::Client,
    call: CallSpec,
    timeout_ms: u32,
    idle_timeout_ms: u32,
    max_retries: u32,
    state: EventStreamState,
    batch: EventBatch,
    /// The stream started after the caller's `lastEventId`: an
    /// `EventSource` cannot send it, so every connection goes through fetch.
    over_fetch: bool,
}

impl StreamCore {
    fn new(client: &WasmClient, stream: &JsValue) -> Result<Self, Error> {
        let call = read_call(stream)?;
        let config = client.client().config();
        let option = |name| count(&member(stream, name));
        let timeout_ms = option("timeout").unwrap_or(config.timeout_ms());
        let ends = member(stream, "ends");
        let ends = ends.is_object().then(|| {
            let ends = js_sys::Array::from(&ends);
            EndRule {
                member: text(&ends.get(0)),
                while_values: ends.iter().skip(1).map(|value| text(&value)).collect(),
            }
        });
        let state = EventStreamState::with_check(
            &Ty::Any,
            keeps_to_itself,
            ends,
            option("maxReconnects").unwrap_or(DEFAULT_MAX_RECONNECTS),
        );
        let resume_from = member(stream, "lastEventId");
        let over_fetch = resume_from.is_string();
        let state = match over_fetch {
            true => state.resuming_after(&text(&resume_from)),
            false => state,
        };
        Ok(Self {
            client: client.client().clone(),
            call,
            timeout_ms,
            idle_timeout_ms: option("idleTimeout").unwrap_or(timeout_ms),
            max_retries: option("maxRetries").unwrap_or(config.max_retries()),
            state,
            batch: EventBatch::default(),
            over_fetch,
        })
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
fn keeps_to_itself(_: &'static Ty, data: &[u8]) -> Result<(), ValidationError> {
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
    /// event id: the JSON text of a `PreparedRequest` (as `prepare` makes)
    /// with the stream's `timeoutMs` and `maxRetries` (a first opening is
    /// retried as they say; a reopening, whose wait the stream's own
    /// reconnection decides, is not), its `idleTimeoutMs`, and
    /// `eventSource`: whether it opens as an `EventSource` (the client
    /// streams through one, and `viaFetch`, after the browser gave up on
    /// one, is not set). No connection is open meanwhile.
    pub fn request(&mut self, via_fetch: bool) -> JsValue {
        self.state.disconnected();
        let config = self.client.config();
        let request = match self.call.request(config, self.state.last_event_id()) {
            Ok(request) => request,
            Err(error) => return to_js(error),
        };
        let event_source =
            !via_fetch && !self.over_fetch && config.stream_mode() == StreamMode::EventSource;
        let text = prepared_request(&request, config, self.timeout_ms, self.max_retries)
            .number("idleTimeoutMs", self.idle_timeout_ms.into())
            .boolean("eventSource", event_source)
            .finish();
        JsValue::from_str(&text)
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

    /// Whether the stream is over: the service ended it after its last
    /// event (a login flow's last state).
    pub fn finished(&self) -> bool {
        self.state.finished()
    }

    /// After the connection ended `how` (with the browser's `message` for a
    /// drop, and for a refused opening the `status` it was refused with,
    /// `undefined` when it got no answer): `undefined` when the stream is
    /// over, `true` to read the `EventSource` on, the milliseconds to wait
    /// before opening the stream again, or the error that ends it (for a
    /// refusal, stream.js throws the refusal's own error instead).
    pub fn recover(&mut self, how: ConnectionEnded, message: JsValue, status: JsValue) -> JsValue {
        let message = text(&message);
        let end = match how {
            ConnectionEnded::End => ConnectionEnd::BodyEnded,
            ConnectionEnded::Idle => ConnectionEnd::Idle,
            ConnectionEnded::Lost => ConnectionEnd::SourceLost,
            ConnectionEnded::Refused => {
                let refusal = Error::connection("the stream could not be opened again");
                ConnectionEnd::Refused(match count(&status) {
                    Some(status) => refusal.with_status(status as u16),
                    None => refusal,
                })
            }
            ConnectionEnded::Drop => ConnectionEnd::Dropped(message),
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
