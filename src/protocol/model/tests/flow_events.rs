//! Flow events decode by their `event` name; an unknown name is kept.

use serde_json::json;

use super::{fixture, round_trip};
use crate::protocol::model::*;

#[test]
fn managed_auth_state_event_decodes_its_payload() {
    let (event, _) = round_trip::<FlowEvent>(fixture!("flow_event_state"));
    let FlowEvent::ManagedAuthState(state) = event else {
        panic!("expected managed_auth_state, got {event:?}");
    };
    assert_eq!(state.flow_status, Some(FlowStatus::InProgress));
    assert_eq!(state.flow_step, Some(FlowStep::AwaitingInput));
    assert_eq!(state.flow_type, Some(FlowType::Reauth));
    assert_eq!(state.choices.map(|c| c.len()), Some(1));
}

#[test]
fn error_event_carries_the_error_record() {
    let (event, _) = round_trip::<FlowEvent>(fixture!("flow_event_error"));
    let FlowEvent::Error(FlowErrorEvent { error }) = event else {
        panic!("expected error, got {event:?}");
    };
    assert_eq!(error.code, "internal_error");
    assert_eq!(error.details.map(|d| d.len()), Some(1));
    assert_eq!(
        error.inner_error.and_then(|i| i.code).as_deref(),
        Some("timeout")
    );
}

#[test]
fn heartbeat_decodes_with_or_without_extra_properties() {
    let (event, _) = round_trip::<FlowEvent>(fixture!("flow_event_heartbeat"));
    assert_eq!(event, FlowEvent::SseHeartbeat);
    let with_time = json!({"event": "sse_heartbeat", "timestamp": "2026-01-01T00:00:00Z"});
    assert_eq!(
        serde_json::from_value::<FlowEvent>(with_time).expect("decodes"),
        FlowEvent::SseHeartbeat
    );
}

#[test]
fn unknown_event_name_is_kept_and_re_encoded() {
    let (event, encoded) = round_trip::<FlowEvent>(fixture!("flow_event_unknown"));
    assert_eq!(event, FlowEvent::Unknown("flow_progress".into()));
    assert_eq!(encoded, json!({"event": "flow_progress"}));
}

#[test]
fn malformed_known_event_is_an_error_not_an_unknown_event() {
    let no_status =
        json!({"event": "managed_auth_state", "flow_step": "DISCOVERING", "timestamp": "t"});
    let error = serde_json::from_value::<FlowEvent>(no_status).expect_err("must fail");
    assert!(error.to_string().contains("managed_auth_state"), "{error}");
    let no_record = json!({"event": "error"});
    assert!(serde_json::from_value::<FlowEvent>(no_record).is_err());
}

#[test]
fn event_without_a_name_is_an_error() {
    assert!(serde_json::from_value::<FlowEvent>(json!({"flow_status": "SUCCESS"})).is_err());
    assert!(serde_json::from_value::<FlowEvent>(json!({"event": 7})).is_err());
}

#[test]
fn a_state_event_of_a_connection_that_never_started_a_flow_has_nulls() {
    let text = r#"{"event":"managed_auth_state","flow_status":null,"flow_step":null,"timestamp":"2026-01-01T00:00:00Z"}"#;
    let FlowEvent::ManagedAuthState(state) = serde_json::from_str::<FlowEvent>(text).unwrap()
    else {
        panic!("a managed_auth_state event");
    };
    assert_eq!((state.flow_status, state.flow_step), (None, None));
    assert!(crate::protocol::validate::check_response(
        &crate::protocol::schema::bodies::FLOW_EVENT_BODY,
        text.as_bytes()
    )
    .is_ok());
}
