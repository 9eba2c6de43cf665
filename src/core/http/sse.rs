//! A server-sent events parser: bytes in, events out.
//!
//! Follows the WHATWG HTML "event stream interpretation" rules. It is the
//! hot path of log streaming, so it scans eight bytes at a time for line
//! ends, reuses its buffers, and lends events to the callback as slices
//! instead of allocating one per event.

use std::fmt;

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
    /// The last event id seen on the stream (not reset between events), if
    /// one is set and not empty.
    pub id: Option<&'a str>,
}

/// An incremental event-stream parser.
///
/// Feed it chunks as they arrive; it handles line ends of any kind (LF, CR,
/// CRLF, also split across chunks), a leading byte order mark, comments,
/// fields without a colon, and UTF-8 characters split across chunks.
/// Invalid UTF-8 becomes U+FFFD, as a browser's decoder would make it.
/// `Debug` shows the state but not the buffered payload.
#[derive(Default)]
pub struct SseParser {
    /// The unfinished line carried over from earlier chunks.
    line: Vec<u8>,
    /// The data buffer: each `data:` value followed by `\n`.
    data: Vec<u8>,
    /// The event type buffer.
    event: String,
    /// The last event id.
    id: String,
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
    /// A parser at the start of a stream.
    pub fn new() -> Self {
        SseParser::default()
    }

