//! Chunk boundaries: wherever the transport cuts the bytes, the events are
//! the same. The harness checks this for every case; these tests pin the
//! awkward cuts and the line-end scan itself.

use super::{assert_stream, feed_chunks, find_line_end, msg, Ev, SseParser};

#[test]
fn crlf_split_across_chunks_is_one_line_end() {
    let mut parser = SseParser::new();
    let chunks: [&[u8]; 4] = [b"data: a\r", b"\ndata: b\r", b"\n\r", b"\n"];
    assert_eq!(feed_chunks(&mut parser, &chunks), [msg("a\nb")]);
}

#[test]
fn a_lone_cr_at_a_chunk_end_still_ends_the_line() {
    let mut parser = SseParser::new();
    let chunks: [&[u8]; 3] = [b"data: a\r", b"\r", b"data: b\n\n"];
    assert_eq!(feed_chunks(&mut parser, &chunks), [msg("a"), msg("b")]);
}

#[test]
fn an_empty_chunk_after_cr_keeps_the_pending_lf_rule() {
    let mut parser = SseParser::new();
    let chunks: [&[u8]; 3] = [b"data: a\r", b"", b"\n\n"];
    assert_eq!(feed_chunks(&mut parser, &chunks), [msg("a")]);
}

/// A stream with a bit of everything: a byte order mark, comments, every
/// line end, multi-byte and non-ASCII text, an id that persists, a field
/// without a colon.
const MIXED: &[u8] = b"\xEF\xBB\xBF: comment\r\nretry: 250\nid: a1\nevent: log\ndata: {\"event\":\"log\",\"message\":\"h\xC3\xA9 \xE2\x9C\x93\"}\r\n\r\ndata\rdata: two\r\rid: b\xF0\x9F\x98\x80\n\ndata:x\nfield\nevent: error\ndata:  y \r\n\n";

fn mixed_expected() -> [Ev; 3] {
    [
        msg("{\"event\":\"log\",\"message\":\"hé ✓\"}")
            .of_type("log")
            .with_id("a1"),
        msg("\ntwo").with_id("a1"),
        msg("x\n y ").of_type("error").with_id("b😀"),
    ]
}

#[test]
fn the_same_events_at_every_split_and_one_byte_at_a_time() {
    let connection = assert_stream(MIXED, &mixed_expected());
    assert!(connection.complete);
    assert_eq!(connection.retry_ms, Some(250));
    assert_eq!(connection.last_event_id.as_deref(), Some("b😀"));
}

#[test]
fn the_same_events_in_chunks_of_every_small_size() {
    for size in 2..=9 {
        let chunks: Vec<&[u8]> = MIXED.chunks(size).collect();
        let mut parser = SseParser::new();
        assert_eq!(
            feed_chunks(&mut parser, &chunks),
            mixed_expected(),
            "{size}"
        );
    }
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
