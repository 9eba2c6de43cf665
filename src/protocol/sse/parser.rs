//! A server-sent events parser: bytes in, events out.
//!
//! It implements the WHATWG HTML standard's [parsing an event stream] and
//! [interpreting an event stream]: UTF-8 decoding (one leading byte order
//! mark dropped, invalid bytes become U+FFFD), lines ended by CRLF, LF or CR,
//! comments, the `data`, `event`, `id` and `retry` fields, and the steps that
//! dispatch an event at each blank line. It is public so that Rust users can
//! parse any event stream with it; the SDK reads log and flow streams with it.
//!
//! The ids follow the standard's two values:
//! - the *last event ID buffer*, which an `id:` field sets (unless its value
//!   contains U+0000);
//! - the *last event ID string*, which every blank line (the dispatch step)
//!   sets from the buffer, whether or not an event is dispatched. It is each
//!   event's id and what a reconnection sends as `Last-Event-ID`
//!   ([`SseParser::last_event_id`]). An `id:` in a block the stream never
//!   finished never reaches it.
//!
//! One parser serves a whole event source: [`SseParser::finish`] ends one
//! connection's stream and the next [`SseParser::feed`] starts the
//! reconnection's stream. See `finish` for what carries over.
//!
//! It is the hot path of log streaming, so it scans eight bytes at a time for
//! line ends, reuses its buffers, and lends events to the callback as slices
//! instead of allocating one per event. An event whose one `data:` line lies
//! whole in the chunk is lent straight from the chunk, without a copy, and
//! so is its id: an id's text is made once per chunk, from the last one.
//!
//! [parsing an event stream]: https://html.spec.whatwg.org/multipage/server-sent-events.html#parsing-an-event-stream
//! [interpreting an event stream]: https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation

use std::fmt;

#[cfg(test)]
mod tests;

const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

/// One dispatched event; it borrows the parser's buffers.
///
/// `Debug` prints the data's length only: payloads can carry URLs with
/// one-time codes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SseEvent<'a> {
    /// The `event:` type, `"message"` when none was given.
    pub event: &'a str,
    /// The `data:` lines joined with `\n`.
    pub data: &'a str,
    /// The event's `lastEventId`: the last event ID string once this event's
    /// blank line set it, that is the latest `id:` field of this or an
    /// earlier block of the stream (ids are not reset between events).
    /// `None` stands for the standard's empty string: no id yet, or an empty
    /// `id:` field reset it.
    pub id: Option<&'a str>,
}

/// One dispatched event as bytes, its data and id not checked as UTF-8 (the
/// SDK's validator checks the data). [`SseEvent`] is the same event as text.
#[derive(Clone, Copy)]
pub(crate) struct RawSseEvent<'a> {
    pub(crate) event: &'a str,
    pub(crate) data: &'a [u8],
    pub(crate) id: Option<&'a [u8]>,
}

/// An incremental event-stream parser.
///
/// Feed it chunks as they arrive; it handles line ends of any kind (LF, CR,
/// CRLF, also split across chunks), a leading byte order mark, comments,
/// fields without a colon, and UTF-8 characters split across chunks.
/// Invalid UTF-8 becomes U+FFFD, as a browser's decoder would make it.
/// An event is handed out as soon as its blank line arrives.
/// `Debug` shows the state but not the buffered payload.
///
/// ```
/// use browser_cloud_sdk::protocol::sse::SseParser;
///
/// let mut parser = SseParser::new();
/// let mut seen = Vec::new();
/// parser.feed(b"id: 7\nevent: log\ndata: a\n", |_| unreachable!());
/// parser.feed(b"\ndata: b\n\n", |event| {
///     seen.push((event.event.to_owned(), event.data.to_owned(), event.id.map(str::to_owned)))
/// });
/// assert_eq!(seen[0], ("log".into(), "a".into(), Some("7".into())));
/// assert_eq!(seen[1], ("message".into(), "b".into(), Some("7".into())));
/// assert!(parser.finish());
/// assert_eq!(parser.last_event_id(), Some("7")); // send as `Last-Event-ID`
/// ```
#[derive(Default)]
pub struct SseParser {
    /// The unfinished line carried over from earlier chunks.
    line: Vec<u8>,
    /// The data buffer: each `data:` value followed by `\n`.
    data: Vec<u8>,
    /// Where the block's one `data:` value lies in the chunk being fed,
    /// while `data` is empty: it is copied into `data` only if a second
    /// `data:` line follows or the chunk ends before the blank line.
    data_in_chunk: Option<(usize, usize)>,
    /// The event type buffer.
    event: String,
    /// The last `id:` field's value since the last blank line, while
    /// `id_pending` (and `next_id_in_chunk` is `None`). The standard's last
    /// event ID buffer is this value while `id_pending`, the last event ID
    /// string otherwise: a blank line swaps the two instead of copying.
    next_id: String,
    /// Where that value lies in the chunk being fed, when its line lies
    /// whole in it: lent, as `data_in_chunk`, until the chunk ends.
    next_id_in_chunk: Option<(usize, usize)>,
    /// An `id:` field set the last event ID buffer since the last blank line.
    id_pending: bool,
    /// The last event ID string: the buffer as the last blank line found it
    /// (unless `last_id_in_chunk`).
    last_event_id: String,
    /// Where the last event ID string lies in the chunk being fed, when a
    /// blank line in it took a lent id: made text when the chunk ends.
    last_id_in_chunk: Option<(usize, usize)>,
    /// Holds `data` decoded with replacement characters when it is not
    /// valid UTF-8 (rare).
    lossy: String,
    /// Milliseconds from the last valid `retry:` field.
    retry: Option<u32>,
    /// Bytes of the byte order mark matched so far, at the stream's start.
    bom_seen: u8,
    /// Past the stream's start (the byte order mark is decided).
    started: bool,
    /// The last chunk ended with CR: a LF starting the next one belongs to it.
    after_cr: bool,
}

