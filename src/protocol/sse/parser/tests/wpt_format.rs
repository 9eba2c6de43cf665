//! The web-platform-tests' `eventsource/format-*` cases (and `event-data`,
//! their sibling on lines and data), one test each. Each stream is the body
//! the WPT server script sends; each expectation is what the WPT page
//! asserts about the events, the ids and the reconnection.
//!
//! Not here, because they are not about the bytes of the stream:
//! - `format-mime-bogus`, `format-mime-valid-bogus` and
//!   `format-mime-trailing-semicolon` check the `Content-Type` header that
//!   decides whether a response is an event stream at all. That check
//!   belongs to whoever opens the connection, before any byte reaches the
//!   parser.
//! - `format-utf-8` also sends `charset=windows-1252` in that header, which
//!   must be ignored; here only its body is tested (always decoded as UTF-8).
//! - `format-field-retry` and `format-field-retry-bogus` time the
//!   reconnection; here they check the reconnection time the parser reports.

use super::{assert_connections, assert_stream, msg, Ev};

/// The body of WPT's `resources/message.py`: `message`, then a blank line's
/// `\n\n`, then one more `\n`.
fn served(message: &[u8]) -> Vec<u8> {
    [message, b"\n\n\n"].concat()
}

/// The body of `message.py` with `newline=none`: `message`, then `\n`.
fn served_raw(message: &[u8]) -> Vec<u8> {
    [message, b"\n"].concat()
}

/// WPT `format-bom`: the byte order mark is dropped at the stream's start
/// only; a later one stays in its line and spoils the field name.
#[test]
fn only_the_leading_byte_order_mark_is_dropped() {
    let stream = served(b"\xEF\xBB\xBFdata:1\n\n\xEF\xBB\xBFdata:2\n\ndata:3");
    assert_stream(&stream, &[msg("1"), msg("3")]);
}

/// WPT `format-bom-2`: of two leading byte order marks only the first is
/// dropped, so the first line names an unknown field.
#[test]
fn a_second_leading_byte_order_mark_spoils_the_first_line() {
    let stream = served(b"\xEF\xBB\xBF\xEF\xBB\xBFdata:1\n\ndata:2\n\ndata:3");
    assert_stream(&stream, &[msg("2"), msg("3")]);
}

/// WPT `format-comments`: comments, empty or long, with NUL or a `data:`
/// inside, and ended by any line end, are skipped between data lines.
#[test]
fn comments_of_any_length_and_content_are_skipped() {
    let long = "x".repeat(2048);
    let message =
        format!("data:1\r:\0\n:\r\ndata:2\n:{long}\rdata:3\n:data:fail\r:{long}\ndata:4\n");
    assert_stream(&served_raw(message.as_bytes()), &[msg("1\n2\n3\n4")]);
}

/// WPT `format-data-before-final-empty-line`: a block the stream ends in
/// is not dispatched, and its `id:` is neither sent on reconnection nor
/// carried by the reconnection's events.
#[test]
fn a_block_cut_off_by_the_end_of_the_stream_is_dropped_with_its_id() {
    let stream = served_raw(b"retry:1000\ndata:test1\n\nid:test\ndata:test2");
    let connections = assert_connections(&[&stream, &stream], &[&[msg("test1")], &[msg("test1")]]);
    for connection in connections {
        assert!(!connection.complete);
        assert_eq!(connection.last_event_id, None);
        assert_eq!(connection.retry_ms, Some(1000));
    }
}

/// WPT `format-field-data`: `data:` and `data` add an empty line of data,
/// so one makes an empty event and two make a single newline.
#[test]
fn data_fields_without_a_value_add_empty_lines() {
    let stream = served(b"data:\n\ndata\ndata\n\ndata:test");
    assert_stream(&stream, &[msg(""), msg("\n"), msg("test")]);
}

/// WPT `format-field-event`: `event:` names the type of its own event only.
#[test]
fn the_event_field_types_only_its_own_event() {
    let stream = served(b"event:test\ndata:x\n\ndata:x");
    assert_stream(&stream, &[msg("x").of_type("test"), msg("x")]);
}

