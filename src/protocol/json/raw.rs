//! The top-level members of an object as the text they were written in: for
//! splicing objects together without building a tree or writing the values
//! again.

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
            value: value.trim_start_matches([' ', '\t', '\n', '\r']),
        });
    }
    // The loop stopped at the object's end: only whitespace may follow.
    match scanner.next_token()? {
        None => Ok(members),
        Some(_) => Err(scanner.error("unexpected data after the document")),
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
}
