use super::arbitrary::Rng;
use super::scanner::MAX_DEPTH;
use super::*;

fn tokens(text: &str) -> Result<Vec<Token<'_>>, JsonError> {
    let mut scanner = Scanner::new(text.as_bytes());
    let mut out = Vec::new();
    while let Some(t) = scanner.next_token()? {
        out.push(t);
    }
    Ok(out)
}

fn rejects(text: &[u8]) -> JsonError {
    match parse(text) {
        Ok(v) => panic!("accepted {:?} as {v:?}", String::from_utf8_lossy(text)),
        Err(e) => e,
    }
}

#[test]
fn scanner_yields_keys_and_values_in_document_order() {
    let got = tokens(r#" {"a": [1, true, null], "b": "x"} "#).unwrap();
    assert_eq!(got.len(), 10);
    assert!(matches!(got[0], Token::BeginObject));
    assert!(matches!(got[1], Token::Key(k) if k.eq_str("a")));
    assert!(matches!(got[2], Token::BeginArray));
    assert!(matches!(got[3], Token::Number(n) if n.as_f64() == 1.0));
    assert!(matches!(got[4], Token::Bool(true)));
    assert!(matches!(got[5], Token::Null));
    assert!(matches!(got[6], Token::EndArray));
    assert!(matches!(got[8], Token::String(s) if s.eq_str("x")));
    assert!(matches!(got[9], Token::EndObject));
}

#[test]
fn parse_reads_every_kind_of_value() {
    let v = parse(br#"{"s":"x","n":-1.5e2,"t":true,"z":null,"a":[1,{}],"o":{"k":"v"}}"#).unwrap();
    assert_eq!(v.get("s").and_then(Value::as_str), Some("x"));
    assert_eq!(v.get("n").and_then(Value::as_f64), Some(-150.0));
    assert_eq!(v.get("t").and_then(Value::as_bool), Some(true));
    assert!(v.get("z").is_some_and(Value::is_null));
    assert_eq!(
        v.get("a").and_then(Value::as_array).map(<[_]>::len),
        Some(2)
    );
    let o = v.get("o").unwrap();
    assert_eq!(o.as_object().map(<[_]>::len), Some(1));
    assert_eq!(o.get("k").and_then(Value::as_str), Some("v"));
    assert!(v.get("missing").is_none());
    assert!(o.get("k").unwrap().get("k").is_none());
}

#[test]
fn repeated_key_reads_the_last_value_like_javascript() {
    let v = parse(br#"{"a":1,"a":2}"#).unwrap();
    assert_eq!(v.get("a").and_then(Value::as_f64), Some(2.0));
}

#[test]
fn strings_without_escapes_are_borrowed_and_escaped_ones_decoded() {
    let v = parse(br#"["plain","a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#).unwrap();
    let items = v.as_array().unwrap();
    assert!(matches!(
        &items[0],
        Value::String(std::borrow::Cow::Borrowed("plain"))
    ));
    assert_eq!(items[1].as_str(), Some("a\"b\\c/d\n\t\u{e9}\u{1F600}"));
}

#[test]
fn lone_surrogate_escapes_are_accepted_as_in_javascript() {
    let v = parse(br#"["\ud800", "\udc00x", "\ud800\u0041"]"#).unwrap();
    let items = v.as_array().unwrap();
    assert_eq!(items[0].as_str(), Some("\u{FFFD}"));
    assert_eq!(items[1].as_str(), Some("\u{FFFD}x"));
    assert_eq!(items[2].as_str(), Some("\u{FFFD}A"));
}

#[test]
fn eq_str_compares_the_decoded_text() {
    let got = tokens(r#"{"n\u0061me":1}"#).unwrap();
    let Token::Key(k) = got[1] else {
        panic!("no key")
    };
    assert!(k.eq_str("name"));
    assert!(!k.eq_str("nam"));
    assert!(!k.eq_str("names"));
}

#[test]
fn numbers_follow_the_rfc_grammar() {
    for ok in ["0", "-0", "12", "1.25", "1e5", "1E+5", "-2.5e-3", "0.0"] {
        assert!(parse(ok.as_bytes()).is_ok(), "{ok}");
    }
    for bad in [
        "01", "-01", "+1", "1.", ".5", "1e", "1e+", "-", "0x10", "NaN", "Infinity", "1.e3",
    ] {
        rejects(bad.as_bytes());
    }
}

#[test]
fn integer_detection_uses_the_numeric_value() {
    let n = |s: &'static str| JsonNumber::new(s.as_bytes());
    assert_ne!(n("300").integer(), Integer::Not);
    assert_ne!(n("3e2").integer(), Integer::Not);
    assert_ne!(n("300.0").integer(), Integer::Not);
    assert_eq!(n("1.5").integer(), Integer::Not);
    assert_eq!(n("1e400").integer(), Integer::Not);
    assert_eq!(n("1e400").as_f64(), f64::INFINITY);
}

#[test]
fn integers_are_read_exactly_from_the_digits() {
    let n = |s: &'static str| JsonNumber::new(s.as_bytes()).integer();
    assert_eq!(n("0"), Integer::Fits(0));
    assert_eq!(n("-0.0e7"), Integer::Fits(0));
    assert_eq!(n("-150"), Integer::Fits(-150));
    assert_eq!(n("3.6e3"), Integer::Fits(3600));
    assert_eq!(n("36000e-1"), Integer::Fits(3600));
    assert_eq!(n("9223372036854775807"), Integer::Fits(i64::MAX));
    assert_eq!(n("-9223372036854775808"), Integer::Fits(i64::MIN));
    assert_eq!(n("9223372036854775808"), Integer::Beyond);
    assert_eq!(n("1e19"), Integer::Beyond);
    assert_eq!(n("-1e300"), Integer::Beyond);
    assert_eq!(n("1.5"), Integer::Not);
    assert_eq!(n("1e-1"), Integer::Not);
    assert_eq!(n("1e400"), Integer::Not);
    assert_eq!(n("1e99999999999999999999"), Integer::Not);
    assert_eq!(n("1e-99999999999999999999"), Integer::Not);
}

#[test]
fn integer_reading_agrees_with_javascript_on_numbers_it_writes() {
    // JSON.stringify writes the shortest text that reads back as the same
    // double; on such text the exact reading and f64's agree.
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let bits = rng.next();
        let v = match rng.below(3) {
            0 => f64::from_bits(bits),
            1 => (bits >> rng.below(64)) as i64 as f64,
            _ => (bits >> 40) as f64 / 8.0,
        };
        if !v.is_finite() {
            continue;
        }
        for text in [format!("{v}"), format!("{v:e}")] {
            let got = JsonNumber::new(text.as_bytes()).integer();
            let whole = v.fract() == 0.0;
            match got {
                Integer::Fits(i) => assert!(whole && i as f64 == v, "{text}"),
                Integer::Beyond => assert!(whole && v.abs() >= 9.2e18, "{text}"),
                Integer::Not => assert!(!whole, "{text}"),
            }
        }
    }
}

#[test]
fn trailing_commas_are_rejected() {
    assert_eq!(rejects(b"[1,]").reason, "expected a value");
    assert_eq!(rejects(br#"{"a":1,}"#).reason, "expected a string key");
    rejects(b"[,1]");
    rejects(b"{,}");
}

#[test]
fn structural_mistakes_are_rejected_with_their_offset() {
    assert_eq!(rejects(b"").reason, "unexpected end of input");
    assert_eq!(rejects(b"   ").offset, 3);
    assert_eq!(rejects(b"{\"a\" 1}").reason, "expected ':'");
    assert_eq!(rejects(b"{\"a\":1 \"b\":2}").reason, "expected ',' or '}'");
    assert_eq!(rejects(b"[1 2]").reason, "expected ',' or ']'");
    assert_eq!(rejects(b"[1}").reason, "expected ',' or ']'");
    assert_eq!(rejects(b"{1:2}").reason, "expected a string key");
    assert_eq!(
        rejects(b"{} {}").reason,
        "unexpected data after the document"
    );
    assert_eq!(rejects(b"[1").reason, "unexpected end of input");
    assert_eq!(rejects(b"tru").reason, "invalid literal");
    assert_eq!(rejects(b"nul").reason, "invalid literal");
    assert_eq!(rejects(b"'a'").reason, "expected a value");
    assert_eq!(rejects(b"\xef\xbb\xbf{}").offset, 0);
}

#[test]
fn bad_strings_are_rejected() {
    assert_eq!(rejects(b"\"abc").reason, "unterminated string");
    assert_eq!(rejects(b"\"a\x01\"").reason, "control character in string");
    assert_eq!(rejects(b"\"a\nb\"").reason, "control character in string");
    assert_eq!(rejects(br#""\x41""#).reason, "invalid escape");
    assert_eq!(rejects(br#""\u12G4""#).reason, "invalid \\u escape");
    assert_eq!(rejects(br#""\u12""#).reason, "invalid \\u escape");
    let e = rejects(b"\"ab\xff\"");
    assert_eq!((e.offset, e.reason), (3, "invalid UTF-8 in string"));
    rejects(b"\"\xed\xa0\x80\"");
    rejects(b"\"\xc3\"");
}

#[test]
fn whitespace_outside_the_four_json_kinds_is_rejected() {
    assert!(parse(b" \t\r\n[ 1 , 2 ]\n").is_ok());
    rejects(b"\x0c[]");
    rejects(b"[1,\xa02]");
}

#[test]
fn nesting_is_limited_so_the_stack_cannot_overflow() {
    let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
    assert!(parse(ok.as_bytes()).is_ok());
    let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
    assert_eq!(rejects(deep.as_bytes()).reason, "nesting too deep");
    let huge = "[".repeat(100_000);
    assert_eq!(rejects(huge.as_bytes()).reason, "nesting too deep");
}

#[test]
fn skip_value_steps_over_a_whole_container() {
    let mut scanner = Scanner::new(br#"[{"a":[1,{"b":2}]},"next"]"#);
    assert_eq!(scanner.next_token().unwrap(), Some(Token::BeginArray));
    let first = scanner.next_token().unwrap().unwrap();
    scanner.skip_value(&first).unwrap();
    assert!(matches!(scanner.next_token().unwrap(), Some(Token::String(s)) if s.eq_str("next")));
    assert_eq!(scanner.depth(), 1);
}

#[test]
fn error_display_names_offset_and_reason() {
    assert_eq!(
        rejects(b"[1,]").to_string(),
        "invalid JSON at byte 3: expected a value"
    );
}

#[test]
fn write_string_escapes_quotes_backslashes_and_controls() {
    let mut out = String::new();
    write_string(&mut out, "a\"b\\c\n\r\t\u{8}\u{c}\u{1}\u{1f}é/");
    assert_eq!(out, r#""a\"b\\c\n\r\t\b\f\u0001\u001fé/""#);
    let back = parse(out.as_bytes()).unwrap();
    assert_eq!(back.as_str(), Some("a\"b\\c\n\r\t\u{8}\u{c}\u{1}\u{1f}é/"));
}

#[test]
fn integers_are_written_as_to_string_writes_them() {
    let mut rng = Rng::new(3);
    let samples = [0, 1, 9, 10, 99, 100, u64::MAX, i64::MAX as u64];
    for n in samples
        .into_iter()
        .chain((0..1000).map(|_| rng.next() >> rng.below(64)))
    {
        let mut out = String::from("x");
        write_u64(&mut out, n);
        assert_eq!(out, format!("x{n}"));
        let signed = n as i64;
        let mut out = String::new();
        write_i64(&mut out, signed);
        assert_eq!(out, signed.to_string());
    }
    let mut out = String::new();
    write_i64(&mut out, i64::MIN);
    assert_eq!(out, "-9223372036854775808");
}

#[test]
fn parse_agrees_with_serde_json_on_random_documents() {
    let mut rng = Rng::new(7);
    for _ in 0..2000 {
        let text = rng.json(&["a", "b"], 5);
        let ours = parse(text.as_bytes());
        let theirs: Result<serde_json::Value, _> = serde_json::from_str(&text);
        if text.contains("\\ud800") || text.contains("1e400") {
            // serde_json rejects lone surrogates and out-of-range numbers;
            // JavaScript (and we) accept them.
            assert!(ours.is_ok(), "{text}");
        } else {
            assert_eq!(ours.is_ok(), theirs.is_ok(), "{text}");
        }
    }
}

#[test]
fn parse_never_panics_on_arbitrary_bytes() {
    let mut rng = Rng::new(11);
    for _ in 0..20_000 {
        let bytes = rng.bytes(40);
        let ours = parse(&bytes);
        let theirs: Result<serde_json::Value, _> = serde_json::from_slice(&bytes);
        if theirs.is_ok() {
            assert!(ours.is_ok(), "{:?}", String::from_utf8_lossy(&bytes));
        }
    }
}
