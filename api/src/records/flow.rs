//! Login flows: login, submit, the event stream, the timeline, exchange.

use super::auth_connection::RECORD_FIELDS;
use super::browser_config::PROXY_REF;
use super::enums::{FLOW_STATUS, FLOW_STEP, FLOW_TYPE, TIMELINE_EVENT_TYPE};
use super::error_record::ERROR_RECORD;
use super::paging::{LIMIT, OFFSET};
use super::telemetry::TELEMETRY_REQUEST;
use crate::schema::{
    field, index_of, ts_name, Doc, Field, ObjectDef, Ty, UnionDef, BEARER_URL, NULLABLE, REQUIRED,
    SECRET,
};

/// Body of the login request.
pub static LOGIN_PARAMS: ObjectDef = ObjectDef {
    name: ts_name("LoginParams"),
    doc: Doc::new("Start a login flow. Omitted fields keep the connection's defaults."),
    fields: &[
        field("proxy", Ty::Object(&PROXY_REF), 0, "Proxy for this login."),
        field(
            "record_session",
            Ty::Bool,
            0,
            "Record this login's browser session; overrides the connection default.",
        ),
        field(
            "browser_telemetry",
            Ty::Object(&TELEMETRY_REQUEST),
            NULLABLE,
            "Telemetry for this login's browser session.",
        ),
    ],
    rules: &[],
};

/// Response of the login request.
pub static LOGIN_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("LoginResponse"),
    doc: Doc::new("A started login flow."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The auth connection's ID."),
        field("flow_type", Ty::Enum(&FLOW_TYPE), REQUIRED, "Kind of flow."),
        field(
            "flow_expires_at",
            Ty::DateTime,
            REQUIRED,
            "When the flow expires.",
        ),
        field(
            "hosted_url",
            Ty::Uri,
            REQUIRED | SECRET,
            "Hosted-login page to send the end user to.",
        ),
        field(
            "handoff_code",
            Ty::Str,
            SECRET,
            "One-time code a page exchanges for a connection-scoped token; a secret.",
        ),
        field(
            "live_view_url",
            Ty::Uri,
            SECRET | BEARER_URL,
            "Live browser view for debugging.",
        ),
    ],
    rules: &[],
};

/// Body of the submit request.
pub static SUBMIT_PARAMS: ObjectDef = ObjectDef {
    name: ts_name("SubmitParams"),
    doc: Doc::new("Submit input or a selection to the flow in progress."),
    fields: &[
        field(
            "fields",
            Ty::Map(&Ty::Str),
            SECRET,
            "Values by canonical field id (ManagedAuthField.id).",
        ),
        field(
            "field_values",
            Ty::Map(&Ty::Str),
            SECRET,
            "Values by discovered field name (the older form).",
        ),
        field(
            "selected_choice_id",
            Ty::Str,
            0,
            "ID of the selected ManagedAuthChoice.",
        ),
        field("mfa_option_id", Ty::Str, 0, "The selected MFA option."),
        field(
            "sign_in_option_id",
            Ty::Str,
            0,
            "ID of the selected SignInOption.",
        ),
        field(
            "sso_button_selector",
            Ty::Str,
            0,
            "Selector of the SSO button to click.",
        ),
        field("sso_provider", Ty::Str, 0, "SSO provider to use."),
    ],
    rules: &[],
};

/// Response of the submit request.
pub static SUBMIT_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("SubmitResponse"),
    doc: Doc::new("Whether the submission was accepted."),
    fields: &[field(
        "accepted",
        Ty::Bool,
        REQUIRED,
        "Whether the submission was accepted.",
    )],
    rules: &[],
};

/// Flow-state members the event shares with the auth connection record.
const SHARED_WITH_RECORD: &[&str] = &[
    "flow_type",
    "choices",
    "fields",
    "discovered_fields",
    "mfa_options",
    "pending_sso_buttons",
    "sign_in_options",
    "external_action_message",
    "hosted_url",
    "live_view_url",
    "error_code",
    "error_message",
    "website_error",
    "post_login_url",
];

const fn copied(i: usize) -> Field {
    RECORD_FIELDS[index_of(RECORD_FIELDS, SHARED_WITH_RECORD[i]) as usize]
}

