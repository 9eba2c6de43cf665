//! One event stream's state across its connections, with no I/O: the bytes
//! (or, through an `EventSource`, the messages) each connection delivers go
//! in, and out come the validated events, in batches; when a connection
//! ends, [`EventStreamState::recover`] says whether the stream is over,
//! failed, or opens again after a wait. The Rust client's `StreamReader`
//! and the npm package's stream.js drive it the same way: they only open
//! connections, read them and wait.

use crate::protocol::api::StreamDef;
use crate::protocol::response::{Error, ErrorKind, CODE_TIMEOUT};
use crate::protocol::schema::Ty;
use crate::protocol::sse::{
    control_item, Disconnect, EndRule, Next, Reconnector, ResumeFilter, SseParser, StreamItem,
};
use crate::protocol::validate::{check_response, BodyCheck};

/// The events read from one or more chunks, as the JSON text of an array.
/// Every event in it passed its check, so the text is UTF-8 (and JSON, but
/// for the npm package's calls module, whose check leaves the syntax to the
/// browser's parse of the whole array); it is kept as bytes, which only the
/// browser's decoder reads as text.
#[derive(Default)]
pub struct EventBatch {
    json: Vec<u8>,
    /// Where each event's text lies in `json`.
    events: Vec<(usize, usize)>,
}

impl EventBatch {
    /// Empties the batch, keeping its buffers.
    pub fn clear(&mut self) {
        self.json.clear();
        self.events.clear();
    }

    /// How many events the batch holds.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether the batch holds no event.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    fn push(&mut self, data: &[u8]) {
        self.json
            .push(if self.events.is_empty() { b'[' } else { b',' });
        let start = self.json.len();
        self.json.extend_from_slice(data);
        self.events.push((start, self.json.len()));
    }

    /// Each event's bytes, in order.
    pub fn items(&self) -> impl Iterator<Item = &[u8]> {
        self.events
            .iter()
            .map(|&(start, end)| self.json.get(start..end).unwrap_or_default())
    }

    /// Each event's JSON text, in order.
    pub fn events(&self) -> impl Iterator<Item = &str> {
        self.items()
            .map(|bytes| std::str::from_utf8(bytes).unwrap_or_default())
    }

    /// The batch as the text of a JSON array, in UTF-8.
    pub fn json_array(&mut self) -> &[u8] {
        if self.events.is_empty() {
            self.json.push(b'[');
        }
        self.json.push(b']');
        &self.json
    }
}

/// How a connection of the stream ended, as its driver saw it.
#[derive(Clone, Debug, PartialEq)]
pub enum ConnectionEnd {
    /// The body ended (cleanly only at an event boundary).
    BodyEnded,
    /// Reading failed on the network, with the browser's message.
    Dropped(String),
    /// Nothing arrived, not even a heartbeat, for the idle timeout.
    Idle,
    /// The browser lost an `EventSource`'s connection and reconnects it.
    SourceLost,
    /// Opening the stream again failed with this error (a status, a
    /// timeout, the network).
    Refused(Error),
}

/// What to do once a connection has ended.
#[derive(Debug, PartialEq)]
pub enum Recovery {
    /// The stream is over.
    End,
    /// The stream failed with this error.
    Fail(Error),
    /// Open the stream again after this many milliseconds (resuming after
    /// [`EventStreamState::last_event_id`]).
    Reopen {
        /// The wait before the new connection.
        delay_ms: u32,
    },
    /// The browser reopens its `EventSource` itself: read on.
    BrowserReopens,
}

/// The state of one event stream: the SSE parser of its bytes, the
/// validator of each event, the reconnections and the filter of the events
/// a resumed connection repeats.
pub struct EventStreamState {
    /// The type of each event's data.
    event: &'static Ty,
    /// How each event's data is checked before it joins a batch: against
    /// the event's type ([`check_response`], the Rust client's), or (the
    /// npm package's calls module, whose stream.js checks each parsed
    /// event's shape) for its syntax alone.
    check: BodyCheck,
    /// The event after which the service ends the stream, if it does.
    ends: Option<EndRule>,
    parser: SseParser,
    reconnector: Reconnector,
    filter: ResumeFilter,
    /// The flow's last state was delivered: the stream is over.
    finished: bool,
    /// Whether the current connection is an `EventSource`; none is open
    /// while the stream waits to reopen.
    on_source: bool,
    /// `EventSource` mode: the `lastEventId` of the last message, and
    /// whether the current connection opened and how many messages it had
    /// that were not repeats.
    source_last_id: String,
    source_opened: bool,
    source_messages: u32,
    reconnects: u32,
}

