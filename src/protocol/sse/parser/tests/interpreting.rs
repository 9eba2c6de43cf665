//! The standard's "Interpreting an event stream": how lines become fields,
//! what each field does, and the steps that dispatch an event at a blank
//! line. The id rules have their own file, `last_event_id.rs`.

use super::{assert_stream, msg, SseParser};

/// "When a stream is parsed, a data buffer, an event type buffer, and a
/// last event ID buffer must be associated with it. They must be
/// initialized to the empty string": a new parser has no type, data or id.
#[test]
fn a_new_parser_starts_with_empty_buffers() {
    let parser = SseParser::new();
    assert_eq!(parser.last_event_id(), None);
    assert_eq!(parser.retry_ms(), None);
    let connection = assert_stream(b"data\n\n", &[msg("")]);
    assert_eq!(connection.last_event_id, None);
}

/// "If the line starts with a U+003A COLON character (:), ignore the
/// line"; "Otherwise, the field is ignored": comments and unknown fields
/// leave the block as it was.
#[test]
fn comments_and_unknown_fields_are_ignored() {
    let stream = b": keep-alive\nfoo: bar\ndata: x\n:another\nDATA: y\n\n";
    assert_stream(stream, &[msg("x")]);
}

/// "Set the event type buffer to the field value": a later `event:` in the
/// same block replaces an earlier one.
#[test]
fn a_later_event_field_replaces_the_type() {
    assert_stream(b"event: a\nevent: b\ndata: x\n\n", &[msg("x").of_type("b")]);
    assert_stream(b"event: a\nevent\ndata: x\n\n", &[msg("x")]);
}

/// "Append the field value to the data buffer, then append a single U+000A
/// LINE FEED (LF) character": data lines join with newlines, empty ones
/// included, in the order they came, wherever the other fields are.
#[test]
fn data_lines_join_with_newlines() {
    let stream = b"data: one\nevent: t\ndata:\nid: 1\ndata: three\n\n";
    assert_stream(stream, &[msg("one\n\nthree").of_type("t").with_id("1")]);
}

/// "If the field value consists of only ASCII digits, then interpret the
/// field value as an integer in base ten ... Otherwise, ignore the field."
/// A number too large for the reconnection time is ignored too.
#[test]
fn retry_accepts_ascii_digits_only() {
    for bad in [
        "retry: 1.5\n",
        "retry: -1\n",
        "retry: +1\n",
        "retry: 1 \n",
        "retry:  1\n",
        "retry: ١\n",
        "retry:\n",
        "retry: 99999999999\n",
    ] {
        let stream = format!("retry: 10\n{bad}data: x\n\n");
        let connection = assert_stream(stream.as_bytes(), &[msg("x")]);
        assert_eq!(connection.retry_ms, Some(10), "{bad:?}");
    }
    let connection = assert_stream(b"retry: 0\n\nretry:4294967295\n", &[]);
    assert_eq!(connection.retry_ms, Some(u32::MAX));
}

/// The `retry` field sets the reconnection time at once; unlike the id it
/// does not wait for a blank line, so a stream cut off after it still
/// counts it.
#[test]
fn retry_takes_effect_without_a_blank_line() {
    let connection = assert_stream(b"data: a\n\nretry: 1500\n", &[msg("a")]);
    assert_eq!(connection.retry_ms, Some(1500));
}

/// Dispatch step 2: "If the data buffer is an empty string, set the data
/// buffer and the event type buffer to the empty string and return": a
/// block without data dispatches nothing, and its type does not reach the
/// next event.
#[test]
fn events_without_data_are_not_dispatched_and_type_resets() {
    let stream = b"event: ping\n\ndata: x\n\nevent: log\nid: 1\n\ndata: y\n\n";
    assert_stream(stream, &[msg("x"), msg("y").with_id("1")]);
}

/// Dispatch step 3: "If the data buffer's last character is a U+000A LINE
/// FEED (LF) character, then remove the last character": one newline only.
#[test]
fn only_the_last_newline_of_the_data_is_removed() {
    assert_stream(b"data: a\ndata:\n\n", &[msg("a\n")]);
    assert_stream(b"data\ndata\ndata\n\n", &[msg("\n\n")]);
}

/// Dispatch steps 5 to 7: the type is `message` unless the event type
/// buffer says otherwise, and both buffers are emptied for the next block.
#[test]
fn type_and_data_belong_to_one_event() {
    let stream = b"event: log\ndata: a\n\ndata: b\n\nevent: \ndata: c\n\n";
    assert_stream(stream, &[msg("a").of_type("log"), msg("b"), msg("c")]);
}

/// The standard's example: `data: YHOO`, `data: +2`, `data: 10`, then a
/// blank line make one message `YHOO\n+2\n10`.
#[test]
fn the_standards_stock_ticker_example() {
    assert_stream(
        b"data: YHOO\ndata: +2\ndata: 10\n\n",
        &[msg("YHOO\n+2\n10")],
    );
}

/// The standard's example of four blocks: a comment fires nothing; an
/// event with id 1; an event whose bare `id` resets the id; an event whose
/// data keeps its second leading space.
#[test]
fn the_standards_four_block_example() {
    let stream = b": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n";
    let connection = assert_stream(
        stream,
        &[
            msg("first event").with_id("1"),
            msg("second event"),
            msg(" third event"),
        ],
    );
    assert_eq!(connection.last_event_id, None);
    assert!(connection.complete);
}

/// The standard's example of empty data: `data` makes an empty event, two
/// make a newline, and the last block, not followed by a blank line, is
/// discarded.
#[test]
fn the_standards_empty_data_example() {
    let connection = assert_stream(b"data\n\ndata\ndata\n\ndata:", &[msg(""), msg("\n")]);
    assert!(!connection.complete);
}

/// The standard's example: `data:test` and `data: test` fire the same
/// event, as the space after the colon is ignored.
#[test]
fn the_standards_space_after_colon_example() {
    assert_stream(b"data:test\n\ndata: test\n\n", &[msg("test"), msg("test")]);
}
