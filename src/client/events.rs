//! Server-sent event streams (flow events, browser logs): connections from
//! the transport, events from the core's SSE parser (or the browser's
//! `EventSource`), validated one by one and handed out in batches so that
//! one `JSON.parse` serves many events. A dropped connection is reopened as
//! the core's [`Reconnector`] decides, resuming after the last event id, and
//! the core's [`ResumeFilter`] drops what a resumed connection repeats.

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use serde::de::DeserializeOwned;

use crate::protocol::http::{
    control_item, ends_flow, Disconnect, Error, ErrorKind, Next, Reconnector, ResumeFilter,
    SseParser, StreamItem, CODE_TIMEOUT, DEFAULT_MAX_RECONNECTS,
};
use crate::protocol::schema::Shape;
use crate::protocol::validate::check_response;
use crate::transport::{self, Failure, SourceSignal};

use super::call::{Call, Reply, StreamBody};
use super::decode::decode_json;
use super::progress::StreamProgress;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// The events read from one or more chunks, as the JSON text of an array.
/// Every event in it passed the validator, so the text is UTF-8; it is kept
/// as bytes, which only the browser's decoder reads as text.
#[derive(Default)]
pub(crate) struct EventBatch {
    json: Vec<u8>,
    /// Where each event's text lies in `json`.
    events: Vec<(usize, usize)>,
}

impl EventBatch {
    fn clear(&mut self) {
        self.json.clear();
        self.events.clear();
    }

    fn push(&mut self, data: &[u8]) {
        self.json
            .push(if self.events.is_empty() { b'[' } else { b',' });
        let start = self.json.len();
        self.json.extend_from_slice(data);
        self.events.push((start, self.json.len()));
    }

    /// Each event's JSON text, in order.
    pub(crate) fn events(&self) -> impl Iterator<Item = &str> {
        self.events.iter().map(|&(start, end)| {
            let bytes = self.json.get(start..end).unwrap_or_default();
            std::str::from_utf8(bytes).unwrap_or_default()
        })
    }

    /// The batch as the text of a JSON array, in UTF-8.
    pub(crate) fn json_array(&mut self) -> &[u8] {
        if self.events.is_empty() {
            self.json.push(b'[');
        }
        self.json.push(b']');
        &self.json
    }
}

/// What the stream needs to open its connections again.
struct Origin {
    client: Client,
    call: Call,
    options: RequestOptions,
}

/// What happens to each event a connection delivers.
struct Delivery {
    shape: Shape,
    reconnector: Reconnector,
    filter: ResumeFilter,
    /// The flow's last state was delivered: the stream is over.
    finished: bool,
}

impl Delivery {
    /// Puts a `data:` payload whose `lastEventId` is `id` into the batch,
    /// unless it is a heartbeat or a repeat; an `error` event or a record
    /// that fails validation fails the stream. Answers `false` for a repeat.
    ///
    /// The payload and id are read as their text, invalid UTF-8 as U+FFFD,
    /// as a browser's `EventSource` reads them. The bytes are tried first:
    /// a record that passes validation is UTF-8, so the text is made only
    /// for a payload that fails, when it is not UTF-8 (then tried again).
    fn take(
        &mut self,
        data: &[u8],
        id: Option<&[u8]>,
        batch: &mut EventBatch,
    ) -> Result<bool, Error> {
        match self.take_bytes(data, id, batch) {
            Err(_) if std::str::from_utf8(data).is_err() => {
                let text = String::from_utf8_lossy(data);
                self.take_bytes(text.as_bytes(), id, batch)
            }
            taken => taken,
        }
    }

    /// [`take`](Self::take) of bytes as they are.
    fn take_bytes(
        &mut self,
        data: &[u8],
        id: Option<&[u8]>,
        batch: &mut EventBatch,
    ) -> Result<bool, Error> {
        match control_item(data) {
            Some(StreamItem::Heartbeat) => return Ok(true),
            Some(StreamItem::Error(error)) => return Err(error),
            _ => {}
        }
        if self.filter.is_checking() {
            let id = id.map(String::from_utf8_lossy);
            if !self.filter.admit(id.as_deref()) {
                return Ok(false);
            }
        }
        check_response(self.shape, data).map_err(Error::from_invalid_response)?;
        batch.push(data);
        self.reconnector.delivered();
        // Flow states are UTF-8: they passed validation.
        if self.shape == Shape::FlowEvent && std::str::from_utf8(data).is_ok_and(ends_flow) {
            self.finished = true;
        }
        Ok(true)
    }
}