impl EventStreamState {
    /// The stream `stream`, each event checked against its type, reopened
    /// at most `max_reconnects` times in a row.
    pub fn new(stream: &'static StreamDef, max_reconnects: u32) -> Self {
        let ends = stream.ends.as_ref().map(EndRule::from);
        Self::with_check(stream.event, check_response, ends, max_reconnects)
    }

    /// A stream of events of type `event`, each checked by `check`, ended
    /// by the service after an event `ends` names, if any.
    pub fn with_check(
        event: &'static Ty,
        check: BodyCheck,
        ends: Option<EndRule>,
        max_reconnects: u32,
    ) -> Self {
        Self {
            event,
            check,
            ends,
            parser: SseParser::new(),
            reconnector: Reconnector::new(max_reconnects),
            filter: ResumeFilter::new(),
            finished: false,
            on_source: false,
            source_last_id: String::new(),
            source_opened: false,
            source_messages: 0,
            reconnects: 0,
        }
    }

    /// The same stream, resuming after event `id` from its first
    /// connection on: that connection sends it as `Last-Event-ID`, the
    /// events the service sends again up to it are dropped, and a
    /// reconnection resumes after it until a later id arrives. An id an
    /// `id:` field could not set (one holding U+0000, CR or LF) is ignored.
    pub fn resuming_after(mut self, id: &str) -> Self {
        self.parser = SseParser::with_last_event_id(id);
        if let Some(id) = self.parser.last_event_id() {
            self.filter.resumed(id);
        }
        self
    }

    /// A connection opened: a fetch body, or an `EventSource` (also each
    /// time the browser reopens one).
    pub fn connected(&mut self, source: bool) {
        self.on_source = source;
        self.source_opened = source;
        self.source_messages = 0;
    }

    /// No connection is open: the stream is being opened again (through
    /// fetch, when the browser gave up on an `EventSource`).
    pub fn disconnected(&mut self) {
        self.on_source = false;
    }

    /// Parses a chunk of a fetch body into `batch`. An `error` event or an
    /// event that fails validation fails the stream.
    pub fn feed(&mut self, chunk: &[u8], batch: &mut EventBatch) -> Result<(), Error> {
        let mut failure = None;
        let Self {
            parser,
            event,
            check,
            ends,
            reconnector,
            filter,
            finished,
            ..
        } = self;
        let mut delivery = Delivery {
            event,
            check: *check,
            ends: ends.as_ref(),
            reconnector,
            filter,
            finished,
        };
        parser.feed_bytes(chunk, |event| {
            if failure.is_none() && !*delivery.finished {
                failure = delivery.take(event.data, event.id, batch).err();
            }
        });
        failure.map_or(Ok(()), Err)
    }

    /// Takes an `EventSource` message (its data and `lastEventId`) into `batch`.
    pub fn message(
        &mut self,
        data: &str,
        last_event_id: String,
        batch: &mut EventBatch,
    ) -> Result<(), Error> {
        let id = (!last_event_id.is_empty()).then_some(last_event_id.as_bytes());
        let mut delivery = Delivery {
            event: self.event,
            check: self.check,
            ends: self.ends.as_ref(),
            reconnector: &mut self.reconnector,
            filter: &mut self.filter,
            finished: &mut self.finished,
        };
        if delivery.take(data.as_bytes(), id, batch)? {
            self.source_messages += 1;
        }
        self.source_last_id = last_event_id;
        Ok(())
    }

    /// Whether the flow's last state was delivered: the stream is over.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Reconnections granted so far.
    pub fn reconnects(&self) -> u32 {
        self.reconnects
    }

    /// The id a reconnection resumes after: the parser's, or the `EventSource`'s.
    pub fn last_event_id(&self) -> Option<&str> {
        let source_id = (!self.source_last_id.is_empty()).then_some(self.source_last_id.as_str());
        match self.on_source {
            true => source_id,
            false => self.parser.last_event_id().or(source_id),
        }
    }