/// WPT `format-field-event-empty`: an empty `event:` leaves the type
/// `message`.
#[test]
fn an_empty_event_field_leaves_the_type_message() {
    assert_stream(&served(b"event: \ndata:data"), &[msg("data")]);
}

/// The body of WPT's `resources/last-event-id.py`: an id, a short
/// reconnection time and `hello` on the first connection; on a
/// reconnection, the `Last-Event-ID` it was sent, echoed as data.
fn last_event_id_py(idvalue: &str, last_event_id: Option<&str>) -> Vec<u8> {
    match last_event_id {
        Some(id) => format!("data: {id}\n\n").into_bytes(),
        None => format!("id: {idvalue}\nretry: 200\ndata: hello\n\n").into_bytes(),
    }
}

/// WPT `format-field-id`: the reconnection sends the id, and the resumed
/// stream's event, which has no `id:`, still carries it.
#[test]
fn the_last_event_id_is_sent_and_kept_across_a_reconnection() {
    let first = last_event_id_py("…", None);
    let second = last_event_id_py("…", Some("…"));
    let connections = assert_connections(
        &[&first, &second],
        &[&[msg("hello").with_id("…")], &[msg("…").with_id("…")]],
    );
    for connection in connections {
        assert_eq!(connection.last_event_id.as_deref(), Some("…"));
        assert_eq!(connection.retry_ms, Some(200));
    }
}

/// WPT `format-field-id-2`: the id survives a second reconnection too.
#[test]
fn the_last_event_id_is_sent_again_after_every_reconnection() {
    let first = last_event_id_py("…", None);
    let resumed = last_event_id_py("…", Some("…"));
    let connections = assert_connections(
        &[&first, &resumed, &resumed],
        &[
            &[msg("hello").with_id("…")],
            &[msg("…").with_id("…")],
            &[msg("…").with_id("…")],
        ],
    );
    for connection in connections {
        assert_eq!(connection.last_event_id.as_deref(), Some("…"));
    }
}

/// WPT `format-field-id-3` ("persists", "changes and persists"): an id
/// stays on the events after it until another `id:` replaces it.
#[test]
fn an_id_stays_on_later_events_until_replaced() {
    let persists = assert_stream(
        b"id: 1\ndata: 1\n\ndata:2\n\n",
        &[msg("1").with_id("1"), msg("2").with_id("1")],
    );
    assert_eq!(persists.last_event_id.as_deref(), Some("1"));
    let changes = assert_stream(
        b"id: 1\ndata: 1\n\nid: 2\ndata:2\n\ndata:3\n\n",
        &[
            msg("1").with_id("1"),
            msg("2").with_id("2"),
            msg("3").with_id("2"),
        ],
    );
    assert_eq!(changes.last_event_id.as_deref(), Some("2"));
}

/// WPT `format-field-id-3` ("resets", "resets (id without colon)"): `id:`
/// or a bare `id` resets the id to empty, for later events and for the
/// reconnection.
#[test]
fn an_empty_id_field_resets_the_id() {
    for reset in ["id:", "id"] {
        let stream = format!("id: 1\ndata: 1\n\n{reset}\ndata:2\n\ndata:3\n\n");
        let connection = assert_stream(
            stream.as_bytes(),
            &[msg("1").with_id("1"), msg("2"), msg("3")],
        );
        assert_eq!(connection.last_event_id, None, "{reset}");
    }
}

/// WPT `format-field-id-null`: an `id:` whose value contains U+0000 is
/// ignored, so nothing is sent on reconnection and the server starts over.
#[test]
fn an_id_containing_nul_is_ignored() {
    for idvalue in ["\0\0", "x\0", "\0x", "x\0x", " \0"] {
        let stream = last_event_id_py(idvalue, None);
        let connections =
            assert_connections(&[&stream, &stream], &[&[msg("hello")], &[msg("hello")]]);
        for connection in connections {
            assert_eq!(connection.last_event_id, None, "{idvalue:?}");
        }
    }
}