/// A change of the flow's state.
pub static STATE_EVENT: ObjectDef = ObjectDef {
    name: ts_name("ManagedAuthStateEvent"),
    doc: Doc::new("The flow's state changed; the members mirror the auth connection record."),
    fields: &[
        field(
            "event",
            Ty::Literal("managed_auth_state"),
            REQUIRED,
            "Event name.",
        ),
        field(
            "flow_status",
            Ty::Enum(&FLOW_STATUS),
            REQUIRED | NULLABLE,
            "Status of the flow; null when the connection has never started one.",
        ),
        field(
            "flow_step",
            Ty::Enum(&FLOW_STEP),
            REQUIRED | NULLABLE,
            "Step of the flow; null when the connection has never started one.",
        ),
        field(
            "timestamp",
            Ty::DateTime,
            REQUIRED,
            "When the state changed.",
        ),
        copied(0),
        copied(1),
        copied(2),
        copied(3),
        copied(4),
        copied(5),
        copied(6),
        copied(7),
        copied(8),
        copied(9),
        copied(10),
        copied(11),
        copied(12),
        copied(13),
    ],
    rules: &[],
};

/// An error on the flow's event stream.
pub static ERROR_EVENT: ObjectDef = ObjectDef {
    name: ts_name("FlowErrorEvent"),
    doc: Doc::new("An error reported on the event stream."),
    fields: &[
        field("event", Ty::Literal("error"), REQUIRED, "Event name."),
        field("error", Ty::Object(&ERROR_RECORD), REQUIRED, "The error."),
    ],
    rules: &[],
};

/// A keep-alive on the flow's event stream.
pub static HEARTBEAT_EVENT: ObjectDef = ObjectDef {
    name: ts_name("HeartbeatEvent"),
    doc: Doc::new("Keep-alive; carries nothing else."),
    fields: &[field(
        "event",
        Ty::Literal("sse_heartbeat"),
        REQUIRED,
        "Event name.",
    )],
    rules: &[],
};

/// One event of the flow's event stream.
pub static FLOW_EVENT: UnionDef = UnionDef {
    name: ts_name("FlowEvent"),
    doc: Doc::new(
        "One event of an auth connection's event stream; the stream ends when flow_status \
          leaves IN_PROGRESS.",
    ),
    tag: "event",
    variants: &[
        ("managed_auth_state", &STATE_EVENT),
        ("error", &ERROR_EVENT),
        ("sse_heartbeat", &HEARTBEAT_EVENT),
    ],
};

/// One entry of an auth connection's timeline.
pub static TIMELINE_EVENT: ObjectDef = ObjectDef {
    name: ts_name("TimelineEvent"),
    doc: Doc::new("One entry of an auth connection's activity timeline."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Event ID."),
        field(
            "type",
            Ty::Enum(&TIMELINE_EVENT_TYPE),
            REQUIRED,
            "Kind of activity.",
        ),
        field(
            "status",
            Ty::Str,
            REQUIRED,
            "Outcome or status of the activity.",
        ),
        field("timestamp", Ty::DateTime, REQUIRED, "When it happened."),
        field("step", Ty::Str, 0, "Flow step reached."),
        field("error_code", Ty::Str, 0, "Machine-readable error code."),
        field("error_message", Ty::Str, 0, "Error description."),
        field("previous_status", Ty::Str, 0, "Status before this event."),
        field(
            "browser_session_id",
            Ty::Str,
            0,
            "Browser session that ran it.",
        ),
        field("replay_id", Ty::Str, 0, "Recording of the session."),
        field(
            "website_error",
            Ty::Str,
            0,
            "Error text visible on the website.",
        ),
    ],
    rules: &[],
};

/// The query of an auth connection's timeline.
pub static TIMELINE_QUERY: ObjectDef = ObjectDef {
    name: ts_name("TimelineQuery"),
    doc: Doc::new("One page of an auth connection's timeline."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "type",
            Ty::Enum(&TIMELINE_EVENT_TYPE),
            0,
            "Only entries of this kind.",
        ),
    ],
    rules: &[],
};

/// Body of the exchange request.
pub static EXCHANGE_PARAMS: ObjectDef = ObjectDef {
    name: ts_name("ExchangeParams"),
    doc: Doc::new("Exchange a login's one-time handoff code for a connection-scoped token."),
    fields: &[field(
        "code",
        Ty::NonEmptyStr,
        REQUIRED | SECRET,
        "The handoff code; a secret.",
    )],
    rules: &[],
};

/// Response of the exchange request.
pub static EXCHANGE_RESPONSE: ObjectDef = ObjectDef {
    name: ts_name("ExchangeResponse"),
    doc: Doc::new("A short-lived token scoped to one auth connection."),
    fields: &[field(
        "jwt",
        Ty::Str,
        REQUIRED | SECRET,
        "Bearer token for retrieve, follow and submit on that connection; a secret.",
    )],
    rules: &[],
};
