//! Secret hygiene: `Debug` never prints payload data.

use super::SseParser;

#[test]
fn debug_output_leaves_payloads_out() {
    let mut parser = SseParser::new();
    let mut printed = Vec::new();
    parser.feed(
        b"id: 3\ndata: code=hs_secret\n\ndata: code=hs_pending",
        |e| printed.push(format!("{e:?}")),
    );
    assert_eq!(
        printed,
        [r#"SseEvent { event: "message", data_len: 14, id: Some("3") }"#]
    );
    let debug = format!("{parser:?}");
    assert!(!debug.contains("hs_pending"), "{debug}");
    assert!(debug.contains("last_event_id: Some(\"3\")"), "{debug}");
}
