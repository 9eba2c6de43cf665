use crate::protocol::api::{Answer, StreamDef, FOLLOW, STREAM_BROWSER_LOGS};

/// The stream of operation `answer`.
const fn stream_of(answer: Answer) -> &'static StreamDef {
    match answer {
        Answer::Stream(stream) => stream,
        _ => panic!("not a stream"),
    }
}

static LOG_EVENTS: &StreamDef = stream_of(STREAM_BROWSER_LOGS.answer);
static FLOW_EVENTS: &StreamDef = stream_of(FOLLOW.answer);
use super::*;

fn log(id: u32) -> String {
    format!("id: {id}\ndata: {{\"event\":\"log\",\"message\":\"m{id}\",\"timestamp\":\"t\"}}\n\n")
}

/// A flow event's data: its last step, in state `status`.
fn flow_state(status: &str) -> String {
    format!("{{\"event\":\"managed_auth_state\",\"timestamp\":\"t\",\"flow_step\":\"DONE\",\"flow_status\":\"{status}\"}}")
}

fn messages(batch: &EventBatch) -> Vec<String> {
    batch.events().map(str::to_owned).collect()
}

fn fed(state: &mut EventStreamState, chunk: &str) -> Result<Vec<String>, Error> {
    let mut batch = EventBatch::default();
    state.feed(chunk.as_bytes(), &mut batch)?;
    Ok(messages(&batch))
}

fn reopen_delay(recovery: Recovery) -> u32 {
    match recovery {
        Recovery::Reopen { delay_ms } => delay_ms,
        other => panic!("expected a reopening, got {other:?}"),
    }
}

#[test]
fn events_split_across_chunks_come_out_whole_and_validated() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(false);
    let text = log(1) + &log(2);
    let (head, tail) = text.split_at(30);
    assert_eq!(fed(&mut state, head).unwrap(), Vec::<String>::new());
    let events = fed(&mut state, tail).unwrap();
    assert_eq!(events.len(), 2);
    assert!(events[1].contains("\"m2\""));
    assert_eq!(state.last_event_id(), Some("2"));

    let mut batch = EventBatch::default();
    state
        .feed(log(3).as_bytes(), &mut batch)
        .expect("a valid event");
    assert_eq!(batch.len(), 1);
    assert!(std::str::from_utf8(batch.json_array())
        .unwrap()
        .starts_with("[{\"event\""));
}

#[test]
fn an_invalid_event_or_an_error_event_fails_the_stream_with_the_field_at_fault() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    let invalid = fed(
        &mut state,
        "data: {\"event\":\"log\",\"timestamp\":\"t\"}\n\n",
    )
    .unwrap_err();
    assert!(invalid.to_string().contains("message"), "{invalid}");

    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    let error = "data: {\"event\":\"error\",\"error\":{\"code\":\"gone\",\"message\":\"the log is gone\"}}\n\n";
    let reported = fed(&mut state, error).unwrap_err();
    assert!(
        reported.to_string().contains("the log is gone"),
        "{reported}"
    );
}

#[test]
fn a_drop_reopens_after_the_last_id_and_the_repeats_are_dropped_once() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(false);
    assert_eq!(fed(&mut state, &(log(1) + &log(2))).unwrap().len(), 2);
    let delay = reopen_delay(state.recover(ConnectionEnd::Dropped("reset".into()), 0.0));
    assert_eq!(delay, 200);
    assert_eq!(state.reconnects(), 1);
    assert_eq!(state.last_event_id(), Some("2"));

    state.connected(false);
    let events = fed(&mut state, &(log(1) + &log(2) + &log(3))).unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    assert!(events[0].contains("\"m3\""));
}

#[test]
fn a_body_that_ends_between_events_ends_the_stream_and_one_cut_mid_event_reopens() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(false);
    fed(&mut state, &log(1)).unwrap();
    assert_eq!(state.recover(ConnectionEnd::BodyEnded, 0.0), Recovery::End);

    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(false);
    fed(&mut state, &(log(1) + "data: {\"ev")).unwrap();
    reopen_delay(state.recover(ConnectionEnd::BodyEnded, 0.0));
}

#[test]
fn reconnections_in_a_row_are_capped_and_the_last_failure_is_reported() {
    let mut state = EventStreamState::new(LOG_EVENTS, 2);
    state.connected(false);
    reopen_delay(state.recover(ConnectionEnd::Idle, 0.0));
    let busy = Error::connection("busy").with_status(503);
    reopen_delay(state.recover(ConnectionEnd::Refused(busy.clone()), 0.0));
    match state.recover(ConnectionEnd::Refused(busy.clone()), 0.0) {
        Recovery::Fail(error) => assert_eq!(error, busy),
        other => panic!("expected the failure, got {other:?}"),
    }

    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    let gone = Error::connection("gone").with_status(404);
    assert!(matches!(
        state.recover(ConnectionEnd::Refused(gone), 0.0),
        Recovery::Fail(error) if error.status() == Some(404)
    ));
}

