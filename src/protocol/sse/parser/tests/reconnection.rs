//! One parser across the connections of an event source: `finish` ends a
//! stream, discarding what it left unfinished, and the next `feed` starts
//! the reconnection's stream with the last event ID string kept.

use super::{assert_connections, assert_connections_from, assert_stream, msg, SseParser};

/// "Once the end of the file is reached, any pending data must be
/// discarded": `finish` reports whether anything was, be it a line, data,
/// an event type or an uncommitted `id:`.
#[test]
fn finish_reports_an_unfinished_block() {
    let a = [msg("a")];
    for (stream, events, complete) in [
        (&b"data: a\n\n"[..], &a[..], true),
        (b"data: a\n\n: comment\nretry: 5\nunknown: x\n", &a, true),
        (b"data: a\n\r", &a, true),
        (b"data: a\n\ndata: b\n", &a, false),
        (b"data: a\n\ndata: partial", &a, false),
        (b"data: a\r", &[], false),
        (b"event: x\n", &[], false),
        (b"id: 3\n", &[], false),
        (b":", &[], false),
    ] {
        let connection = assert_stream(stream, events);
        let text = String::from_utf8_lossy(stream);
        assert_eq!(connection.complete, complete, "{text:?}");
    }
}

/// An `id:` in the block a stream broke off in does not count: neither for
/// `Last-Event-ID` nor for the reconnection's events.
#[test]
fn an_id_in_an_unfinished_block_does_not_survive_finish() {
    let connections = assert_connections(
        &[b"id: 1\ndata: a\n\nid: 2\ndata: lost\n", b"data: b\n\n"],
        &[&[msg("a").with_id("1")], &[msg("b").with_id("1")]],
    );
    assert!(!connections[0].complete);
    assert_eq!(connections[0].last_event_id.as_deref(), Some("1"));
    assert_eq!(connections[1].last_event_id.as_deref(), Some("1"));
}

/// Nor does an unfinished block's empty `id`: the id it would reset stays.
#[test]
fn an_id_reset_in_an_unfinished_block_does_not_survive_finish() {
    let connections = assert_connections(
        &[b"id: 1\n\nid\n", b"data: b\n\n"],
        &[&[], &[msg("b").with_id("1")]],
    );
    assert_eq!(connections[0].last_event_id.as_deref(), Some("1"));
    assert_eq!(connections[1].last_event_id.as_deref(), Some("1"));
}

/// The reconnection's stream sets and resets the id as any stream does.
#[test]
fn the_reconnections_stream_may_replace_or_reset_the_id() {
    let connections = assert_connections(
        &[b"id: 1\n\n", b"id: 9\ndata: b\n\n", b"id:\ndata: c\n\n"],
        &[&[], &[msg("b").with_id("9")], &[msg("c")]],
    );
    let sent: Vec<_> = connections
        .iter()
        .map(|c| c.last_event_id.as_deref())
        .collect();
    assert_eq!(sent, [Some("1"), Some("9"), None]);
}

/// `finish` discards the unfinished event and keeps the reconnection time;
/// the next stream may start with its own byte order mark.
#[test]
fn finish_discards_the_unfinished_event_and_keeps_id_and_retry() {
    let connections = assert_connections(
        &[
            b"id: 7\nretry: 30\n\ndata: lost\n",
            b"\xEF\xBB\xBFdata: next\n\n",
        ],
        &[&[], &[msg("next").with_id("7")]],
    );
    assert!(!connections[0].complete);
    for connection in &connections {
        assert_eq!(connection.last_event_id.as_deref(), Some("7"));
        assert_eq!(connection.retry_ms, Some(30));
    }
}

/// A stream cut off right after a CR does not make the next stream's
/// leading LF part of that line end: it is a blank line of its own.
#[test]
fn a_cr_at_the_end_of_a_stream_does_not_pair_with_the_next_stream() {
    assert_connections(&[b"data: a\r", b"\ndata: b\n\n"], &[&[], &[msg("b")]]);
}

/// `with_last_event_id` resumes from an id kept elsewhere: it is sent and
/// carried until the stream sets another; a value no `id:` field could set
/// is ignored.
#[test]
fn a_parser_can_start_from_a_stored_id() {
    let connections = assert_connections_from(
        || SseParser::with_last_event_id("42"),
        &[b"data: a\n\n", b"id: 43\ndata: b\n\n"],
        &[&[msg("a").with_id("42")], &[msg("b").with_id("43")]],
    );
    assert_eq!(connections[0].last_event_id.as_deref(), Some("42"));
    for bad in ["a\0b", "a\nb", "a\rb"] {
        assert_eq!(SseParser::with_last_event_id(bad).last_event_id(), None);
    }
}
