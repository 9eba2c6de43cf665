//! The `Last-Event-ID` request header, with which a client resumes a stream.

use axum::http::HeaderMap;

/// The `Last-Event-ID` a request carried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastEventId {
    /// The header's bytes decoded as UTF-8 (invalid bytes become U+FFFD).
    pub raw: Option<String>,
    /// The number it names: a decimal number, or with `sse_id_prefix` set,
    /// the prefix followed by one, either surrounded by nothing but spaces
    /// and tabs; anything else means "from the start".
    pub number: Option<u64>,
}

impl LastEventId {
    /// Reads the header of a request to a stream whose ids carry
    /// `id_prefix` (the `sse_id_prefix` fault), if any.
    pub fn read(headers: &HeaderMap, id_prefix: Option<&str>) -> LastEventId {
        let raw = headers
            .get("last-event-id")
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let number = raw.as_deref().and_then(|v| number(v, id_prefix));
        LastEventId { raw, number }
    }
}

/// The number in a `Last-Event-ID` value: `id_prefix` (if any) then ASCII
/// digits, with only spaces and tabs around them (no sign, no other
/// characters). Without its prefix a value names no number: the stream
/// sent no such id.
///
/// An HTTP header value loses its leading spaces and tabs on the way, so
/// those of the prefix are not required.
fn number(value: &str, id_prefix: Option<&str>) -> Option<u64> {
    let value = value.trim_matches([' ', '\t']);
    let digits = match id_prefix {
        None => value,
        Some(prefix) => value.strip_prefix(prefix.trim_start_matches([' ', '\t']))?,
    };
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
        assert_eq!(number("42", None), Some(42));
        assert_eq!(number(" \t42 ", None), Some(42));
        assert_eq!(number("007", None), Some(7));
        for bad in ["", " ", "+1", "-1", "4 2", "1e3", "42\u{a0}", "٤٢", "x"] {
            assert_eq!(number(bad, None), None, "{bad:?}");
        }
        assert_eq!(number("18446744073709551616", None), None, "past u64");
    }

    #[test]
    fn with_a_prefix_only_the_prefix_and_a_number_resume() {
        let p = Some("évt✓-");
        assert_eq!(number("évt✓-42", p), Some(42));
        assert_eq!(number(" \tévt✓-007\t", p), Some(7));
        for bad in [
            "42",
            "évt✓-",
            "évt✓- 4",
            "évt✓-4 2",
            "évt✓-+1",
            "évt✓-x",
            "évt✓42",
            "Évt✓-42",
            "xévt✓-42",
            "évt✓-évt✓-42",
            "évt✓-18446744073709551616",
        ] {
            assert_eq!(number(bad, p), None, "{bad:?}");
        }
    }

    #[test]
    fn a_prefix_may_end_in_digits_or_spaces_and_lose_its_leading_ones() {
        assert_eq!(number("v2-10", Some("v2-")), Some(10));
        assert_eq!(number("a110", Some("a1")), Some(10));
        assert_eq!(number("a 10", Some("a ")), Some(10));
        assert_eq!(number("a10", Some("a ")), None);
        assert_eq!(number("x5", Some(" \tx")), Some(5), "as it arrives");
        assert_eq!(number(" \tx5", Some(" \tx")), Some(5));
        assert_eq!(number("5", Some(" ")), Some(5));
    }

    #[test]
    fn the_raw_value_is_the_utf8_decoding_of_the_bytes() {
        let mut headers = HeaderMap::new();
        assert_eq!(LastEventId::read(&headers, None), LastEventId::default());
        let utf8 = HeaderValue::from_bytes("évt-7 ✓".as_bytes()).unwrap();
        headers.insert("last-event-id", utf8);
        let id = LastEventId::read(&headers, None);
        assert_eq!(id.raw.as_deref(), Some("évt-7 ✓"));
        assert_eq!(id.number, None);
        headers.insert("last-event-id", HeaderValue::from_bytes(b"\xe9").unwrap());
        assert_eq!(
            LastEventId::read(&headers, None).raw.as_deref(),
            Some("\u{fffd}")
        );
        headers.insert("last-event-id", HeaderValue::from_static(" 12"));
        assert_eq!(LastEventId::read(&headers, None).number, Some(12));
    }

    #[test]
    fn a_prefixed_id_is_read_from_its_utf8_bytes() {
        let mut headers = HeaderMap::new();
        let utf8 = HeaderValue::from_bytes("évt✓-12".as_bytes()).unwrap();
        headers.insert("last-event-id", utf8);
        let id = LastEventId::read(&headers, Some("évt✓-"));
        assert_eq!(id.raw.as_deref(), Some("évt✓-12"));
        assert_eq!(id.number, Some(12));
        assert_eq!(LastEventId::read(&headers, None).number, None);
        // The id's characters each sent as one Latin-1 byte decode to
        // U+FFFD: not the prefix, so the stream starts over.
        let latin1 = HeaderValue::from_bytes(b"\xe9vt-12").unwrap();
        headers.insert("last-event-id", latin1);
        assert_eq!(LastEventId::read(&headers, Some("évt-")).number, None);
        headers.insert("last-event-id", HeaderValue::from_static("12"));
        let plain = LastEventId::read(&headers, Some("évt✓-"));
        assert_eq!(plain.number, None, "no prefix: from the start");
    }
}
