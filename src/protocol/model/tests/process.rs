//! Processes: a status decodes whether the process runs or exited, the
//! output stream's chunks and exit decode, and the stream ends after the
//! exit event only.

use super::{fixture, round_trip, value};
use crate::protocol::api::{Answer, STREAM_PROCESS_OUTPUT};
use crate::protocol::model::*;
use crate::protocol::sse::EndRule;

#[test]
fn a_status_tells_a_running_process_from_an_exited_one() {
    let (running, encoded) =
        round_trip::<ProcessStatusResponse>(fixture!("process_status_running"));
    assert_eq!(encoded, value(fixture!("process_status_running")));
    assert_eq!(running.state, Some(ProcessState::Running));
    assert_eq!(running.exit_code, None, "null while it runs");
    let (exited, _) = round_trip::<ProcessStatusResponse>(fixture!("process_status_exited"));
    assert_eq!(exited.state, Some(ProcessState::Exited));
    assert_eq!(exited.exit_code, Some(143));
}

#[test]
fn a_chunk_and_the_exit_decode() {
    let (chunk, _) = round_trip::<ProcessStdoutStreamResponse>(fixture!("process_output_chunk"));
    assert_eq!(chunk.stream, Some(ProcessOutput::Stdout));
    assert_eq!(chunk.data_b64.as_deref(), Some("aGkK"));
    assert_eq!(chunk.event, None);
    let (exit, _) = round_trip::<ProcessStdoutStreamResponse>(fixture!("process_output_exit"));
    assert_eq!(exit.event.as_deref(), Some("exit"));
    assert_eq!(exit.exit_code, Some(0));
}

#[test]
fn the_output_stream_ends_after_the_exit_event_only() {
    let Answer::Stream(stream) = STREAM_PROCESS_OUTPUT.answer else {
        panic!("the output is a stream");
    };
    let end = EndRule::from(stream.ends.as_ref().expect("the output stream ends"));
    for (data, ends) in [
        (fixture!("process_output_exit"), true),
        (fixture!("process_output_chunk"), false),
        (r#"{"data_b64":"ZXhpdAo=","stream":"stderr"}"#, false),
    ] {
        assert_eq!(end.ends(data.as_bytes()), ends, "{data}");
    }
}
