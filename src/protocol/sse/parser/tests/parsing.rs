//! The standard's "Parsing an event stream": the stream's grammar (an
//! optional byte order mark, then blocks of comments and fields, each block
//! ended by a blank line), its line ends, its encoding, and the advice to
//! hand out events without waiting for more bytes.

use super::{assert_stream, feed_chunks, msg, SseParser};

/// `stream = [ bom ] *event`, `event = *( comment / field ) end-of-line`:
/// a block of fields ends with a blank line, which dispatches it.
#[test]
fn a_data_line_and_a_blank_line_make_a_message() {
    assert_stream(b"data: hello\n\n", &[msg("hello")]);
    assert_stream(b"\xEF\xBB\xBFdata: hello\n\n", &[msg("hello")]);
}

/// `bom = %xFEFF`, whole: the first bytes of a byte order mark without the
/// rest are not one; they stay in the first line, which names no known
/// field.
#[test]
fn a_partial_byte_order_mark_is_line_content() {
    assert_stream(b"\xEF\xBBdata: x\n\ndata: y\n\n", &[msg("y")]);
    assert_stream(b"\xEF\ndata: z\n\n", &[msg("z")]);
}

/// `end-of-line = ( cr lf / cr / lf )`: the three line ends are equal, in
/// any mix.
#[test]
fn lf_cr_and_crlf_line_ends_are_equal() {
    let expected = [msg("a").of_type("log"), msg("b")];
    assert_stream(b"event: log\ndata: a\n\ndata: b\n\n", &expected);
    assert_stream(b"event: log\rdata: a\r\rdata: b\r\r", &expected);
    assert_stream(b"event: log\r\ndata: a\r\n\r\ndata: b\r\n\r\n", &expected);
    assert_stream(b"event: log\r\ndata: a\r\rdata: b\n\r\n", &expected);
}

/// `cr lf` is one line end but `lf cr` is two: LF then CR ends a line and
/// then a blank one.
#[test]
fn lf_then_cr_is_two_line_ends() {
    assert_stream(b"data: a\n\rdata: b\n\r", &[msg("a"), msg("b")]);
}

/// `comment = colon *any-char end-of-line`: a comment may hold any
/// character, colons, NUL and bytes that are not UTF-8 included.
#[test]
fn a_comment_may_hold_any_character() {
    let stream = b": keep-alive\n:\0:\xFF data: no\n:\n::data: no\ndata: x\n\n";
    assert_stream(stream, &[msg("x")]);
}

/// `field = 1*name-char [ colon [ space ] *any-char ]`: the name is
/// everything before the first colon, spaces and NUL included; the value
/// may hold further colons.
#[test]
fn a_field_name_is_everything_before_the_first_colon() {
    let stream = b"da ta: 1\n data: 2\ndata : 3\n\0data: 4\ndata\0: 5\ndata: a:b\n\n";
    assert_stream(stream, &[msg("a:b")]);
    assert_stream(b"event: x: y\ndata: z\n\n", &[msg("z").of_type("x: y")]);
}

/// `field = 1*name-char` with the optional part left out: a line without a
/// colon is a field with an empty value.
#[test]
fn a_field_without_a_colon_has_an_empty_value() {
    assert_stream(b"data\n\n", &[msg("")]);
    assert_stream(b"data\ndata\n\n", &[msg("\n")]);
    assert_stream(b"event\ndata: a\n\n", &[msg("a")]);
}

/// `colon [ space ]`: one space after the colon is part of the syntax, and
/// any further space or other white space is part of the value.
#[test]
fn only_one_space_after_the_colon_is_dropped() {
    assert_stream(b"data:x\n\n", &[msg("x")]);
    assert_stream(b"data:  x \n\n", &[msg(" x ")]);
    assert_stream(b"data:\tx\n\n", &[msg("\tx")]);
    assert_stream(b"data: a:b\n\n", &[msg("a:b")]);
}

/// "Event streams in this format must always be encoded as UTF-8":
/// characters of every length decode whole, wherever the chunks split
/// them.
#[test]
fn multibyte_utf8_decodes_whole_at_every_split() {
    let stream = "event: é\nid: ✓\ndata: héllo ✓ 😀\n\n".as_bytes();
    assert_stream(stream, &[msg("héllo ✓ 😀").of_type("é").with_id("✓")]);
}

/// The UTF-8 decoder the standard names turns bytes that are not UTF-8
/// into U+FFFD, in every field, and a valid event after them is unharmed.
#[test]
fn invalid_utf8_becomes_replacement_characters() {
    let stream = b"event: l\xFFg\nid: \xC3\ndata: a\xFEb\n\ndata: \xE2\x9C\n\ndata: ok\n\n";
    assert_stream(
        stream,
        &[
            msg("a\u{FFFD}b").of_type("l\u{FFFD}g").with_id("\u{FFFD}"),
            msg("\u{FFFD}").with_id("\u{FFFD}"),
            msg("ok").with_id("\u{FFFD}"),
        ],
    );
}

/// "UAs should ensure that appropriate buffering is used": an event comes
/// out in the `feed` call that brings its blank line, without waiting for
/// more bytes, even when that blank line ends with a CR that a LF might
/// still follow.
#[test]
fn an_event_comes_out_as_soon_as_its_blank_line_arrives() {
    let mut parser = SseParser::new();
    assert_eq!(feed_chunks(&mut parser, &[b"data: a\n"]), []);
    assert_eq!(feed_chunks(&mut parser, &[b"\n"]), [msg("a")]);
    assert_eq!(feed_chunks(&mut parser, &[b"data: b\r\r"]), [msg("b")]);
    assert_eq!(feed_chunks(&mut parser, &[b"\ndata: c\r\n\r"]), [msg("c")]);
}
