//! The two descriptions of the service's bodies agree: the schema tables that
//! validate bytes (used by the npm package) and the serde models (used by
//! Rust callers). Every fixture is accepted by both, as a request or as a
//! response; a fixture one of them refuses means they have drifted apart.
//! Field by field, `agreement/fields.rs` compares every field's name,
//! optionality, nullability and type in the two.
#![cfg(not(target_arch = "wasm32"))]

use browser_cloud_sdk::model::*;
use browser_cloud_sdk::protocol::schema::Shape;
use browser_cloud_sdk::protocol::validate::{check_request, check_response};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

#[path = "agreement/fields.rs"]
mod fields;
#[path = "agreement/probe.rs"]
mod probe;

/// How a fixture is read: by the validator as `shape`, by serde as `model`.
struct Case {
    file: &'static str,
    shape: Shape,
    request: bool,
    model: Model,
}

/// The serde model of a shape.
#[derive(Clone, Copy)]
struct Model {
    /// Decodes a body and encodes the value again.
    decode: fn(&str) -> Result<Value, String>,
    /// Encodings of values with every field set (one per union variant).
    every_field: fn() -> Result<Vec<Value>, String>,
}

fn decode_as<T: DeserializeOwned + Serialize>(text: &str) -> Result<Value, String> {
    let value: T = serde_json::from_str(text).map_err(|e| e.to_string())?;
    serde_json::to_value(&value).map_err(|e| e.to_string())
}

fn every_field_of<T: DeserializeOwned + Serialize>() -> Result<Vec<Value>, String> {
    let value: T = probe::every_field()?;
    Ok(vec![
        serde_json::to_value(&value).map_err(|e| e.to_string())?
    ])
}

/// Flow events are told apart by their tag: one value per known event.
fn every_flow_event() -> Result<Vec<Value>, String> {
    [
        FlowEvent::ManagedAuthState(probe::every_field()?),
        FlowEvent::Error(probe::every_field()?),
        FlowEvent::Heartbeat,
    ]
    .iter()
    .map(|event| serde_json::to_value(event).map_err(|e| e.to_string()))
    .collect()
}

const fn as_type<T: DeserializeOwned + Serialize>() -> Model {
    Model {
        decode: decode_as::<T>,
        every_field: every_field_of::<T>,
    }
}

const FLOW_EVENT: Model = Model {
    decode: decode_as::<FlowEvent>,
    every_field: every_flow_event,
};

const fn case(file: &'static str, shape: Shape, request: bool, model: Model) -> Case {
    Case {
        file,
        shape,
        request,
        model,
    }
}