impl SseParser {
    /// A parser at the start of a stream, with no last event id.
    pub fn new() -> Self {
        SseParser::default()
    }

    /// A parser that resumes an event source whose last event id was `id`
    /// (kept from an earlier session, say): [`last_event_id`] answers it and
    /// events carry it until the stream sets another. A value that an `id:`
    /// field could not set (one containing U+0000, CR or LF) is ignored.
    ///
    /// [`last_event_id`]: SseParser::last_event_id
    pub fn with_last_event_id(id: &str) -> Self {
        let mut parser = SseParser::new();
        if !id.contains(['\0', '\r', '\n']) {
            parser.last_event_id.push_str(id);
        }
        parser
    }

    /// Parses `chunk`, calling `on_event` for each event it completes.
    pub fn feed(&mut self, chunk: &[u8], mut on_event: impl FnMut(SseEvent<'_>)) {
        let mut data_text = std::mem::take(&mut self.lossy);
        let mut id_text = String::new();
        self.feed_bytes(chunk, |event| {
            on_event(SseEvent {
                event: event.event,
                data: text(event.data, &mut data_text),
                id: event.id.map(|id| text(id, &mut id_text)),
            });
        });
        self.lossy = data_text;
    }

    /// [`feed`](Self::feed), lending each event's data and id as bytes:
    /// for a caller that checks them itself, without a UTF-8 pass of its
    /// own. Their text is what `feed` gives: invalid UTF-8 becomes U+FFFD.
    pub(crate) fn feed_bytes(&mut self, chunk: &[u8], mut on_event: impl FnMut(RawSseEvent<'_>)) {
        let mut rest = chunk;
        if !self.started {
            rest = self.skip_bom(rest);
        }
        if self.after_cr && !rest.is_empty() {
            self.after_cr = false;
            if let Some((b'\n', tail)) = rest.split_first() {
                rest = tail;
            }
        }
        while let Some(end) = find_line_end(rest) {
            // `rest` is always the end of `chunk`.
            let at = chunk.len() - rest.len();
            let (line, tail) = rest.split_at(end);
            let (terminator, tail) = match tail.split_first() {
                Some((&byte, tail)) => (byte, tail),
                None => break,
            };
            if self.line.is_empty() {
                self.process_line(line, Some(at), chunk, &mut on_event);
            } else {
                let mut carried = std::mem::take(&mut self.line);
                carried.extend_from_slice(line);
                self.process_line(&carried, None, chunk, &mut on_event);
                carried.clear();
                self.line = carried;
            }
            rest = tail;
            if terminator == b'\r' {
                match rest.split_first() {
                    Some((b'\n', tail)) => rest = tail,
                    Some(_) => {}
                    None => self.after_cr = true,
                }
            }
        }
        self.line.extend_from_slice(rest);
        self.copy_data_in_chunk(chunk);
        // What still refers to the chunk is copied before it goes.
        if let Some((start, end)) = self.next_id_in_chunk.take() {
            self.next_id.clear();
            push_lossy(&mut self.next_id, chunk.get(start..end).unwrap_or_default());
        }
        if let Some((start, end)) = self.last_id_in_chunk.take() {
            self.last_event_id.clear();
            push_lossy(
                &mut self.last_event_id,
                chunk.get(start..end).unwrap_or_default(),
            );
        }
    }

    /// Ends the stream (one connection). Per the standard, whatever the
    /// stream had not finished with a blank line is discarded: an unfinished
    /// line, data, event type, and an `id:` field that no blank line
    /// followed. Returns `false` when something was discarded, that is when
    /// the stream stopped in the middle of a block.
    ///
    /// The parser is then ready for the next stream (a reconnection), which
    /// may start with its own byte order mark. It keeps the reconnection
    /// time and the last event ID string, the value to send as
    /// `Last-Event-ID`, and the next stream's last event ID buffer starts
    /// from that string, not from an `id:` of the unfinished block.
    ///
    /// The standard says a new stream's buffers start empty; taken literally
    /// for the id buffer, the reconnection's first blank line would reset
    /// the last event ID string, and the resume point would be lost. The
    /// web-platform-tests expect otherwise: in `eventsource/format-field-id`
    /// and `format-field-id-2` an event of the resumed stream, which has no
    /// `id:`, still carries the id, and a second reconnection sends it
    /// again; in `format-data-before-final-empty-line` the resumed stream's
    /// first event has no id, because the `id:` before the stream broke off
    /// was never followed by a blank line. Starting the buffer from the last
    /// event ID string meets both.
    pub fn finish(&mut self) -> bool {
        let complete = self.line.is_empty()
            && self.data.is_empty()
            && self.event.is_empty()
            && !self.id_pending;
        self.line.clear();
        self.data.clear();
        self.event.clear();
        // The buffer goes back to the last event ID string.
        self.id_pending = false;
        self.bom_seen = 0;
        self.started = false;
        self.after_cr = false;
        complete
    }

    /// The last event ID string, if not empty: the id the last blank line
    /// committed, to send as `Last-Event-ID` when reconnecting. An `id:`
    /// field counts only once a blank line follows it.
    pub fn last_event_id(&self) -> Option<&str> {
        (!self.last_event_id.is_empty()).then_some(self.last_event_id.as_str())
    }

    /// The reconnection time the stream asked for with `retry:`, in
    /// milliseconds. It takes effect at once, without waiting for a blank
    /// line; a value of only ASCII digits counts, anything else (or a
    /// number above `u32::MAX`) is ignored.
    pub fn retry_ms(&self) -> Option<u32> {
        self.retry
    }

    /// Drops a byte order mark at the very start of the stream, even when it
    /// arrives split across chunks; bytes that turn out not to be one are
    /// kept as the start of the first line.
    fn skip_bom<'c>(&mut self, chunk: &'c [u8]) -> &'c [u8] {
        let mut rest = chunk;
        while let Some((&byte, tail)) = rest.split_first() {
            if BOM.get(usize::from(self.bom_seen)) != Some(&byte) {
                self.line
                    .extend_from_slice(BOM.get(..usize::from(self.bom_seen)).unwrap_or(&[]));
                self.started = true;
                return rest;
            }
            self.bom_seen += 1;
            rest = tail;
            if usize::from(self.bom_seen) == BOM.len() {
                self.started = true;
                return rest;
            }
        }
        rest
    }