    /// Parses `chunk`, calling `on_event` for each event it completes.
    pub fn feed(&mut self, chunk: &[u8], mut on_event: impl FnMut(SseEvent<'_>)) {
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
            let (line, tail) = rest.split_at(end);
            let (terminator, tail) = match tail.split_first() {
                Some((&byte, tail)) => (byte, tail),
                None => break,
            };
            if self.line.is_empty() {
                self.process_line(line, &mut on_event);
            } else {
                let mut carried = std::mem::take(&mut self.line);
                carried.extend_from_slice(line);
                self.process_line(&carried, &mut on_event);
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
    }

    /// Ends the stream. Per the rules an unfinished event is discarded;
    /// returns `false` when that happened (the stream stopped mid-event).
    ///
    /// The parser is then ready for a new stream (a reconnection): the last
    /// event id and retry time are kept, everything else is reset.
    pub fn finish(&mut self) -> bool {
        let complete = self.line.is_empty() && self.data.is_empty() && self.event.is_empty();
        self.line.clear();
        self.data.clear();
        self.event.clear();
        self.bom_seen = 0;
        self.started = false;
        self.after_cr = false;
        complete
    }

    /// The last event id seen (to send as `Last-Event-ID` on reconnection),
    /// if one is set and not empty.
    pub fn last_event_id(&self) -> Option<&str> {
        (!self.id.is_empty()).then_some(self.id.as_str())
    }

    /// The reconnection time the stream asked for with `retry:`, in
    /// milliseconds.
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

    fn process_line(&mut self, line: &[u8], on_event: &mut impl FnMut(SseEvent<'_>)) {
        if line.is_empty() {
            self.dispatch(on_event);
            return;
        }
        let (name, value) = match line.iter().position(|&b| b == b':') {
            Some(0) => return,
            Some(colon) => {
                let (name, value) = line.split_at(colon);
                let value = value.get(1..).unwrap_or(&[]);
                (name, value.strip_prefix(b" ").unwrap_or(value))
            }
            None => (line, &[][..]),
        };
        match name {
            b"data" => {
                self.data.extend_from_slice(value);
                self.data.push(b'\n');
            }
            b"event" => {
                self.event.clear();
                self.event.push_str(&String::from_utf8_lossy(value));
            }
            b"id" if !value.contains(&0) => {
                self.id.clear();
                self.id.push_str(&String::from_utf8_lossy(value));
            }
            b"retry" if !value.is_empty() && value.iter().all(u8::is_ascii_digit) => {
                if let Some(ms) = std::str::from_utf8(value).ok().and_then(|v| v.parse().ok()) {
                    self.retry = Some(ms);
                }
            }
            _ => {}
        }
    }

    fn dispatch(&mut self, on_event: &mut impl FnMut(SseEvent<'_>)) {
        if self.data.is_empty() {
            self.event.clear();
            return;
        }
        self.data.pop();
        let data = match std::str::from_utf8(&self.data) {
            Ok(text) => text,
            Err(_) => {
                self.lossy.clear();
                self.lossy.push_str(&String::from_utf8_lossy(&self.data));
                &self.lossy
            }
        };
        on_event(SseEvent {
            event: if self.event.is_empty() {
                "message"
            } else {
                &self.event
            },
            data,
            id: (!self.id.is_empty()).then_some(self.id.as_str()),
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

#[cfg(test)]
mod tests {
    use super::*;

    type Owned = (String, String, Option<String>);

    fn collect(parser: &mut SseParser, chunks: &[&[u8]]) -> Vec<Owned> {
        let mut events = Vec::new();
        for chunk in chunks {
            parser.feed(chunk, |e| {
                events.push((
                    e.event.to_owned(),
                    e.data.to_owned(),
                    e.id.map(str::to_owned),
                ))
            });
        }
        events
    }

    fn parse(stream: &[u8]) -> Vec<Owned> {
        collect(&mut SseParser::new(), &[stream])
    }

    fn ev(event: &str, data: &str, id: Option<&str>) -> Owned {
        (event.to_owned(), data.to_owned(), id.map(str::to_owned))
    }

    #[test]
    fn a_data_line_and_blank_line_make_a_message() {
        assert_eq!(parse(b"data: hello\n\n"), [ev("message", "hello", None)]);
    }

    #[test]
    fn lf_cr_and_crlf_line_ends_are_equal() {
        let expected = [ev("log", "a", None), ev("message", "b", None)];
        assert_eq!(parse(b"event: log\ndata: a\n\ndata: b\n\n"), expected);
        assert_eq!(parse(b"event: log\rdata: a\r\rdata: b\r\r"), expected);
        assert_eq!(
            parse(b"event: log\r\ndata: a\r\n\r\ndata: b\r\n\r\n"),
            expected
        );
        assert_eq!(parse(b"event: log\r\ndata: a\r\rdata: b\n\r\n"), expected);
    }

    #[test]
    fn crlf_split_across_chunks_is_one_line_end() {
        let mut parser = SseParser::new();
        let events = collect(&mut parser, &[b"data: a\r", b"\ndata: b\r", b"\n\r", b"\n"]);
        assert_eq!(events, [ev("message", "a\nb", None)]);
    }

    #[test]
    fn a_lone_cr_at_a_chunk_end_still_ends_the_line() {
        let mut parser = SseParser::new();
        let events = collect(&mut parser, &[b"data: a\r", b"\r", b"data: b\n\n"]);
        assert_eq!(events, [ev("message", "a", None), ev("message", "b", None)]);
    }

    #[test]
    fn an_empty_chunk_after_cr_keeps_the_pending_lf_rule() {
        let mut parser = SseParser::new();
        let events = collect(&mut parser, &[b"data: a\r", b"", b"\n\n"]);
        assert_eq!(events, [ev("message", "a", None)]);
    }

    #[test]
    fn a_leading_bom_is_dropped_once() {
        let bom = b"\xEF\xBB\xBFdata: x\n\n";
        assert_eq!(parse(bom), [ev("message", "x", None)]);
        let mut parser = SseParser::new();
        let events = collect(&mut parser, &[b"\xEF", b"\xBB", b"\xBFdata: x\n\n"]);
        assert_eq!(events, [ev("message", "x", None)]);
        let twice = b"\xEF\xBB\xBF\xEF\xBB\xBFdata: x\n\ndata: y\n\n";
        assert_eq!(parse(twice), [ev("message", "y", None)]);
    }

    #[test]
    fn a_partial_bom_is_kept_as_line_content() {
        let events = parse(b"\xEF\xBBdata: x\n\ndata: y\n\n");
        assert_eq!(events, [ev("message", "y", None)]);
        let mut parser = SseParser::new();
        let events = collect(&mut parser, &[b"\xEF", b"\nda", b"ta: z\n\n"]);
        assert_eq!(events, [ev("message", "z", None)]);
    }

    #[test]
    fn comments_and_unknown_fields_are_ignored() {
        let stream = b": keep-alive\nfoo: bar\ndata: x\n:another\n\n";
        assert_eq!(parse(stream), [ev("message", "x", None)]);
    }

    #[test]
    fn a_field_without_colon_has_an_empty_value() {
        assert_eq!(parse(b"data\n\n"), [ev("message", "", None)]);
        assert_eq!(parse(b"data\ndata\n\n"), [ev("message", "\n", None)]);
        assert_eq!(parse(b"event\ndata: a\n\n"), [ev("message", "a", None)]);
    }

    #[test]
    fn only_one_space_after_the_colon_is_dropped() {
        assert_eq!(parse(b"data:x\n\n"), [ev("message", "x", None)]);
        assert_eq!(parse(b"data:  x \n\n"), [ev("message", " x ", None)]);
        assert_eq!(parse(b"data:\tx\n\n"), [ev("message", "\tx", None)]);
        assert_eq!(parse(b"data: a:b\n\n"), [ev("message", "a:b", None)]);
    }

    #[test]
    fn data_lines_join_with_newlines() {
        let events = parse(b"data: one\ndata:\ndata: three\n\n");
        assert_eq!(events, [ev("message", "one\n\nthree", None)]);
    }

    #[test]
    fn events_without_data_are_not_dispatched_and_type_resets() {
        let events = parse(b"event: ping\n\ndata: x\n\nevent: log\nid: 1\n\ndata: y\n\n");
        assert_eq!(
            events,
            [ev("message", "x", None), ev("message", "y", Some("1"))]
        );
    }

    #[test]
    fn ids_persist_and_ids_with_nul_are_ignored() {
        let stream = b"id: 1\ndata: a\n\ndata: b\n\nid: 2\0x\ndata: c\n\nid\ndata: d\n\n";
        let events = parse(stream);
        assert_eq!(
            events,
            [
                ev("message", "a", Some("1")),
                ev("message", "b", Some("1")),
                ev("message", "c", Some("1")),
                ev("message", "d", None),
            ]
        );
    }

    #[test]
    fn last_event_id_and_retry_are_exposed() {
        let mut parser = SseParser::new();
        assert_eq!(parser.last_event_id(), None);
        assert_eq!(parser.retry_ms(), None);
        collect(&mut parser, &[b"id: 42\nretry: 1500\n\n"]);
        assert_eq!(parser.last_event_id(), Some("42"));
        assert_eq!(parser.retry_ms(), Some(1500));
    }

    #[test]
    fn retry_accepts_digits_only() {
        for bad in [
            "retry: 1.5\n",
            "retry: -1\n",
            "retry: 1 \n",
            "retry:\n",
            "retry: 99999999999\n",
        ] {
            let mut parser = SseParser::new();
            collect(&mut parser, &[b"retry: 10\n", bad.as_bytes()]);
            assert_eq!(parser.retry_ms(), Some(10), "{bad:?}");
        }
    }

    #[test]
    fn utf8_split_across_chunks_is_decoded_whole() {
        let text = "data: héllo ✓ 😀\n\n".as_bytes();
        for split in 0..=text.len() {
            let (a, b) = text.split_at(split);
            let mut parser = SseParser::new();
            assert_eq!(
                collect(&mut parser, &[a, b]),
                [ev("message", "héllo ✓ 😀", None)]
            );
        }
    }

    #[test]
    fn invalid_utf8_becomes_replacement_characters() {
        let events = parse(b"event: l\xFFg\nid: \xC3\ndata: a\xFEb\n\n");
        assert_eq!(events, [ev("l\u{FFFD}g", "a\u{FFFD}b", Some("\u{FFFD}"))]);
        assert_eq!(parse(b"data: ok\n\n"), [ev("message", "ok", None)]);
    }

    #[test]
    fn finish_reports_an_unfinished_event() {
        let mut parser = SseParser::new();
        assert_eq!(collect(&mut parser, &[b"data: a\n\ndata: b\n"]).len(), 1);
        assert!(!parser.finish());
        let mut parser = SseParser::new();
        collect(&mut parser, &[b"data: a\n\ndata: partial"]);
        assert!(!parser.finish());
        let mut parser = SseParser::new();
        collect(&mut parser, &[b"data: a\n\n"]);
        assert!(parser.finish());
    }

    #[test]
    fn finish_discards_the_unfinished_event_and_keeps_id_and_retry() {
        let mut parser = SseParser::new();
        collect(&mut parser, &[b"id: 7\nretry: 30\n\ndata: lost\n"]);
        assert!(!parser.finish());
        assert_eq!(parser.last_event_id(), Some("7"));
        assert_eq!(parser.retry_ms(), Some(30));
        let events = collect(&mut parser, &[b"\xEF\xBB\xBFdata: next\n\n"]);
        assert_eq!(events, [ev("message", "next", Some("7"))]);
    }

    const MIXED: &[u8] = b"\xEF\xBB\xBF: comment\r\nretry: 250\nid: a1\nevent: log\ndata: {\"event\":\"log\",\"message\":\"h\xC3\xA9 \xE2\x9C\x93\"}\r\n\r\ndata\rdata: two\r\rid: b\xF0\x9F\x98\x80\n\ndata:x\nfield\nevent: error\ndata:  y \r\n\n";

    fn mixed_expected() -> Vec<Owned> {
        vec![
            ev(
                "log",
                "{\"event\":\"log\",\"message\":\"hé ✓\"}",
                Some("a1"),
            ),
            ev("message", "\ntwo", Some("a1")),
            ev("error", "x\n y ", Some("b😀")),
        ]
    }

    #[test]
    fn the_same_events_at_every_split_position() {
        assert_eq!(parse(MIXED), mixed_expected());
        for split in 0..=MIXED.len() {
            let (a, b) = MIXED.split_at(split);
            let mut parser = SseParser::new();
            assert_eq!(
                collect(&mut parser, &[a, b]),
                mixed_expected(),
                "split at {split}"
            );
            assert!(parser.finish());
            assert_eq!(parser.retry_ms(), Some(250));
        }
    }

    #[test]
    fn the_same_events_fed_one_byte_at_a_time() {
        let chunks: Vec<&[u8]> = MIXED.chunks(1).collect();
        let mut parser = SseParser::new();
        assert_eq!(collect(&mut parser, &chunks), mixed_expected());
        for size in 2..9 {
            let chunks: Vec<&[u8]> = MIXED.chunks(size).collect();
            assert_eq!(
                collect(&mut SseParser::new(), &chunks),
                mixed_expected(),
                "{size}"
            );
        }
    }

    #[test]
    fn debug_output_leaves_payloads_out() {
        let mut parser = SseParser::new();
        let mut printed = Vec::new();
        parser.feed(
            b"id: 3\ndata: code=hs_secret\n\ndata: code=hs_pending",
            |e| printed.push(format!("{e:?}")),
        );
        assert_eq!(
            printed,
            [r#"SseEvent { event: "message", data_len: 14, id: Some("3") }"#]
        );
        let debug = format!("{parser:?}");
        assert!(!debug.contains("hs_pending"), "{debug}");
        assert!(debug.contains("last_event_id: Some(\"3\")"), "{debug}");
    }

    #[test]
    fn line_end_scan_finds_the_first_cr_or_lf_anywhere() {
        for len in 0..20 {
            for at in 0..len {
                for end in [b'\n', b'\r'] {
                    let mut bytes = vec![b'a'; len];
                    bytes[at] = end;
                    if at + 1 < len {
                        bytes[at + 1] = b'\n';
                    }
                    assert_eq!(find_line_end(&bytes), Some(at), "{len} {at}");
                }
            }
            assert_eq!(find_line_end(&vec![0x8A; len]), None);
            assert_eq!(find_line_end(&vec![0x0B; len]), None);
        }
    }
}