const CASES: &[Case] = &[
    case(
        "auth_connection_full.json",
        Shape::AuthConnection,
        false,
        as_type::<AuthConnection>(),
    ),
    case(
        "auth_connection_minimal.json",
        Shape::AuthConnection,
        false,
        as_type::<AuthConnection>(),
    ),
    case(
        "auth_connection_nulls.json",
        Shape::AuthConnection,
        false,
        as_type::<AuthConnection>(),
    ),
    case(
        "auth_connection_unknown.json",
        Shape::AuthConnection,
        false,
        as_type::<AuthConnection>(),
    ),
    case(
        "auth_connection_create_full.json",
        Shape::AuthConnectionCreate,
        true,
        as_type::<AuthConnectionCreateParams>(),
    ),
    case(
        "auth_connection_update_full.json",
        Shape::AuthConnectionUpdate,
        true,
        as_type::<AuthConnectionUpdateParams>(),
    ),
    case(
        "auth_connection_update_telemetry.json",
        Shape::AuthConnectionUpdate,
        true,
        as_type::<AuthConnectionUpdateParams>(),
    ),
    case(
        "error_conflict.json",
        Shape::ConflictError,
        false,
        as_type::<ConflictErrorBody>(),
    ),
    case(
        "error_conflict_full.json",
        Shape::ConflictError,
        false,
        as_type::<ConflictErrorBody>(),
    ),
    case(
        "error_record.json",
        Shape::ErrorRecord,
        false,
        as_type::<ErrorRecord>(),
    ),
    case(
        "error_record_minimal.json",
        Shape::ErrorRecord,
        false,
        as_type::<ErrorRecord>(),
    ),
    case(
        "exchange_request.json",
        Shape::ExchangeRequest,
        true,
        as_type::<ExchangeParams>(),
    ),
    case(
        "exchange_response.json",
        Shape::ExchangeResponse,
        false,
        as_type::<ExchangeResponse>(),
    ),
    case("flow_event_error.json", Shape::FlowEvent, false, FLOW_EVENT),
    case(
        "flow_event_heartbeat.json",
        Shape::FlowEvent,
        false,
        FLOW_EVENT,
    ),
    case("flow_event_state.json", Shape::FlowEvent, false, FLOW_EVENT),
    case(
        "flow_event_unknown.json",
        Shape::FlowEvent,
        false,
        FLOW_EVENT,
    ),
    case(
        "log_event.json",
        Shape::LogEvent,
        false,
        as_type::<LogEvent>(),
    ),
    case(
        "login_request.json",
        Shape::LoginRequest,
        true,
        as_type::<LoginParams>(),
    ),
    case(
        "login_response.json",
        Shape::LoginResponse,
        false,
        as_type::<LoginResponse>(),
    ),
    case(
        "org_limits.json",
        Shape::OrgLimits,
        false,
        as_type::<OrgLimits>(),
    ),
    case(
        "org_limits_nulls.json",
        Shape::OrgLimits,
        false,
        as_type::<OrgLimits>(),
    ),
    case(
        "org_limits_update_request.json",
        Shape::OrgLimitsUpdate,
        true,
        as_type::<OrgLimitsUpdateParams>(),
    ),
    case(
        "project_create_request.json",
        Shape::ProjectCreate,
        true,
        as_type::<ProjectCreateParams>(),
    ),
    case(
        "project_limits.json",
        Shape::ProjectLimits,
        false,
        as_type::<ProjectLimits>(),
    ),
    case(
        "project_limits_nulls.json",
        Shape::ProjectLimits,
        false,
        as_type::<ProjectLimits>(),
    ),
    case(
        "project_limits_update_request.json",
        Shape::ProjectLimitsUpdate,
        true,
        as_type::<ProjectLimitsUpdateParams>(),
    ),
    case(
        "project_update_request.json",
        Shape::ProjectUpdate,
        true,
        as_type::<ProjectUpdateParams>(),
    ),
    case(
        "projects.json",
        Shape::ProjectList,
        false,
        as_type::<Vec<Project>>(),
    ),
    case(
        "submit_request.json",
        Shape::SubmitRequest,
        true,
        as_type::<SubmitParams>(),
    ),
    case(
        "submit_response.json",
        Shape::SubmitResponse,
        false,
        as_type::<SubmitResponse>(),
    ),
    case(
        "timeline.json",
        Shape::TimelineEventList,
        false,
        as_type::<Vec<TimelineEvent>>(),
    ),
];

fn fixture(file: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/");
    std::fs::read_to_string(format!("{path}{file}")).expect("fixture is readable")
}

#[test]
fn every_fixture_has_a_case() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
    for entry in std::fs::read_dir(dir).expect("fixtures folder") {
        let name = entry
            .expect("entry")
            .file_name()
            .into_string()
            .expect("utf-8 name");
        assert!(
            CASES.iter().any(|case| case.file == name),
            "{name} is read by neither description: add it to CASES"
        );
    }
}

#[test]
fn the_validator_and_the_models_accept_every_fixture() {
    for case in CASES {
        let text = fixture(case.file);
        let checked = if case.request {
            check_request(case.shape, text.as_bytes())
        } else {
            check_response(case.shape, text.as_bytes())
        };
        assert!(
            checked.is_ok(),
            "{}: the validator refuses it: {:?}",
            case.file,
            checked.err()
        );
        let decoded = (case.model.decode)(&text);
        assert!(
            decoded.is_ok(),
            "{}: the models refuse it: {:?}",
            case.file,
            decoded.err()
        );
    }
}

#[test]
fn both_refuse_a_response_missing_a_required_field() {
    let mut record: serde_json::Value =
        serde_json::from_str(&fixture("auth_connection_minimal.json")).unwrap();
    for required in [
        "id",
        "profile_name",
        "domain",
        "status",
        "save_credentials",
        "record_session",
    ] {
        let mut broken = record.clone();
        broken.as_object_mut().unwrap().remove(required);
        let text = broken.to_string();
        assert!(
            check_response(Shape::AuthConnection, text.as_bytes()).is_err(),
            "validator accepts a record without {required}"
        );
        assert!(
            decode_as::<AuthConnection>(&text).is_err(),
            "models accept a record without {required}"
        );
    }
    record
        .as_object_mut()
        .unwrap()
        .insert("status".into(), "A_FUTURE_STATUS".into());
    let text = record.to_string();
    assert!(
        check_response(Shape::AuthConnection, text.as_bytes()).is_ok(),
        "validator refuses an unknown status"
    );
    assert!(
        decode_as::<AuthConnection>(&text).is_ok(),
        "models refuse an unknown status"
    );
}