    /// Processes one line; `at` is where it starts in `chunk`, `None` for a
    /// line carried over from earlier chunks.
    fn process_line(
        &mut self,
        line: &[u8],
        at: Option<usize>,
        chunk: &[u8],
        on_event: &mut impl FnMut(RawSseEvent<'_>),
    ) {
        if line.is_empty() {
            self.dispatch(chunk, on_event);
            return;
        }
        let (name, value) = match line.iter().position(|&b| b == b':') {
            Some(0) => return,
            Some(colon) => {
                let (name, value) = line.split_at(colon);
                // The colon, and one space after it, are not the value.
                match value {
                    [b':', b' ', value @ ..] | [b':', value @ ..] => (name, value),
                    _ => (name, &[][..]),
                }
            }
            None => (line, &[][..]),
        };
        // Slice patterns compare in place, where byte strings (and
        // `strip_prefix`) would call `memcmp` for every line.
        match name {
            [b'd', b'a', b't', b'a'] => match at {
                // The value ends the line, which lies in the chunk at `at`.
                Some(at) if self.data.is_empty() && self.data_in_chunk.is_none() => {
                    let end = at + line.len();
                    self.data_in_chunk = Some((end - value.len(), end));
                }
                _ => {
                    self.copy_data_in_chunk(chunk);
                    self.data.extend_from_slice(value);
                    self.data.push(b'\n');
                }
            },
            [b'e', b'v', b'e', b'n', b't'] => {
                self.event.clear();
                push_lossy(&mut self.event, value);
            }
            [b'i', b'd'] if !has_nul(value) => {
                self.next_id_in_chunk = match at {
                    Some(at) => {
                        let end = at + line.len();
                        Some((end - value.len(), end))
                    }
                    None => {
                        self.next_id.clear();
                        push_lossy(&mut self.next_id, value);
                        None
                    }
                };
                self.id_pending = true;
            }
            [b'r', b'e', b't', b'r', b'y'] => {
                if let Some(ms) =
                    crate::protocol::response::decimal(value).and_then(|ms| u32::try_from(ms).ok())
                {
                    self.retry = Some(ms);
                }
            }
            _ => {}
        }
    }

    /// Copies the `data:` value that lies in `chunk` into the data buffer.
    fn copy_data_in_chunk(&mut self, chunk: &[u8]) {
        if let Some((start, end)) = self.data_in_chunk.take() {
            self.data
                .extend_from_slice(chunk.get(start..end).unwrap_or_default());
            self.data.push(b'\n');
        }
    }

    /// The standard's "dispatch the event", at each blank line.
    fn dispatch(&mut self, chunk: &[u8], on_event: &mut impl FnMut(RawSseEvent<'_>)) {
        // Step 1, even when no event follows: the buffer differs from the
        // string only after an `id:` field.
        if self.id_pending {
            match self.next_id_in_chunk.take() {
                Some(lent) => self.last_id_in_chunk = Some(lent),
                None => {
                    std::mem::swap(&mut self.last_event_id, &mut self.next_id);
                    self.last_id_in_chunk = None;
                }
            }
            self.id_pending = false;
        }
        let bytes = match self.data_in_chunk.take() {
            Some((start, end)) => chunk.get(start..end).unwrap_or_default(),
            None if self.data.is_empty() => {
                self.event.clear();
                return;
            }
            None => {
                self.data.pop();
                &self.data
            }
        };
        let id = match self.last_id_in_chunk {
            Some((start, end)) => chunk.get(start..end).unwrap_or_default(),
            None => self.last_event_id.as_bytes(),
        };
        on_event(RawSseEvent {
            event: if self.event.is_empty() {
                "message"
            } else {
                &self.event
            },
            data: bytes,
            id: (!id.is_empty()).then_some(id),
        });
        self.data.clear();
        self.event.clear();
    }
}

impl fmt::Debug for SseEvent<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SseEvent")
            .field("event", &self.event)
            .field("data_len", &self.data.len())
            .field("id", &self.id)
            .finish()
    }
}