/// The reading end of an event stream.
pub(crate) struct StreamReader {
    origin: Origin,
    body: Option<StreamBody>,
    parser: SseParser,
    delivery: Delivery,
    /// `EventSource` mode: the `lastEventId` of the last message, and
    /// whether the current connection opened and how many messages it had
    /// that were not repeats.
    source_last_id: String,
    source_opened: bool,
    source_messages: u32,
    chunk: Vec<u8>,
    /// Events handed out, and reconnections granted, so far.
    events: u64,
    reconnects: u32,
}

impl StreamReader {
    pub(crate) fn new(
        client: &Client,
        call: &Call,
        options: &RequestOptions,
        reply: Reply,
        shape: Shape,
    ) -> Self {
        let max_reconnects = options.max_reconnects.unwrap_or(DEFAULT_MAX_RECONNECTS);
        Self {
            origin: Origin {
                client: client.clone(),
                call: call.clone(),
                options: options.clone(),
            },
            source_opened: matches!(reply.stream, Some(StreamBody::Source(_))),
            body: reply.stream,
            parser: SseParser::new(),
            delivery: Delivery {
                shape,
                reconnector: Reconnector::new(max_reconnects),
                filter: ResumeFilter::new(),
                finished: false,
            },
            source_last_id: String::new(),
            source_messages: 0,
            chunk: Vec::new(),
            events: 0,
            reconnects: 0,
        }
    }

    /// The events handed out and the reconnections so far, and the id a
    /// reconnection would resume after.
    pub(crate) fn progress(&self) -> StreamProgress {
        StreamProgress {
            events: self.events,
            reconnects: self.reconnects,
            last_event_id: self.last_event_id().map(str::to_owned),
        }
    }

    /// Fills `batch` with the next events; `false` once the stream has ended
    /// and nothing is left. A drop or a stall reconnects while reconnections
    /// remain; an `error` event from the service, a 4xx, or running out of
    /// reconnections fail the read.
    pub(crate) async fn next_batch(&mut self, batch: &mut EventBatch) -> Result<bool, Error> {
        batch.clear();
        loop {
            if self.delivery.finished {
                self.body = None;
            }
            if !batch.events.is_empty() {
                self.events += batch.events.len() as u64;
                return Ok(true);
            }
            let ended: (Disconnect, Option<Error>) = match self.body.as_mut() {
                None => return Ok(false),
                Some(StreamBody::Bytes(stream)) => match stream.next_chunk().await {
                    Ok(Some(chunk)) => {
                        self.chunk.resize(chunk.length() as usize, 0);
                        chunk.copy_to(&mut self.chunk);
                        self.feed(batch)?;
                        continue;
                    }
                    Ok(None) if self.parser.finish() => (Disconnect::Ended, None),
                    Ok(None) => (
                        Disconnect::Dropped,
                        Some(Error::connection(
                            "the event stream was cut off in the middle of an event",
                        )),
                    ),
                    Err(failure) => lost(failure)?,
                },
                Some(StreamBody::Source(source)) => {
                    match source.next(self.origin.idle_timeout_ms()).await {
                        Ok(SourceSignal::Open) => {
                            self.source_opened = true;
                            self.source_messages = 0;
                            continue;
                        }
                        Ok(SourceSignal::Message {
                            data,
                            last_event_id,
                        }) => {
                            let id =
                                (!last_event_id.is_empty()).then_some(last_event_id.as_bytes());
                            if self.delivery.take(data.as_bytes(), id, batch)? {
                                self.source_messages += 1;
                            }
                            self.source_last_id = last_event_id;
                            continue;
                        }
                        Ok(SourceSignal::Reconnecting) => self.source_reconnecting(),
                        Ok(SourceSignal::Failed) => {
                            // The browser gave up and hides the status: the
                            // same request through fetch tells it.
                            self.body = None;
                            let last_id = self.last_event_id().map(str::to_owned);
                            match self.origin.reopen(last_id, Via::Fetch).await {
                                Ok(reply) => {
                                    self.opened(reply);
                                    continue;
                                }
                                Err(error) => refused(error)?,
                            }
                        }
                        Err(failure) => lost(failure)?,
                    }
                }
            };
            self.recover(ended).await?;
        }
    }

