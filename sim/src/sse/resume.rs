//! The `Last-Event-ID` request header, with which a client resumes a stream.

use axum::http::HeaderMap;

/// The `Last-Event-ID` a request carried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastEventId {
    /// The header's bytes decoded as UTF-8 (invalid bytes become U+FFFD).
    pub raw: Option<String>,
    /// Its value when it is a decimal number, surrounded by nothing but
    /// spaces and tabs; anything else means "from the start".
    pub number: Option<u64>,
}

impl LastEventId {
    /// Reads the header of a request.
    pub fn read(headers: &HeaderMap) -> LastEventId {
        let raw = headers
            .get("last-event-id")
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let number = raw.as_deref().and_then(number);
        LastEventId { raw, number }
    }
}

/// The number in a `Last-Event-ID` value: ASCII digits, with only spaces
/// and tabs around them (no sign, no other characters).
fn number(value: &str) -> Option<u64> {
    let digits = value.trim_matches([' ', '\t']);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn numbers_may_only_be_surrounded_by_spaces_and_tabs() {
        assert_eq!(number("42"), Some(42));
        assert_eq!(number(" \t42 "), Some(42));
        assert_eq!(number("007"), Some(7));
        for bad in ["", " ", "+1", "-1", "4 2", "1e3", "42\u{a0}", "٤٢", "x"] {
            assert_eq!(number(bad), None, "{bad:?}");
        }
        assert_eq!(number("18446744073709551616"), None, "past u64");
    }

    #[test]
    fn the_raw_value_is_the_utf8_decoding_of_the_bytes() {
        let mut headers = HeaderMap::new();
        assert_eq!(LastEventId::read(&headers), LastEventId::default());
        let utf8 = HeaderValue::from_bytes("évt-7 ✓".as_bytes()).unwrap();
        headers.insert("last-event-id", utf8);
        let id = LastEventId::read(&headers);
        assert_eq!(id.raw.as_deref(), Some("évt-7 ✓"));
        assert_eq!(id.number, None);
        headers.insert("last-event-id", HeaderValue::from_bytes(b"\xe9").unwrap());
        assert_eq!(LastEventId::read(&headers).raw.as_deref(), Some("\u{fffd}"));
        headers.insert("last-event-id", HeaderValue::from_static(" 12"));
        assert_eq!(LastEventId::read(&headers).number, Some(12));
    }
}