#[test]
fn an_idle_connection_fails_with_a_timeout_once_reconnections_run_out() {
    let mut state = EventStreamState::new(LOG_EVENTS, 0);
    match state.recover(ConnectionEnd::Idle, 0.0) {
        Recovery::Fail(error) => assert_eq!(error.kind(), ErrorKind::Timeout),
        other => panic!("expected a timeout, got {other:?}"),
    }
}

#[test]
fn a_drop_after_events_without_ids_is_not_resumed() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(false);
    let no_id = "data: {\"event\":\"log\",\"message\":\"m\",\"timestamp\":\"t\"}\n\n";
    fed(&mut state, no_id).unwrap();
    match state.recover(ConnectionEnd::Dropped("reset".into()), 0.0) {
        Recovery::Fail(error) => assert_eq!(error, Error::stream_not_resumable()),
        other => panic!("expected not resumable, got {other:?}"),
    }
}

#[test]
fn an_event_source_reopened_by_the_browser_is_read_on_and_one_closed_empty_has_ended() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(true);
    let mut batch = EventBatch::default();
    let data = "{\"event\":\"log\",\"message\":\"m\",\"timestamp\":\"t\"}";
    state.message(data, "7".into(), &mut batch).unwrap();
    assert_eq!(batch.len(), 1);
    assert_eq!(state.last_event_id(), Some("7"));
    assert_eq!(
        state.recover(ConnectionEnd::SourceLost, 0.0),
        Recovery::BrowserReopens
    );

    state.connected(true);
    let mut batch = EventBatch::default();
    state.message(data, "7".into(), &mut batch).unwrap();
    assert_eq!(batch.len(), 0, "the repeat of event 7 is dropped");
    assert_eq!(state.recover(ConnectionEnd::SourceLost, 0.0), Recovery::End);
}

#[test]
fn an_event_source_whose_first_connection_closes_empty_is_reopened_once() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5);
    state.connected(true);
    assert_eq!(
        state.recover(ConnectionEnd::SourceLost, 0.0),
        Recovery::BrowserReopens,
        "a cut can lose all the first connection sent"
    );
    state.connected(true);
    assert_eq!(state.recover(ConnectionEnd::SourceLost, 0.0), Recovery::End);
    assert_eq!(state.reconnects(), 1);
}

#[test]
fn the_last_state_of_a_flow_finishes_the_stream() {
    let mut state = EventStreamState::new(FLOW_EVENTS, 5);
    let step = |status: &str| format!("data: {}\n\n", flow_state(status));
    fed(&mut state, &step("IN_PROGRESS")).unwrap();
    assert!(!state.finished());
    let events = fed(&mut state, &(step("SUCCESS") + &step("IN_PROGRESS"))).unwrap();
    assert_eq!(events.len(), 1, "nothing after the last state");
    assert!(state.finished());
    assert_eq!(
        state.recover(ConnectionEnd::Dropped("reset".into()), 0.0),
        Recovery::End
    );
}

#[test]
fn a_stream_that_ends_with_an_event_is_cut_by_any_close_before_it() {
    let data = flow_state("IN_PROGRESS");
    let mut state = EventStreamState::new(FLOW_EVENTS, 5);
    state.connected(false);
    fed(&mut state, &format!("id: 1\ndata: {data}\n\n")).unwrap();
    reopen_delay(state.recover(ConnectionEnd::BodyEnded, 0.0));
    assert_eq!(state.last_event_id(), Some("1"));

    // Through an EventSource: a resumed connection that brings its
    // repeats alone before it closes was cut as well.
    let mut state = EventStreamState::new(FLOW_EVENTS, 5);
    state.connected(true);
    let mut batch = EventBatch::default();
    state.message(&data, "1".into(), &mut batch).unwrap();
    assert_eq!(
        state.recover(ConnectionEnd::SourceLost, 0.0),
        Recovery::BrowserReopens
    );
    state.connected(true);
    let mut batch = EventBatch::default();
    state.message(&data, "1".into(), &mut batch).unwrap();
    assert_eq!(batch.len(), 0, "the repeat is dropped");
    assert_eq!(
        state.recover(ConnectionEnd::SourceLost, 0.0),
        Recovery::BrowserReopens
    );
}

#[test]
fn a_stream_resuming_after_the_callers_id_drops_what_precedes_it_and_keeps_it_until_a_later_one() {
    let mut state = EventStreamState::new(LOG_EVENTS, 5).resuming_after("2");
    state.connected(false);
    assert_eq!(
        state.last_event_id(),
        Some("2"),
        "what the first connection sends"
    );
    assert!(fed(&mut state, &(log(1) + &log(2))).unwrap().is_empty());
    reopen_delay(state.recover(ConnectionEnd::Dropped("cut".into()), 0.0));
    assert_eq!(
        state.last_event_id(),
        Some("2"),
        "no later event: resumes after it"
    );
    state.connected(false);
    let events = fed(&mut state, &(log(2) + &log(3))).unwrap();
    assert_eq!(events.len(), 1);
    assert!(events[0].contains("\"m3\""));
    assert_eq!(state.last_event_id(), Some("3"));

    let ignored = EventStreamState::new(LOG_EVENTS, 5).resuming_after("a\nb");
    assert_eq!(
        ignored.last_event_id(),
        None,
        "an id no id: field could set"
    );
}