    /// After the current connection ended as `end`: ends the stream, fails
    /// it, or says to open it again (or that the browser does). `jitter` in
    /// [0, 1] spreads the waits of clients cut at once.
    pub fn recover(&mut self, end: ConnectionEnd, jitter: f64) -> Recovery {
        let (how, error) = match end {
            ConnectionEnd::BodyEnded if !self.parser.finish() => (
                Disconnect::Dropped,
                Some(Error::connection(
                    "the event stream was cut off in the middle of an event",
                )),
            ),
            ConnectionEnd::BodyEnded if self.ends_with_an_event() => (
                Disconnect::Dropped,
                Some(Error::connection(
                    "the event stream closed before its last event",
                )),
            ),
            ConnectionEnd::BodyEnded => (Disconnect::Ended, None),
            ConnectionEnd::Dropped(message) => {
                (Disconnect::Dropped, Some(Error::connection(message)))
            }
            ConnectionEnd::Idle => (
                Disconnect::Idle,
                Some(Error::new(
                    ErrorKind::Timeout,
                    CODE_TIMEOUT,
                    "the event stream sent nothing, not even a heartbeat, for its idle timeout",
                )),
            ),
            ConnectionEnd::SourceLost => self.source_lost(),
            ConnectionEnd::Refused(error) => match error.status() {
                Some(status) => (Disconnect::Status(status), Some(error)),
                None => (Disconnect::Dropped, Some(error)),
            },
        };
        if self.finished {
            return Recovery::End;
        }
        let browser_reopens = self.on_source && how == Disconnect::Dropped;
        let last_id = self.last_event_id().map(str::to_owned);
        let retry_ms = match self.on_source {
            true => None,
            false => self.parser.retry_ms(),
        };
        let next = self
            .reconnector
            .after(how, last_id.is_some(), retry_ms, jitter);
        let delay_ms = match next {
            Next::Reconnect { delay_ms } => delay_ms,
            Next::End => return Recovery::End,
            Next::Fail => {
                return Recovery::Fail(
                    error.unwrap_or_else(|| Error::connection("the event stream ended")),
                )
            }
            Next::NotResumable => return Recovery::Fail(Error::stream_not_resumable()),
        };
        self.reconnects += 1;
        if let Some(id) = &last_id {
            self.filter.resumed(id);
        }
        if browser_reopens {
            return Recovery::BrowserReopens;
        }
        self.on_source = false;
        self.parser.finish();
        Recovery::Reopen { delay_ms }
    }

    /// Whether the service ends this stream only after an event it names
    /// (a flow's last state, a process's exit): until that event, a
    /// connection that closes was cut, however cleanly.
    fn ends_with_an_event(&self) -> bool {
        self.ends.is_some()
    }

    /// The browser lost an `EventSource`'s connection. A reconnection that
    /// opened and delivered nothing new before closing is taken for the
    /// stream's clean end (an `EventSource` cannot tell a close from a
    /// cut), unless the stream ends with an event: a slow network can cut a
    /// resumed connection after its repeats alone. The first connection is
    /// reopened however it closed: a cut can lose all it had sent, and
    /// only a reconnection tells whether anything was there.
    fn source_lost(&mut self) -> (Disconnect, Option<Error>) {
        let opened = std::mem::replace(&mut self.source_opened, false);
        let reopened = self.reconnects > 0;
        if opened && reopened && self.source_messages == 0 && !self.ends_with_an_event() {
            (Disconnect::Ended, None)
        } else {
            (
                Disconnect::Dropped,
                Some(Error::connection("the event stream's connection dropped")),
            )
        }
    }
}

/// What happens to each event a connection delivers.
struct Delivery<'a> {
    event: &'static Ty,
    check: BodyCheck,
    ends: Option<&'a EndRule>,
    reconnector: &'a mut Reconnector,
    filter: &'a mut ResumeFilter,
    finished: &'a mut bool,
}

impl Delivery<'_> {
    /// Puts a `data:` payload whose `lastEventId` is `id` into the batch,
    /// unless it is a heartbeat or a repeat; an `error` event or a record
    /// that fails its check fails the stream. Answers `false` for a repeat.
    ///
    /// The payload and id are read as their text, invalid UTF-8 as U+FFFD,
    /// as a browser's `EventSource` reads them. The bytes are tried first:
    /// a record that passes its check is UTF-8, so the text is made only
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
        (self.check)(self.event, data).map_err(Error::from_invalid_response)?;
        batch.push(data);
        self.reconnector.delivered();
        if self.ends.is_some_and(|end| end.ends(data)) {
            *self.finished = true;
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests;