/// WPT `format-field-parsing`: field names match exactly (no case folding,
/// no trimming, NUL counts), only the first space after the colon is
/// dropped, and NUL in a value is kept.
#[test]
fn field_names_match_exactly_and_values_keep_all_but_one_space() {
    let stream = served_raw(
        b"data:\0\ndata:  2\rData:1\ndata\0:2\ndata:1\r\0data:4\nda-ta:3\rdata_5\ndata:3\rdata:\r\n data:32\ndata:4\n",
    );
    assert_stream(&stream, &[msg("\0\n 2\n1\n3\n\n4")]);
}

/// WPT `format-field-retry`: `retry:` is read as a decimal number even
/// with a leading zero.
#[test]
fn retry_is_decimal_even_with_a_leading_zero() {
    let connection = assert_stream(&served(b"retry:02000\ndata:x"), &[msg("x")]);
    assert_eq!(connection.retry_ms, Some(2000));
}

/// WPT `format-field-retry-bogus`: a `retry:` value with a non-digit is
/// ignored and the earlier value stays.
#[test]
fn a_retry_value_with_a_non_digit_is_ignored() {
    let stream = served(b"retry:2000\nretry:1000x\ndata:x");
    let connection = assert_stream(&stream, &[msg("x")]);
    assert_eq!(connection.retry_ms, Some(2000));
}

/// WPT `format-field-retry-empty`: a bare `retry` is ignored and does not
/// disturb the event.
#[test]
fn a_retry_field_without_a_value_is_ignored() {
    let connection = assert_stream(&served(b"retry\ndata:test"), &[msg("test")]);
    assert_eq!(connection.retry_ms, None);
}

/// WPT `format-field-unknown`: unknown fields, a name with a leading
/// space, lines without a colon and comments are ignored; a bare `data`
/// still adds an empty line.
#[test]
fn unknown_fields_and_text_lines_are_ignored() {
    let stream =
        served(b"data:test\n data\ndata\nfoobar:xxx\njustsometext\n:thisisacommentyay\ndata:test");
    assert_stream(&stream, &[msg("test\n\ntest")]);
}

/// WPT `format-leading-space`: only a space after the colon is dropped, not
/// a tab, and a value of one space becomes empty.
#[test]
fn only_a_space_after_the_colon_is_dropped_not_a_tab() {
    let stream = served(b"data:\ttest\rdata: \ndata:test");
    assert_stream(&stream, &[msg("\ttest\n\ntest")]);
}

/// WPT `format-newlines`: CRLF, LF and CR line ends mix in one stream.
#[test]
fn crlf_lf_and_cr_line_ends_mix_in_one_stream() {
    let stream = served_raw(b"data:test\r\ndata\ndata:test\r\n\r");
    assert_stream(&stream, &[msg("test\n\ntest")]);
}

/// WPT `format-null-character`: a NUL in the data is kept as U+0000.
#[test]
fn a_nul_in_the_data_is_kept() {
    assert_stream(&served(b"data:\0\n\n"), &[msg("\0")]);
}

/// WPT `format-utf-8`: the stream is UTF-8, whatever the header says.
#[test]
fn the_stream_is_decoded_as_utf8() {
    assert_stream(&served("data:ok…".as_bytes()), &[msg("ok…")]);
}

/// WPT `event-data` (its `resources/message2.py` repeats this block): a
/// block without a data field dispatches nothing, `Data` is not `data`,
/// and a bare `data` makes an empty event.
#[test]
fn blocks_without_a_data_field_dispatch_nothing() {
    let stream: &[u8] = b"data:msg\ndata: msg\n\n:\nfalsefield:msg\n\nfalsefield:msg\nData:data\n\ndata\n\ndata:end\n\n";
    let expected: [Ev; 3] = [msg("msg\nmsg"), msg(""), msg("end")];
    assert_stream(stream, &expected);
}
