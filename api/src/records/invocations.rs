//! Invocations: one run of an app version's action, its status and events,
//! and the browsers it made.

use super::browser::BROWSER;
use super::deployments::APP_LOG_EVENT;
use super::flow::{ERROR_EVENT, HEARTBEAT_EVENT};
use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, UnionDef, NULLABLE, REQUIRED,
};

/// Status of an invocation.
pub static INVOCATION_STATUS: EnumDef = EnumDef {
    name: ts_name("InvocationStatus"),
    doc: Doc::new("Where an invocation stands."),
    values: &[
        value("queued", "Waiting to run."),
        value("running", "Running."),
        value("succeeded", "Finished; `output` holds its result."),
        value(
            "failed",
            "Finished with an error; `status_reason` says why.",
        ),
    ],
};

/// The final statuses a caller may set.
pub static INVOCATION_FINAL_STATUS: EnumDef = EnumDef {
    name: ts_name("InvocationFinalStatus"),
    doc: Doc::new("How an invocation ended."),
    values: &[
        value("succeeded", "It finished."),
        value("failed", "It finished with an error."),
    ],
};

/// An invocation record.
pub static INVOCATION: ObjectDef = ObjectDef {
    name: ts_name("Invocation"),
    doc: Doc::new("One run of an app version's action."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The invocation's identifier."),
        field("action_name", Ty::Str, REQUIRED, "The action run."),
        field("app_name", Ty::Str, REQUIRED, "The application's name."),
        field("started_at", Ty::DateTime, REQUIRED, "When it started."),
        field(
            "status",
            Ty::Enum(&INVOCATION_STATUS),
            REQUIRED,
            "Where it stands.",
        ),
        field("version", Ty::Str, REQUIRED, "The app's version label."),
        field(
            "finished_at",
            Ty::DateTime,
            NULLABLE,
            "When it finished; null while it runs.",
        ),
        field("output", Ty::Str, 0, "Its result, as JSON text."),
        field(
            "payload",
            Ty::Str,
            0,
            "The payload it was given, as JSON text.",
        ),
        field("status_reason", Ty::Str, 0, "Why it has its status."),
    ],
    rules: &[],
};

/// What creating an invocation answers.
pub static INVOCATION_CREATED: ObjectDef = ObjectDef {
    name: ts_name("InvocationCreated"),
    doc: Doc::new(
        "A new invocation: its identifier and status, and its output when it ran synchronously.",
    ),
    fields: &[
        field("id", Ty::Str, REQUIRED, "The invocation's identifier."),
        field("action_name", Ty::Str, REQUIRED, "The action run."),
        field(
            "status",
            Ty::Enum(&INVOCATION_STATUS),
            REQUIRED,
            "Where it stands.",
        ),
        field("output", Ty::Str, 0, "Its result, as JSON text."),
        field("status_reason", Ty::Str, 0, "Why it has its status."),
    ],
    rules: &[],
};

/// Body of the invocation create request.
pub static INVOCATION_CREATE: ObjectDef = ObjectDef {
    name: ts_name("InvocationCreateParams"),
    doc: Doc::new("Run an action of an app version."),
    fields: &[
        field(
            "action_name",
            Ty::NonEmptyStr,
            REQUIRED,
            "The action to run.",
        ),
        field("app_name", Ty::NonEmptyStr, REQUIRED, "The application."),
        field("version", Ty::NonEmptyStr, REQUIRED, "The version label."),
        field(
            "async",
            Ty::Bool,
            0,
            "Answer at once, while it is queued, instead of when it ends.",
        ),
        field(
            "async_timeout_seconds",
            Ty::Integer(&Bounds { min: 10, max: 3600 }),
            0,
            "Seconds an asynchronous invocation may run: 10 to 3600, 900 by default.",
        ),
        field("payload", Ty::Str, 0, "The action's input, as JSON text."),
    ],
    rules: &[],
};

/// Body of the invocation update request.
pub static INVOCATION_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("InvocationUpdateParams"),
    doc: Doc::new("End an invocation with a final status."),
    fields: &[
        field(
            "status",
            Ty::Enum(&INVOCATION_FINAL_STATUS),
            REQUIRED,
            "The final status.",
        ),
        field("output", Ty::Str, 0, "Its result, as JSON text."),
    ],
    rules: &[],
};

/// The query of the invocation list.
pub static LIST_INVOCATIONS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListInvocationsQuery"),
    doc: Doc::new("One page of invocations, filtered."),
    fields: &[
        OFFSET,
        LIMIT,
        field("action_name", Ty::Str, 0, "Only runs of this action."),
        field("app_name", Ty::Str, 0, "Only runs of this application."),
        field(
            "deployment_id",
            Ty::Str,
            0,
            "Only runs of this deployment's version.",
        ),
        field("query", Ty::Str, 0, "Search by action or application name."),
        field(
            "since",
            Ty::Str,
            0,
            "Only runs started after this time (RFC 3339) or duration (`1h`).",
        ),
        field(
            "status",
            Ty::Enum(&INVOCATION_STATUS),
            0,
            "Only runs with this status.",
        ),
        field("version", Ty::Str, 0, "Only runs of this version label."),
    ],
    rules: &[],
};

/// An invocation's state on its event stream.
pub static INVOCATION_STATE_EVENT: ObjectDef = ObjectDef {
    name: ts_name("InvocationStateEvent"),
    doc: Doc::new("An invocation's state, as it runs and when it ends."),
    fields: &[
        field(
            "event",
            Ty::Literal("invocation_state"),
            REQUIRED,
            "Event name.",
        ),
        field(
            "invocation",
            Ty::Object(&INVOCATION),
            REQUIRED,
            "The invocation.",
        ),
        field("timestamp", Ty::DateTime, REQUIRED, "When it was reported."),
    ],
    rules: &[],
};

/// One event of an invocation's event stream.
pub static INVOCATION_EVENT: UnionDef = UnionDef {
    name: ts_name("InvocationEvent"),
    doc: Doc::new(
        "One event of an invocation's stream, which ends once the invocation succeeded or failed.",
    ),
    tag: "event",
    variants: &[
        ("log", &APP_LOG_EVENT),
        ("invocation_state", &INVOCATION_STATE_EVENT),
        ("error", &ERROR_EVENT),
        ("sse_heartbeat", &HEARTBEAT_EVENT),
    ],
};

/// The browsers an invocation made.
pub static INVOCATION_BROWSERS: ObjectDef = ObjectDef {
    name: ts_name("InvocationBrowsers"),
    doc: Doc::new("The browser sessions an invocation made and has not deleted."),
    fields: &[field(
        "browsers",
        Ty::Array(&Ty::Object(&BROWSER)),
        REQUIRED,
        "The sessions.",
    )],
    rules: &[],
};
