//! The retry and reconnection policies and the header readers they use:
//! any header text, clock and random number gives an answer within the
//! policies' bounds, never a panic.
#![no_main]

use browser_cloud_sdk::protocol::api::Method;
use browser_cloud_sdk::protocol::response::page_info;
use browser_cloud_sdk::protocol::retry::{Outcome, RetryPolicy};
use browser_cloud_sdk::protocol::sse::{Disconnect, Next, Reconnector, ResumeFilter};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    let text = String::from_utf8_lossy(input);
    let mut fields = text.split('\u{1}');
    let mut next = || fields.next();
    let (retry_after, retry_after_ms) = (next(), next());
    let (has_more, next_offset) = (next(), next());
    let number = |at: usize| f64::from(input.get(at).copied().unwrap_or(0));
    let now_ms = 1.7e12 + number(0) * 1e9;
    let jitter = number(1) / 255.0;

    let policy = RetryPolicy::new(u32::from(input.first().copied().unwrap_or(0) % 5));
    for method in [Method::Get, Method::Post, Method::Patch, Method::Delete] {
        for outcome in [
            Outcome::Status(input.get(2).map_or(503, |&b| 400 + u16::from(b) % 200)),
            Outcome::Connection,
            Outcome::Timeout,
        ] {
            for retries in 0..3 {
                let delay = policy.next_delay(
                    method,
                    retries,
                    outcome,
                    retry_after,
                    retry_after_ms,
                    now_ms,
                    jitter,
                );
                if let Some(delay) = delay {
                    assert!(delay <= policy.max_retry_after_ms.max(policy.max_delay_ms));
                }
            }
        }
    }

    let info = page_info(has_more, next_offset);
    assert!(!info.has_more || has_more.is_some());

    let mut reconnector = Reconnector::new(u32::from(input.get(3).copied().unwrap_or(0) % 4));
    let mut filter = ResumeFilter::new();
    for (step, &byte) in input.iter().enumerate().take(64) {
        let how = match byte % 5 {
            0 => Disconnect::Ended,
            1 => Disconnect::Dropped,
            2 => Disconnect::Idle,
            _ => Disconnect::Status(400 + u16::from(byte)),
        };
        if let Next::Reconnect { delay_ms } = reconnector.after(how, byte & 1 == 0, None, jitter) {
            assert!(delay_ms <= 10_000);
        }
        if byte & 8 == 0 {
            reconnector.delivered();
        }
        let id = step.to_string();
        if byte & 16 == 0 {
            filter.resumed(&id);
        }
        filter.admit(Some(if byte & 32 == 0 { &id } else { "x" }));
    }
});
