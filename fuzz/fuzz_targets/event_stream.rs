//! An event stream's state over any bytes: its SSE parser, the validation
//! of each event, the filter of repeats and a flow's end give the same
//! events and the same verdict however the network cuts the bytes into
//! chunks; `EventSource` messages and whatever ends each connection then
//! give a recovery within the reconnection policy's bounds, never a panic.
#![no_main]

use browser_cloud_sdk::protocol::api::{Answer, FOLLOW, STREAM_BROWSER_LOGS};
use browser_cloud_sdk::protocol::lifecycle::{
    ConnectionEnd, EventBatch, EventStreamState, Recovery,
};
use browser_cloud_sdk::protocol::response::Error;
use browser_cloud_sdk_fuzz::chunks;
use libfuzzer_sys::fuzz_target;

/// What a stream delivered from some chunks: every event taken, the error
/// that stopped it (as text), whether the flow ended, and the id it would
/// resume after (none for a stream that failed: it never resumes, and the
/// parser may have read past the failing event in its chunk).
#[derive(Debug, PartialEq)]
struct Read {
    events: Vec<String>,
    error: Option<String>,
    finished: bool,
    last_event_id: Option<String>,
}

fn read(state: &mut EventStreamState, chunks: &[&[u8]]) -> Read {
    let mut batch = EventBatch::default();
    let mut events = Vec::new();
    let mut error = None;
    state.connected(false);
    for chunk in chunks {
        batch.clear();
        let taken = state.feed(chunk, &mut batch);
        events.extend(batch.events().map(str::to_owned));
        if let Err(failed) = taken {
            error = Some(failed.to_string());
            break;
        }
    }
    let last_event_id = match error {
        None => state.last_event_id().map(str::to_owned),
        Some(_) => None,
    };
    Read {
        events,
        error,
        finished: state.finished(),
        last_event_id,
    }
}

/// How a connection ends, from one byte.
fn end(byte: u8) -> ConnectionEnd {
    match byte % 6 {
        0 => ConnectionEnd::BodyEnded,
        1 => ConnectionEnd::Dropped("reset".into()),
        2 => ConnectionEnd::Idle,
        3 => ConnectionEnd::SourceLost,
        4 => {
            ConnectionEnd::Refused(Error::connection("refused").with_status(400 + u16::from(byte)))
        }
        _ => ConnectionEnd::Refused(Error::connection("unreachable")),
    }
}

fuzz_target!(|input: &[u8]| {
    let (chunks, payload) = chunks::split(input);
    let op = match input.last().copied().unwrap_or(0) % 2 {
        0 => &STREAM_BROWSER_LOGS,
        _ => &FOLLOW,
    };
    let Answer::Stream(shape) = op.answer else {
        unreachable!("both operations stream");
    };
    let max_reconnects = u32::from(input.first().copied().unwrap_or(0) % 4);
    let mut whole = EventStreamState::new(shape, max_reconnects);
    let mut cut = EventStreamState::new(shape, max_reconnects);
    let expected = read(&mut whole, &[payload]);
    assert_eq!(
        read(&mut cut, &chunks),
        expected,
        "the chunking changed what was delivered"
    );

    // The same bytes as EventSource messages, one per line, ids from the input.
    let mut source = EventStreamState::new(shape, max_reconnects);
    source.connected(true);
    let mut batch = EventBatch::default();
    for (n, line) in payload.split(|&b| b == b'\n').enumerate() {
        let id = input.get(n).map_or(String::new(), |b| (b % 4).to_string());
        if source
            .message(&String::from_utf8_lossy(line), id, &mut batch)
            .is_err()
        {
            break;
        }
    }

    // Whatever ends each connection: a recovery within the policy's bounds.
    let floor_set = payload.windows(6).any(|w| w == b"retry:");
    for state in [&mut cut, &mut source] {
        let before = state.reconnects();
        for (n, &byte) in input.iter().take(12).enumerate() {
            match state.recover(end(byte), f64::from(byte) / 255.0) {
                Recovery::Reopen { delay_ms } => {
                    assert!(floor_set || delay_ms <= 10_000, "a wait of {delay_ms} ms");
                    state.connected(n % 2 == 0);
                }
                Recovery::BrowserReopens => state.connected(true),
                Recovery::End | Recovery::Fail(_) => break,
            }
        }
        assert!(
            state.reconnects() - before <= max_reconnects.max(1) * 12,
            "reconnections counted"
        );
    }
});
