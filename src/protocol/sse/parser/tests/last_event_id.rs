//! The id rules within one stream: an `id:` field sets the last event ID
//! buffer; each blank line (dispatch step 1) copies the buffer to the last
//! event ID string, which events carry and a reconnection sends.

use super::{assert_stream, feed_chunks, msg, SseParser};

/// "If the field value does not contain U+0000 NULL, then set the last
/// event ID buffer to the field value. Otherwise, ignore the field": an id
/// with NUL changes nothing, and ids are not reset between events.
#[test]
fn ids_persist_and_ids_with_nul_are_ignored() {
    let stream = b"id: 1\ndata: a\n\ndata: b\n\nid: 2\0x\ndata: c\n\nid\ndata: d\n\n";
    let connection = assert_stream(
        stream,
        &[
            msg("a").with_id("1"),
            msg("b").with_id("1"),
            msg("c").with_id("1"),
            msg("d"),
        ],
    );
    assert_eq!(connection.last_event_id, None);
}

/// Dispatch step 1 ("Set the last event ID string of the event source to
/// the value of the last event ID buffer") runs at every blank line, also
/// when step 2 then dispatches nothing.
#[test]
fn a_blank_line_commits_the_id_even_when_no_event_is_dispatched() {
    let connection = assert_stream(b"id: 5\n\n", &[]);
    assert_eq!(connection.last_event_id.as_deref(), Some("5"));
    let connection = assert_stream(
        b"id: 5\n\nevent: t\nid: 6\n\ndata: x\n\n",
        &[msg("x").with_id("6")],
    );
    assert_eq!(connection.last_event_id.as_deref(), Some("6"));
    let connection = assert_stream(b"id: 5\n\nid\n\n", &[]);
    assert_eq!(connection.last_event_id, None);
}

/// Until its blank line, an `id:` is only in the buffer: `last_event_id`
/// still answers the id committed before.
#[test]
fn an_id_counts_only_once_its_blank_line_arrives() {
    let mut parser = SseParser::new();
    feed_chunks(&mut parser, &[b"id: 1\ndata: a\n\nid: 2\n"]);
    assert_eq!(parser.last_event_id(), Some("1"));
    feed_chunks(&mut parser, &[b"data: b\n"]);
    assert_eq!(parser.last_event_id(), Some("1"));
    assert_eq!(feed_chunks(&mut parser, &[b"\n"]), [msg("b").with_id("2")]);
    assert_eq!(parser.last_event_id(), Some("2"));
}

/// Step 5 gives the event the last event ID string that step 1 just set,
/// so an `id:` after the data lines of a block still names that block's
/// event, and the last of several `id:` fields wins.
#[test]
fn an_event_carries_the_last_id_of_its_own_block() {
    let stream = b"id: 1\ndata: a\n\ndata: b\nid: 2\n\nid: 3\nid: 4\ndata: c\n\n";
    assert_stream(
        stream,
        &[
            msg("a").with_id("1"),
            msg("b").with_id("2"),
            msg("c").with_id("4"),
        ],
    );
}

/// The id value keeps everything but the one space after the colon, like
/// any field value, and may be any text but NUL.
#[test]
fn an_id_is_taken_as_written() {
    let stream = "id:  a b:c …\ndata: x\n\n".as_bytes();
    let connection = assert_stream(stream, &[msg("x").with_id(" a b:c …")]);
    assert_eq!(connection.last_event_id.as_deref(), Some(" a b:c …"));
}

/// `last_event_id` and `retry_ms` report the stream's state.
#[test]
fn last_event_id_and_retry_are_exposed() {
    let mut parser = SseParser::new();
    assert_eq!(parser.last_event_id(), None);
    assert_eq!(parser.retry_ms(), None);
    feed_chunks(&mut parser, &[b"id: 42\nretry: 1500\n\n"]);
    assert_eq!(parser.last_event_id(), Some("42"));
    assert_eq!(parser.retry_ms(), Some(1500));
}
