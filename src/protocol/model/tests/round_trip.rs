//! Every fixture decodes, and re-encodes to the same JSON (less unknown
//! properties), so every field it holds is modeled and kept.

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

/// Asserts `T` decodes the fixture and encodes it back to exactly the same
/// JSON value.
fn exact<T>(json: &str)
where
    T: serde::de::DeserializeOwned + serde::Serialize + PartialEq + std::fmt::Debug,
{
    let (_, encoded) = round_trip::<T>(json);
    assert_eq!(encoded, value(json));
}

#[test]
fn full_auth_connection_keeps_every_field() {
    exact::<AuthConnection>(fixture!("auth_connection_full"));
}

#[test]
fn minimal_auth_connection_keeps_only_required_fields_and_nulls_nullables() {
    let (decoded, encoded) = round_trip::<AuthConnection>(fixture!("auth_connection_minimal"));
    assert_eq!(decoded.status, AuthStatus::Authenticated);
    assert_eq!(decoded.flow_status, None);
    assert_eq!(decoded.auto_reauth, None);
    // Optional fields stay omitted; nullable ones encode as null.
    assert!(encoded.get("auto_reauth").is_none());
    assert_eq!(encoded.get("flow_status"), Some(&serde_json::Value::Null));
}

#[test]
fn auth_connection_with_nulls_keeps_every_null() {
    exact::<AuthConnection>(fixture!("auth_connection_nulls"));
}

#[test]
fn full_requests_keep_every_field() {
    exact::<AuthConnectionCreateParams>(fixture!("auth_connection_create_full"));
    exact::<AuthConnectionUpdateParams>(fixture!("auth_connection_update_full"));
    exact::<LoginParams>(fixture!("login_request"));
    exact::<SubmitParams>(fixture!("submit_request"));
    exact::<ExchangeParams>(fixture!("exchange_request"));
    exact::<ProjectCreateParams>(fixture!("project_create_request"));
    exact::<ProjectUpdateParams>(fixture!("project_update_request"));
    exact::<OrgLimitsUpdateParams>(fixture!("org_limits_update_request"));
    exact::<ProjectLimitsUpdateParams>(fixture!("project_limits_update_request"));
}

#[test]
fn login_submit_and_exchange_responses_keep_every_field() {
    exact::<LoginResponse>(fixture!("login_response"));
    exact::<SubmitResponse>(fixture!("submit_response"));
    exact::<ExchangeResponse>(fixture!("exchange_response"));
}

#[test]
fn flow_events_of_each_known_kind_keep_every_field() {
    exact::<FlowEvent>(fixture!("flow_event_state"));
    exact::<FlowEvent>(fixture!("flow_event_error"));
    exact::<FlowEvent>(fixture!("flow_event_heartbeat"));
}

#[test]
fn known_timeline_entries_keep_every_field() {
    let entries = value(fixture!("timeline"));
    let known = serde_json::Value::Array(entries.as_array().expect("array")[..2].to_vec());
    exact::<Vec<TimelineEvent>>(&known.to_string());
}

#[test]
fn known_projects_keep_every_field() {
    let projects = value(fixture!("projects"));
    let known = serde_json::Value::Array(projects.as_array().expect("array")[..2].to_vec());
    exact::<Vec<Project>>(&known.to_string());
}

#[test]
fn limits_keep_every_field_and_every_null() {
    exact::<OrgLimits>(fixture!("org_limits"));
    exact::<OrgLimits>(fixture!("org_limits_nulls"));
    exact::<ProjectLimits>(fixture!("project_limits"));
    exact::<ProjectLimits>(fixture!("project_limits_nulls"));
}

#[test]
fn log_event_keeps_every_field() {
    exact::<LogEvent>(fixture!("log_event"));
}

#[test]
fn error_records_keep_details_and_inner_error() {
    exact::<ErrorRecord>(fixture!("error_record"));
    exact::<ErrorRecord>(fixture!("error_record_minimal"));
    exact::<ConflictErrorBody>(fixture!("error_conflict"));
    exact::<ConflictErrorBody>(fixture!("error_conflict_full"));
}
