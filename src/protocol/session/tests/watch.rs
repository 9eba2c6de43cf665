use super::{awaiting, record};
use crate::protocol::response::{error_from_response, Error, ErrorKind};
use crate::protocol::session::{WatchPlan, WatchStep};

const POLL: WatchStep = WatchStep::Poll { delay_ms: 2_000 };

fn discovering() -> String {
    record("IN_PROGRESS", "DISCOVERING", "")
}

fn success() -> String {
    record("SUCCESS", "COMPLETED", r#""status":"AUTHENTICATED""#)
}

#[test]
fn reads_first_then_follows_and_reads_once_more_at_the_end() {
    let mut plan = WatchPlan::new(2_000);
    assert_eq!(plan.step(), WatchStep::Read);
    assert!(plan.on_record(&discovering()), "the current state first");
    assert_eq!(plan.step(), WatchStep::Follow);
    assert!(
        !plan.on_event(&discovering()),
        "the stream's first event repeats it"
    );
    assert!(plan.on_event(&awaiting("")), "a change");
    assert!(!plan.on_event(&awaiting("")), "no change");
    assert!(
        !plan.on_event(&record("SUCCESS", "COMPLETED", "")),
        "the end event is not handed out"
    );
    assert_eq!(plan.step(), WatchStep::Read, "the record is read once more");
    assert!(
        !plan.on_event(&awaiting(r#""late":1"#)),
        "events after the end are ignored"
    );
    assert!(plan.on_record(&success()));
    assert_eq!(plan.step(), WatchStep::End);
}

#[test]
fn a_flow_that_is_not_in_progress_ends_after_the_first_state() {
    for state in [success(), r#"{"id":"ac_1","flow_status":null}"#.to_owned()] {
        let mut plan = WatchPlan::new(2_000);
        assert!(plan.on_record(&state));
        assert_eq!(plan.step(), WatchStep::End, "{state}");
    }
}

#[test]
fn a_failing_stream_falls_back_to_polling_until_the_end() {
    for status in [404, 500, 503] {
        let mut plan = WatchPlan::new(2_000);
        plan.on_record(&discovering());
        let failed = error_from_response(status, b"", None);
        assert_eq!(plan.on_stream_error(failed), Ok(()), "{status}");
        assert_eq!(plan.step(), POLL);
        assert!(
            !plan.on_record(&discovering()),
            "no change, nothing handed out"
        );
        assert_eq!(plan.step(), POLL);
        assert!(plan.on_record(&awaiting("")));
        assert!(
            !plan.on_event(&record("SUCCESS", "COMPLETED", "")),
            "no stream while polling"
        );
        assert_eq!(plan.step(), POLL);
        assert!(plan.on_record(&success()), "the final record");
        assert_eq!(plan.step(), WatchStep::End);
    }
    for error in [
        Error::connection("offline"),
        Error::timeout(),
        Error::stream_not_resumable(),
    ] {
        let mut plan = WatchPlan::new(2_000);
        plan.on_record(&discovering());
        assert_eq!(plan.on_stream_error(error), Ok(()));
        assert_eq!(plan.step(), POLL);
    }
}

#[test]
fn a_stream_that_ends_before_the_flow_falls_back_to_polling() {
    let mut plan = WatchPlan::new(250);
    plan.on_record(&discovering());
    plan.on_stream_end();
    assert_eq!(plan.step(), WatchStep::Poll { delay_ms: 250 });
}

#[test]
fn a_refused_token_ends_the_watch_with_session_expired() {
    let mut plan = WatchPlan::new(2_000);
    plan.on_record(&discovering());
    let refused = error_from_response(401, br#"{"code":"unauthorized","message":"expired"}"#, None);
    let error = plan
        .on_stream_error(refused)
        .err()
        .unwrap_or_else(Error::timeout);
    assert_eq!(error.kind(), ErrorKind::SessionExpired);
    assert_eq!(error.status(), Some(401));
    assert_eq!(plan.step(), WatchStep::End);
}

#[test]
fn an_abort_ends_the_watch_with_itself() {
    let mut plan = WatchPlan::new(2_000);
    plan.on_record(&discovering());
    assert_eq!(
        plan.on_stream_error(Error::aborted()),
        Err(Error::aborted())
    );
    assert_eq!(plan.step(), WatchStep::End);
}
