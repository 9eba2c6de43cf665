//! The top-level members of an object as the text they were written in: for
//! splicing objects together without building a tree or writing the values
//! again.

use super::text::{plain_run, same_bytes};
use super::{JsonError, JsonStr, Scanner, Token};

/// One member of an object: its name, and its value exactly as written.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RawMember<'a> {
    /// The member's name.
    pub name: JsonStr<'a>,
    /// The value's JSON text, without the whitespace around it.
    pub value: &'a str,
}

/// The members of the object that `text` is, in document order (a repeated
/// name is kept each time). Fails unless `text` is one JSON object.
pub fn raw_members(text: &str) -> Result<Vec<RawMember<'_>>, JsonError> {
    let mut scanner = Scanner::new(text.as_bytes());
    if scanner.next_token()? != Some(Token::BeginObject) {
        return Err(scanner.error("expected an object"));
    }
    let mut members = Vec::new();
    // After a member name the scanner has read the colon, and nothing of
    // the value: the value starts after whitespace.
    while let Some(Token::Key(name)) = scanner.next_token()? {
        let start = scanner.offset();
        let Some(first) = scanner.next_token()? else {
            return Err(scanner.error("unexpected end of input"));
        };
        scanner.skip_value(&first)?;
        let value = text.get(start..scanner.offset()).unwrap_or_default();
        members.push(RawMember {
            name,
            // Only JSON's whitespace can precede a value the scanner read.
            value: value.trim_ascii_start(),
        });
    }
    // The loop stopped at the object's end: only whitespace may follow.
    match scanner.next_token()? {
        None => Ok(members),
        Some(_) => Err(scanner.error("unexpected data after the document")),
    }
}

/// The text from the value of the object's first member on, when `bytes`
/// start with that member's name written compactly as `{"name":`: the
/// value's first bytes then tell what it is, without a [`Scanner`]'s steps.
/// `None` says nothing about the object: read it whole then. `name` is
/// printable ASCII without `"` or `\`.
pub(crate) fn leading_member_value<'a>(bytes: &'a [u8], name: &str) -> Option<&'a [u8]> {
    let [b'{', b'"', rest @ ..] = bytes else {
        return None;
    };
    let (key, rest) = rest.split_at_checked(name.len())?;
    let [b'"', b':', value @ ..] = rest else {
        return None;
    };
    same_bytes(key, name.as_bytes()).then_some(value)
}

/// The string that `value` starts with, when it is printable ASCII without
/// escapes: read in place, without the scanner's steps. `None` says nothing
/// about the value: read it with a [`Scanner`] then.
pub(crate) fn plain_string(value: &[u8]) -> Option<JsonStr<'_>> {
    let [b'"', rest @ ..] = value else {
        return None;
    };
    let end = plain_run(rest);
    match rest.split_at_checked(end)? {
        (text, [b'"', ..]) => Some(JsonStr::new(text, false)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members(text: &str) -> Vec<(String, &str)> {
        raw_members(text)
            .unwrap_or_else(|e| panic!("{e}"))
            .into_iter()
            .map(|m| (m.name.to_cow().into_owned(), m.value))
            .collect()
    }

    #[test]
    fn members_keep_each_value_as_written() {
        let text = " { \"a\" : 1 ,\"b\":[1, {\"x\":\"}\"}] ,\n\"c\\u0064\":\"q\\\"\" , \"e\":{ } , \"f\":null}\t";
        assert_eq!(
            members(text),
            [
                ("a".to_owned(), "1"),
                ("b".to_owned(), "[1, {\"x\":\"}\"}]"),
                ("cd".to_owned(), "\"q\\\"\""),
                ("e".to_owned(), "{ }"),
                ("f".to_owned(), "null"),
            ]
        );
        assert_eq!(members("{}"), []);
        assert_eq!(
            members(r#"{"a":1,"a":2}"#),
            [("a".to_owned(), "1"), ("a".to_owned(), "2")]
        );
    }

    #[test]
    fn anything_but_one_object_is_refused() {
        for text in [
            "[1]",
            "1",
            "\"{}\"",
            "",
            "{",
            "{\"a\":}",
            "{\"a\":1} x",
            "{\"a\" 1}",
            "{\"a\":1,}",
        ] {
            assert!(raw_members(text).is_err(), "{text}");
        }
    }

    #[test]
    fn a_compact_leading_member_is_found_in_place() {
        fn value(text: &str) -> Option<&str> {
            leading_member_value(text.as_bytes(), "event")
                .map(|v| std::str::from_utf8(v).unwrap_or("(not UTF-8)"))
        }
        assert_eq!(value(r#"{"event":"log","m":1}"#), Some(r#""log","m":1}"#));
        assert_eq!(value(r#"{"event":{"type":"x"}}"#), Some(r#"{"type":"x"}}"#));
        assert_eq!(value(r#"{"event":"#), Some(""));
        assert_eq!(value(r#"{"event": "log"}"#), Some(r#" "log"}"#));
        // Anything else is left to the scanner, which gives the answer.
        for text in [
            r#"{ "event":"log"}"#,
            r#" {"event":"log"}"#,
            r#"{"events":"log"}"#,
            r#"{"even":"log"}"#,
            r#"{"ev\u0065nt":"log"}"#,
            r#"{"message":"m","event":"log"}"#,
            r#"{"#,
            "",
        ] {
            assert_eq!(value(text), None, "{text}");
        }
    }

    #[test]
    fn a_plain_string_is_read_in_place() {
        let string = |text: &str| plain_string(text.as_bytes()).map(|v| v.raw().to_owned());
        assert_eq!(string(r#""log","m":1}"#).as_deref(), Some("log"));
        assert_eq!(string(r#""",1"#).as_deref(), Some(""));
        assert_eq!(
            string(r#""sse_heartbeat"}"#).as_deref(),
            Some("sse_heartbeat")
        );
        // Anything else is left to the scanner, which gives the answer.
        for text in [
            r#""err\u006fr"}"#,
            "\"\u{e9}\"}",
            "\"a\u{1}\"}",
            r#""log"#,
            "5}",
            " \"log\"",
            "",
        ] {
            assert_eq!(string(text), None, "{text}");
        }
    }
}