    /// Parses the chunk in `self.chunk` into the batch.
    fn feed(&mut self, batch: &mut EventBatch) -> Result<(), Error> {
        let mut failure = None;
        let delivery = &mut self.delivery;
        self.parser.feed_bytes(&self.chunk, |event| {
            if failure.is_none() && !delivery.finished {
                failure = delivery.take(event.data, event.id, batch).err();
            }
        });
        match failure {
            Some(error) => {
                self.body = None;
                Err(error)
            }
            None => Ok(()),
        }
    }

    /// The browser lost an `EventSource`'s connection and reconnects it.
    /// One that opened and delivered nothing before closing is taken for the
    /// stream's clean end: an `EventSource` cannot tell a close from a cut.
    fn source_reconnecting(&mut self) -> (Disconnect, Option<Error>) {
        let opened = std::mem::replace(&mut self.source_opened, false);
        if opened && self.source_messages == 0 {
            (Disconnect::Ended, None)
        } else {
            (
                Disconnect::Dropped,
                Some(Error::connection("the event stream's connection dropped")),
            )
        }
    }

    /// After a connection ended: ends the stream, fails it, or opens it
    /// again (waiting first), as the reconnector decides. An `EventSource`
    /// that is still set (its connection dropped and the browser reopens it
    /// after its own delay, with `Last-Event-ID`) is left to the browser.
    async fn recover(&mut self, ended: (Disconnect, Option<Error>)) -> Result<(), Error> {
        let (mut how, mut error) = ended;
        loop {
            let browser_reconnects =
                matches!(self.body, Some(StreamBody::Source(_))) && how == Disconnect::Dropped;
            let last_id = self.last_event_id().map(str::to_owned);
            let retry_ms = match self.body {
                Some(StreamBody::Source(_)) => None,
                _ => self.parser.retry_ms(),
            };
            let next = self.delivery.reconnector.after(
                how,
                last_id.is_some(),
                retry_ms,
                transport::random(),
            );
            let delay_ms = match next {
                Next::Reconnect { delay_ms } => {
                    self.reconnects += 1;
                    delay_ms
                }
                Next::End => {
                    self.body = None;
                    return Ok(());
                }
                Next::Fail => {
                    self.body = None;
                    return Err(
                        error.unwrap_or_else(|| Error::connection("the event stream ended"))
                    );
                }
                Next::NotResumable => {
                    self.body = None;
                    return Err(Error::stream_not_resumable());
                }
            };
            if let Some(id) = &last_id {
                self.delivery.filter.resumed(id);
            }
            if browser_reconnects {
                return Ok(());
            }
            self.body = None;
            self.parser.finish();
            let signal = self.origin.options.signal.as_ref();
            if !transport::sleep_unless_aborted(delay_ms, signal).await {
                return Err(Error::aborted());
            }
            match self.origin.reopen(last_id, Via::Mode).await {
                Ok(reply) => {
                    self.opened(reply);
                    return Ok(());
                }
                Err(failed) => (how, error) = refused(failed)?,
            }
        }
    }

    /// Reads from a new connection.
    fn opened(&mut self, reply: Reply) {
        self.source_opened = matches!(reply.stream, Some(StreamBody::Source(_)));
        self.source_messages = 0;
        self.body = reply.stream;
    }

    /// The id to resume after: the parser's, or the `EventSource`'s.
    fn last_event_id(&self) -> Option<&str> {
        match self.body {
            Some(StreamBody::Source(_)) => {
                (!self.source_last_id.is_empty()).then_some(self.source_last_id.as_str())
            }
            _ => self
                .parser
                .last_event_id()
                .or((!self.source_last_id.is_empty()).then_some(self.source_last_id.as_str())),
        }
    }
}

impl Origin {
    fn idle_timeout_ms(&self) -> u32 {
        self.options
            .idle_timeout_ms
            .or(self.options.timeout_ms)
            .unwrap_or(self.client.config().timeout_ms())
    }

    /// Opens the stream again, once (the reconnector counts the attempts),
    /// resuming after `last_event_id`.
    async fn reopen(&self, last_event_id: Option<String>, via: Via) -> Result<Reply, Error> {
        let mut call = self.call.clone();
        call.last_event_id = last_event_id;
        let options = RequestOptions {
            max_retries: Some(0),
            ..self.options.clone()
        };
        match via {
            Via::Mode => self.client.execute(&call, &options).await,
            Via::Fetch => self.client.execute_over_fetch(&call, &options).await,
        }
    }
}