impl fmt::Debug for SseParser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SseParser")
            .field("buffered_bytes", &(self.line.len() + self.data.len()))
            .field("last_event_id", &self.last_event_id())
            .field("retry_ms", &self.retry)
            .finish()
    }
}

/// `bytes` as text, invalid UTF-8 as U+FFFD (made in `scratch`).
fn text<'t>(bytes: &'t [u8], scratch: &'t mut String) -> &'t str {
    match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(_) => {
            scratch.clear();
            scratch.push_str(&String::from_utf8_lossy(bytes));
            scratch
        }
    }
}

/// Whether `bytes` hold U+0000, checked in place (`contains` calls
/// `memchr` at opt-level "z").
fn has_nul(bytes: &[u8]) -> bool {
    let mut i = 0;
    while let Some(&byte) = bytes.get(i) {
        if byte == 0 {
            return true;
        }
        i += 1;
    }
    false
}

/// Appends `bytes` to `out`, invalid UTF-8 as U+FFFD: valid text (the usual
/// case) is checked and copied once.
fn push_lossy(out: &mut String, bytes: &[u8]) {
    match std::str::from_utf8(bytes) {
        Ok(text) => out.push_str(text),
        Err(_) => out.push_str(&String::from_utf8_lossy(bytes)),
    }
}

/// The index of the first CR or LF in `bytes`, testing eight bytes per step.
fn find_line_end(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let has_zero = |word: u64| word.wrapping_sub(ONES) & !word & HIGHS;
    let mut chunks = bytes.chunks_exact(8);
    let mut base = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let word = u64::from_le_bytes(word);
        let hits =
            has_zero(word ^ (ONES * u64::from(b'\n'))) | has_zero(word ^ (ONES * u64::from(b'\r')));
        if hits != 0 {
            // The lowest flagged byte is always a real match.
            return Some(base + (hits.trailing_zeros() / 8) as usize);
        }
        base += 8;
    }
    chunks
        .remainder()
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map(|index| base + index)
}
