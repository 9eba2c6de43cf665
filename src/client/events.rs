//! Server-sent event streams (flow events, browser logs): connections from
//! the transport, read into the core's [`EventStreamState`] (its SSE parser,
//! or the browser's `EventSource`; the validator of each event; the
//! reconnections and the filter of repeats), which hands the events out in
//! batches so that one `JSON.parse` serves many events. A dropped
//! connection is reopened as the state decides, resuming after the last
//! event id.

use std::collections::VecDeque;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use serde::de::DeserializeOwned;

use crate::protocol::api::StreamDef;
use crate::protocol::lifecycle::{ConnectionEnd, EventBatch, EventStreamState, Recovery};
use crate::protocol::response::{Error, ErrorKind};
use crate::protocol::sse::DEFAULT_MAX_RECONNECTS;
use crate::transport::{self, Failure, SourceSignal};

use super::call::Call;
use super::decode::decode_json;
use super::execute::{Reply, StreamBody};
use super::progress::StreamProgress;
use super::request_options::RequestOptions;
use super::service_client::Client;

/// What the stream needs to open its connections again.
struct Origin {
    client: Client,
    call: Call,
    options: RequestOptions,
}

/// The reading end of an event stream.
pub(crate) struct StreamReader {
    origin: Origin,
    body: Option<StreamBody>,
    state: EventStreamState,
    chunk: Vec<u8>,
    /// Events handed out so far.
    events: u64,
}

impl StreamReader {
    pub(crate) fn new(
        client: &Client,
        call: &Call,
        options: &RequestOptions,
        reply: Reply,
        stream: &'static StreamDef,
    ) -> Self {
        let max_reconnects = options.max_reconnects.unwrap_or(DEFAULT_MAX_RECONNECTS);
        let mut state = EventStreamState::new(stream, max_reconnects);
        if let Some(id) = &options.last_event_id {
            state = state.resuming_after(id);
        }
        state.connected(matches!(reply.stream, Some(StreamBody::Source(_))));
        Self {
            origin: Origin {
                client: client.clone(),
                call: call.clone(),
                options: options.clone(),
            },
            body: reply.stream,
            state,
            chunk: Vec::new(),
            events: 0,
        }
    }

    /// The events handed out and the reconnections so far, and the id a
    /// reconnection would resume after.
    pub(crate) fn progress(&self) -> StreamProgress {
        StreamProgress {
            events: self.events,
            reconnects: self.state.reconnects(),
            last_event_id: self.state.last_event_id().map(str::to_owned),
        }
    }

    /// Fills `batch` with the next events; `false` once the stream has ended
    /// and nothing is left. A drop or a stall reconnects while reconnections
    /// remain; an `error` event from the service, a 4xx, or running out of
    /// reconnections fail the read.
    pub(crate) async fn next_batch(&mut self, batch: &mut EventBatch) -> Result<bool, Error> {
        batch.clear();
        loop {
            if self.state.finished() {
                self.body = None;
            }
            if !batch.is_empty() {
                self.events += batch.len() as u64;
                return Ok(true);
            }
            let ended = match self.body.as_mut() {
                None => return Ok(false),
                Some(StreamBody::Bytes(stream)) => match stream.next_chunk().await {
                    Ok(Some(chunk)) => {
                        self.chunk.resize(chunk.length() as usize, 0);
                        chunk.copy_to(&mut self.chunk);
                        if let Err(error) = self.state.feed(&self.chunk, batch) {
                            self.body = None;
                            return Err(error);
                        }
                        continue;
                    }
                    Ok(None) => ConnectionEnd::BodyEnded,
                    Err(failure) => lost(failure)?,
                },
                Some(StreamBody::Source(source)) => {
                    match source.next(self.origin.idle_timeout_ms()).await {
                        Ok(SourceSignal::Open) => {
                            self.state.connected(true);
                            continue;
                        }
                        Ok(SourceSignal::Message {
                            data,
                            last_event_id,
                        }) => {
                            if let Err(error) = self.state.message(&data, last_event_id, batch) {
                                self.body = None;
                                return Err(error);
                            }
                            continue;
                        }
                        Ok(SourceSignal::Reconnecting) => ConnectionEnd::SourceLost,
                        Ok(SourceSignal::Failed) => {
                            // The browser gave up and hides the status: the
                            // same request through fetch tells it.
                            self.body = None;
                            self.state.disconnected();
                            match self.reopen(Via::Fetch).await {
                                Ok(()) => continue,
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

    /// After a connection ended: ends the stream, fails it, or opens it
    /// again (waiting first), as the state decides. An `EventSource`
    /// the browser reopens itself is read on.
    async fn recover(&mut self, mut ended: ConnectionEnd) -> Result<(), Error> {
        loop {
            let delay_ms = match self.state.recover(ended, transport::random()) {
                Recovery::Reopen { delay_ms } => delay_ms,
                Recovery::BrowserReopens => return Ok(()),
                Recovery::End => {
                    self.body = None;
                    return Ok(());
                }
                Recovery::Fail(error) => {
                    self.body = None;
                    return Err(error);
                }
            };
            self.body = None;
            let signal = self.origin.options.signal.as_ref();
            if !transport::sleep_unless_aborted(delay_ms, signal).await {
                return Err(Error::aborted());
            }
            match self.reopen(Via::Mode).await {
                Ok(()) => return Ok(()),
                Err(error) => ended = refused(error)?,
            }
        }
    }

    /// Opens the stream again, once (the state counts the attempts),
    /// resuming after the last event id, and reads from the new connection.
    async fn reopen(&mut self, via: Via) -> Result<(), Error> {
        let mut call = self.origin.call.clone();
        call.last_event_id = self.state.last_event_id().map(str::to_owned);
        let options = RequestOptions {
            max_retries: Some(0),
            ..self.origin.options.clone()
        };
        let client = &self.origin.client;
        // A stream that started after the caller's id reads through fetch
        // throughout (see `RequestOptions::last_event_id`).
        let via = match self.origin.options.last_event_id {
            Some(_) => Via::Fetch,
            None => via,
        };
        let reply = match via {
            Via::Mode => client.execute(&call, &options).await,
            Via::Fetch => client.execute_over_fetch(&call, &options).await,
        }?;
        self.state
            .connected(matches!(reply.stream, Some(StreamBody::Source(_))));
        self.body = reply.stream;
        Ok(())
    }
}

impl Origin {
    fn idle_timeout_ms(&self) -> u32 {
        self.options
            .idle_timeout_ms
            .or(self.options.timeout_ms)
            .unwrap_or(self.client.config().timeout_ms())
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
fn refused(error: Error) -> Result<ConnectionEnd, Error> {
    match error.kind() {
        ErrorKind::UserAbort => Err(error),
        _ => Ok(ConnectionEnd::Refused(error)),
    }
}

/// How a connection that failed on the network ended; a caller's abort
/// ends the stream at once.
fn lost(failure: Failure) -> Result<ConnectionEnd, Error> {
    match failure {
        Failure::Aborted => Err(Error::aborted()),
        Failure::Timeout => Ok(ConnectionEnd::Idle),
        Failure::Connection(message) => Ok(ConnectionEnd::Dropped(message)),
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
