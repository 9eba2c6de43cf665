//! Whether a text can stand as one item of a JSON array written around it:
//! for a batch of stream events, joined into one array and parsed whole by
//! the browser, whose parse then checks each event's syntax.

use super::text::{plain_run, utf8_sequence};

/// Whether `data` keeps to itself inside `[…,data,…]`: its strings closed
/// and its brackets balanced, with no `,` outside them, and its text UTF-8
/// (only a string holds bytes past ASCII). If an array of such items then
/// parses, each item of the parsed array is exactly one `data` (valid JSON
/// on its own), so that no event can run into the next; if it does not
/// parse, one of them is not JSON. A byte loop, much cheaper than reading
/// the grammar, which skips a string's ASCII a word at a time.
#[cfg_attr(optimize_hot, optimize(speed))]
pub fn holds_one_item(data: &[u8]) -> bool {
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(&b) = data.get(at) {
        at += 1;
        match b {
            b'"' => loop {
                // A string's ordinary bytes, skipped a word at a time.
                at += plain_run(data.get(at..).unwrap_or_default());
                match data.get(at) {
                    Some(b'"') => {
                        at += 1;
                        break;
                    }
                    // An escape: the byte after it never ends the string
                    // (and one past ASCII is no escape at all).
                    Some(b'\\') => match data.get(at + 1) {
                        Some(0x80..) => return false,
                        _ => at += 2,
                    },
                    Some(0x80..) => match utf8_sequence(data.get(at..).unwrap_or_default()) {
                        Some(length) => at += length,
                        None => return false,
                    },
                    Some(_) => at += 1,
                    None => return false,
                }
            },
            b'[' | b'{' => depth += 1,
            b']' | b'}' => match depth.checked_sub(1) {
                Some(outer) => depth = outer,
                None => return false,
            },
            b',' if depth == 0 => return false,
            0x80.. => return false,
            _ => {}
        }
    }
    depth == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::json::arbitrary::Rng;

    #[test]
    fn any_json_value_holds_as_one_item() {
        for text in [
            r#"{"event":"log","message":"a, b] } {","timestamp":"t"}"#,
            r#"["\"],", {"k": [1, 2]}]"#,
            r#""\\""#,
            "7",
            " null ",
        ] {
            assert!(holds_one_item(text.as_bytes()), "{text}");
        }
        let mut rng = Rng::new(7);
        for _ in 0..2_000 {
            let text = rng.json(&["a", "b,", "]", "\\\""], 4);
            assert!(holds_one_item(text.as_bytes()), "{text}");
        }
    }

    #[test]
    fn a_text_that_could_run_into_its_neighbours_is_refused() {
        for text in [
            "1,2",
            r#"{"a":[1"#,
            "2]}",
            "]",
            "[",
            r#""open"#,
            r#""\""#,
            "{}}",
            r#"{"a":1},{"b":2}"#,
        ] {
            assert!(!holds_one_item(text.as_bytes()), "{text}");
        }
        // Bytes that are not UTF-8, in a string or outside one.
        for bytes in [
            &b"\"a\xff\""[..],
            b"\"\xc3\"",
            b"{\"a\":\"\xed\xa0\x80\"}",
            b"\xc3\xa9",
        ] {
            assert!(!holds_one_item(bytes), "{bytes:?}");
        }
        assert!(holds_one_item("{\"a\":\"\u{e9}\u{1f600}\"}".as_bytes()));
    }

    #[test]
    fn a_text_that_holds_is_utf8() {
        let mut rng = Rng::new(5);
        for _ in 0..50_000 {
            let mut bytes = rng.bytes(12);
            bytes.insert(0, b'"');
            bytes.push(b'"');
            if holds_one_item(&bytes) {
                assert!(std::str::from_utf8(&bytes).is_ok(), "{bytes:?}");
            }
        }
    }

    #[test]
    fn items_that_hold_and_parse_together_are_each_one_value() {
        // Random texts near JSON: whenever two that hold parse as an array
        // together, the array has two items, each the parse of one text.
        let mut rng = Rng::new(11);
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "\\", "1", "a", " ", "\"k\"", "null",
        ];
        let mut checked = 0;
        for _ in 0..200_000 {
            let mut text = || {
                let n = rng.below(8);
                (0..n)
                    .map(|_| pieces[rng.below(pieces.len())])
                    .collect::<String>()
            };
            let (a, b) = (text(), text());
            if !holds_one_item(a.as_bytes()) || !holds_one_item(b.as_bytes()) {
                continue;
            }
            let Ok(serde_json::Value::Array(items)) = serde_json::from_str(&format!("[{a},{b}]"))
            else {
                continue;
            };
            assert_eq!(items.len(), 2, "[{a},{b}]");
            assert_eq!(
                serde_json::from_str::<serde_json::Value>(&a).ok(),
                Some(items[0].clone())
            );
            assert_eq!(
                serde_json::from_str::<serde_json::Value>(&b).ok(),
                Some(items[1].clone())
            );
            checked += 1;
        }
        assert!(checked > 100, "only {checked} pairs parsed together");
    }
}
