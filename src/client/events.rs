//! Server-sent event streams (flow events, browser logs): bytes from the
//! transport, events from the core's SSE parser, validated one by one and
//! handed out in batches so that one `JSON.parse` serves many events.

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use serde::de::DeserializeOwned;

use crate::core::http::{classify_event, Error, SseParser, StreamItem};
use crate::core::schema::Shape;
use crate::core::validate::check_response;
use crate::transport::{ByteStream, Failure};

use super::call::Reply;
use super::decode::decode;

/// The events read from one or more chunks, as the JSON text of an array.
#[derive(Default)]
pub(crate) struct EventBatch {
    json: String,
    count: usize,
}

impl EventBatch {
    fn clear(&mut self) {
        self.json.clear();
        self.count = 0;
    }

    fn push(&mut self, data: &str) {
        self.json.push(if self.count == 0 { '[' } else { ',' });
        self.json.push_str(data);
        self.count += 1;
    }

    /// The batch as the text of a JSON array.
    pub(crate) fn json_array(&mut self) -> &str {
        if self.count == 0 {
            self.json.push('[');
        }
        self.json.push(']');
        &self.json
    }
}

/// The reading end of an event stream.
pub(crate) struct EventSource {
    stream: Option<ByteStream>,
    parser: SseParser,
    shape: Shape,
    chunk: Vec<u8>,
}

impl EventSource {
    pub(crate) fn new(reply: Reply, shape: Shape) -> Self {
        Self {
            stream: reply.stream,
            parser: SseParser::new(),
            shape,
            chunk: Vec::new(),
        }
    }

    /// Fills `batch` with the next events; `false` once the stream has ended
    /// and nothing is left. A stream cut mid-event, a stall longer than the
    /// idle timeout, or an `error` event from the service fail the read.
    pub(crate) async fn next_batch(&mut self, batch: &mut EventBatch) -> Result<bool, Error> {
        batch.clear();
        loop {
            let Some(stream) = self.stream.as_mut() else {
                return Ok(false);
            };
            let chunk = match stream.next_chunk().await {
                Ok(Some(chunk)) => chunk,
                Ok(None) => {
                    self.stream = None;
                    if !self.parser.finish() {
                        return Err(Error::connection(
                            "the event stream ended in the middle of an event",
                        ));
                    }
                    return Ok(batch.count > 0);
                }
                Err(Failure::Aborted) => return Err(Error::aborted()),
                Err(Failure::Timeout) => return Err(Error::timeout()),
                Err(Failure::Connection(message)) => return Err(Error::connection(message)),
            };
            self.chunk.resize(chunk.length() as usize, 0);
            chunk.copy_to(&mut self.chunk);
            let shape = self.shape;
            let mut failure = None;
            self.parser.feed(&self.chunk, |event| {
                if failure.is_some() {
                    return;
                }
                match classify_event(event.data) {
                    StreamItem::Heartbeat => {}
                    StreamItem::Error(error) => failure = Some(error),
                    StreamItem::Record(data) => match check_response(shape, data.as_bytes()) {
                        Ok(()) => batch.push(data),
                        Err(invalid) => failure = Some(Error::from_invalid_response(invalid)),
                    },
                }
            });
            if let Some(error) = failure {
                self.close();
                return Err(error);
            }
            if batch.count > 0 {
                return Ok(true);
            }
        }
    }

    /// Stops reading: the request is aborted.
    pub(crate) fn close(&mut self) {
        self.stream = None;
    }
}

type NextBatch = Pin<Box<dyn Future<Output = (EventSource, EventBatch, Result<bool, Error>)>>>;

/// A stream of typed events. Heartbeats are consumed silently; an `error`
/// event from the service ends the stream with that error. Dropping the
/// stream closes the connection.
pub struct EventStream<T> {
    idle: Option<(EventSource, EventBatch)>,
    reading: Option<NextBatch>,
    items: VecDeque<T>,
}

impl<T: DeserializeOwned> EventStream<T> {
    pub(crate) fn new(source: EventSource) -> Self {
        Self {
            idle: Some((source, EventBatch::default())),
            reading: None,
            items: VecDeque::new(),
        }
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
            match result {
                Ok(true) => {
                    let items: Vec<T> = match decode(batch.json_array().as_bytes()) {
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
#[cfg(feature = "js")]
pub(crate) fn batch_to_js(batch: &mut EventBatch) -> Result<wasm_bindgen::JsValue, Error> {
    super::decode::parse_js(batch.json_array().as_bytes())
}
