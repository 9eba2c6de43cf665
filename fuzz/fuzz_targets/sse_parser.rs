//! The SDK's incremental SSE parser against the plain reference of the
//! standard: the same events, last event id and retry time for the same
//! bytes, however the network cuts them into chunks.
#![no_main]

use browser_cloud_sdk::protocol::sse::SseParser;
use browser_cloud_sdk_fuzz::{chunks, reference_sse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    let (chunks, payload) = chunks::split(input);
    let expected = reference_sse::interpret(payload);
    let mut parser = SseParser::new();
    let mut events = Vec::new();
    for chunk in &chunks {
        parser.feed(chunk, |event| {
            events.push(reference_sse::Event {
                event: event.event.to_owned(),
                data: event.data.to_owned(),
                id: event.id.unwrap_or("").to_owned(),
            })
        });
    }
    assert_eq!(events, expected.events, "events differ");
    parser.finish();
    assert_eq!(
        parser.last_event_id().unwrap_or(""),
        expected.last_event_id,
        "last event id differs"
    );
    assert_eq!(parser.retry_ms(), expected.retry, "retry differs");
});