/// How a stream is opened again.
#[derive(Clone, Copy)]
enum Via {
    /// The client's stream mode.
    Mode,
    /// fetch, whatever the mode.
    Fetch,
}

/// How a connection that could not be opened ended; a caller's abort ends
/// the stream at once.
fn refused(error: Error) -> Result<(Disconnect, Option<Error>), Error> {
    if error.kind() == ErrorKind::UserAbort {
        return Err(error);
    }
    let how = match error.status() {
        Some(status) => Disconnect::Status(status),
        None => Disconnect::Dropped,
    };
    Ok((how, Some(error)))
}

/// How a connection that failed on the network ended; a caller's abort
/// ends the stream at once.
fn lost(failure: Failure) -> Result<(Disconnect, Option<Error>), Error> {
    match failure {
        Failure::Aborted => Err(Error::aborted()),
        Failure::Timeout => Ok((
            Disconnect::Idle,
            Some(Error::new(
                ErrorKind::Timeout,
                CODE_TIMEOUT,
                "the event stream sent nothing, not even a heartbeat, for its idle timeout",
            )),
        )),
        Failure::Connection(message) => Ok((Disconnect::Dropped, Some(Error::connection(message)))),
        #[cfg(not(target_arch = "wasm32"))]
        Failure::Unsupported => Err(Error::unsupported_platform()),
    }
}

type NextBatch = Pin<Box<dyn Future<Output = (StreamReader, EventBatch, Result<bool, Error>)>>>;

/// A stream of typed events. Heartbeats are consumed silently; an `error`
/// event from the service ends the stream with that error. A dropped
/// connection is reopened after the last event id, and events it repeats
/// are not delivered twice. Dropping the stream closes the connection at
/// once, even while a read waits on the network.
pub struct EventStream<T> {
    idle: Option<(StreamReader, EventBatch)>,
    reading: Option<NextBatch>,
    items: VecDeque<T>,
    progress: StreamProgress,
}

impl<T: DeserializeOwned> EventStream<T> {
    pub(crate) fn new(reader: StreamReader) -> Self {
        Self {
            idle: Some((reader, EventBatch::default())),
            reading: None,
            items: VecDeque::new(),
            progress: StreamProgress::default(),
        }
    }
}

impl<T> EventStream<T> {
    /// The events received and the reconnections so far, and the id a
    /// reconnection would resume after; updated as each batch of events
    /// arrives (events received may still wait to be yielded).
    pub fn progress(&self) -> &StreamProgress {
        &self.progress
    }
}

// Nothing in an event stream is pinned structurally: items are moved out freely.
impl<T> Unpin for EventStream<T> {}

impl<T: DeserializeOwned> Stream for EventStream<T> {
    type Item = Result<T, Error>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        loop {
            if let Some(item) = this.items.pop_front() {
                return Poll::Ready(Some(Ok(item)));
            }
            if let Some((mut source, mut batch)) = this.idle.take() {
                this.reading = Some(Box::pin(async move {
                    let result = source.next_batch(&mut batch).await;
                    (source, batch, result)
                }));
            }
            let Some(reading) = this.reading.as_mut() else {
                return Poll::Ready(None);
            };
            let (source, mut batch, result) = match reading.as_mut().poll(cx) {
                Poll::Pending => return Poll::Pending,
                Poll::Ready(done) => done,
            };
            this.reading = None;
            this.progress = source.progress();
            match result {
                Ok(true) => {
                    let items: Vec<T> = match decode_json(batch.json_array()) {
                        Ok(items) => items,
                        Err(error) => return Poll::Ready(Some(Err(error))),
                    };
                    this.items.extend(items);
                    this.idle = Some((source, batch));
                }
                Ok(false) => return Poll::Ready(None),
                Err(error) => return Poll::Ready(Some(Err(error))),
            }
        }
    }
}

/// The next batch as a JavaScript array, for the JavaScript facade.
#[cfg(all(target_arch = "wasm32", feature = "js-calls"))]
pub(crate) fn batch_to_js(batch: &mut EventBatch) -> Result<wasm_bindgen::JsValue, Error> {
    super::decode::parse_js_json(batch.json_array())
}
