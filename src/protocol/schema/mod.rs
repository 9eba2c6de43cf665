//! Descriptions of every JSON body the service sends or accepts.
//!
//! The tables are plain data: the validator walks them to check bodies and
//! the TypeScript generator walks them to write the declarations, so a rule
//! is stated once. [`root`] gives the type of each top-level [`Shape`].

mod auth_connection;
mod browser_config;
mod choices;
mod enums;
mod error_record;
mod flow;
mod project;
mod shape;
mod telemetry;
mod types;
#[cfg(not(target_arch = "wasm32"))]
pub mod typescript;

pub use shape::Shape;
pub use types::{
    field, index_of, mask_of, ts_name, Bounds, CrossRule, Doc, EnumDef, Field, Form, ObjectDef, Ty,
    UnionDef, DEPRECATED, NON_NEGATIVE, NULLABLE, REFUSED, REQUIRED,
};

use auth_connection::{AUTH_CONNECTION, AUTH_CONNECTION_CREATE, AUTH_CONNECTION_UPDATE};
use browser_config::{BROWSER_PROXY, CREDENTIAL_REFERENCE, MANAGED_AUTH_BROWSER, PROXY_REF};
use choices::{
    CHOICE, DISCOVERED_FIELD, MANAGED_AUTH_FIELD, MFA_OPTION, SIGN_IN_OPTION, SSO_BUTTON,
};
use error_record::{CONFLICT_ERROR, ERROR_DETAIL, ERROR_RECORD, LOG_EVENT};
use flow::{
    ERROR_EVENT, EXCHANGE_PARAMS, EXCHANGE_RESPONSE, FLOW_EVENT, HEARTBEAT_EVENT, LOGIN_PARAMS,
    LOGIN_RESPONSE, STATE_EVENT, SUBMIT_PARAMS, SUBMIT_RESPONSE, TIMELINE_EVENT,
};
use project::{
    ORG_LIMITS, ORG_LIMITS_UPDATE, PROJECT, PROJECT_CREATE, PROJECT_LIMITS, PROJECT_LIMITS_UPDATE,
    PROJECT_UPDATE,
};
use telemetry::{CATEGORIES, CATEGORY, EXPORT, OTLP_DESTINATION, OTLP_EXPORT, TELEMETRY_REQUEST};

/// The type of a top-level body.
pub fn root(shape: Shape) -> &'static Ty {
    match shape {
        Shape::AuthConnection => &ROOT_AUTH_CONNECTION,
        Shape::AuthConnectionList => &ROOT_AUTH_CONNECTION_LIST,
        Shape::AuthConnectionCreate => &ROOT_AUTH_CONNECTION_CREATE,
        Shape::AuthConnectionUpdate => &ROOT_AUTH_CONNECTION_UPDATE,
        Shape::LoginRequest => &ROOT_LOGIN_REQUEST,
        Shape::LoginResponse => &ROOT_LOGIN_RESPONSE,
        Shape::SubmitRequest => &ROOT_SUBMIT_REQUEST,
        Shape::SubmitResponse => &ROOT_SUBMIT_RESPONSE,
        Shape::FlowEvent => &ROOT_FLOW_EVENT,
        Shape::TimelineEventList => &ROOT_TIMELINE_EVENT_LIST,
        Shape::ExchangeRequest => &ROOT_EXCHANGE_REQUEST,
        Shape::ExchangeResponse => &ROOT_EXCHANGE_RESPONSE,
        Shape::Project => &ROOT_PROJECT,
        Shape::ProjectList => &ROOT_PROJECT_LIST,
        Shape::ProjectCreate => &ROOT_PROJECT_CREATE,
        Shape::ProjectUpdate => &ROOT_PROJECT_UPDATE,
        Shape::ProjectLimits => &ROOT_PROJECT_LIMITS,
        Shape::ProjectLimitsUpdate => &ROOT_PROJECT_LIMITS_UPDATE,
        Shape::OrgLimits => &ROOT_ORG_LIMITS,
        Shape::OrgLimitsUpdate => &ROOT_ORG_LIMITS_UPDATE,
        Shape::LogEvent => &ROOT_LOG_EVENT,
        Shape::ErrorRecord => &ROOT_ERROR_RECORD,
        Shape::ConflictError => &ROOT_CONFLICT_ERROR,
    }
}

static ROOT_AUTH_CONNECTION: Ty = Ty::Object(&AUTH_CONNECTION);
static ROOT_AUTH_CONNECTION_LIST_ITEM: Ty = Ty::Object(&AUTH_CONNECTION);
static ROOT_AUTH_CONNECTION_LIST: Ty = Ty::Array(&ROOT_AUTH_CONNECTION_LIST_ITEM);
static ROOT_AUTH_CONNECTION_CREATE: Ty = Ty::Object(&AUTH_CONNECTION_CREATE);
static ROOT_AUTH_CONNECTION_UPDATE: Ty = Ty::Object(&AUTH_CONNECTION_UPDATE);
static ROOT_LOGIN_REQUEST: Ty = Ty::Object(&LOGIN_PARAMS);
static ROOT_LOGIN_RESPONSE: Ty = Ty::Object(&LOGIN_RESPONSE);
static ROOT_SUBMIT_REQUEST: Ty = Ty::Object(&SUBMIT_PARAMS);
static ROOT_SUBMIT_RESPONSE: Ty = Ty::Object(&SUBMIT_RESPONSE);
static ROOT_FLOW_EVENT: Ty = Ty::Union(&FLOW_EVENT);
static ROOT_TIMELINE_EVENT_LIST_ITEM: Ty = Ty::Object(&TIMELINE_EVENT);
static ROOT_TIMELINE_EVENT_LIST: Ty = Ty::Array(&ROOT_TIMELINE_EVENT_LIST_ITEM);
static ROOT_EXCHANGE_REQUEST: Ty = Ty::Object(&EXCHANGE_PARAMS);
static ROOT_EXCHANGE_RESPONSE: Ty = Ty::Object(&EXCHANGE_RESPONSE);
static ROOT_PROJECT: Ty = Ty::Object(&PROJECT);
static ROOT_PROJECT_LIST_ITEM: Ty = Ty::Object(&PROJECT);
static ROOT_PROJECT_LIST: Ty = Ty::Array(&ROOT_PROJECT_LIST_ITEM);
static ROOT_PROJECT_CREATE: Ty = Ty::Object(&PROJECT_CREATE);
static ROOT_PROJECT_UPDATE: Ty = Ty::Object(&PROJECT_UPDATE);
static ROOT_PROJECT_LIMITS: Ty = Ty::Object(&PROJECT_LIMITS);
static ROOT_PROJECT_LIMITS_UPDATE: Ty = Ty::Object(&PROJECT_LIMITS_UPDATE);
static ROOT_ORG_LIMITS: Ty = Ty::Object(&ORG_LIMITS);
static ROOT_ORG_LIMITS_UPDATE: Ty = Ty::Object(&ORG_LIMITS_UPDATE);
static ROOT_LOG_EVENT: Ty = Ty::Object(&LOG_EVENT);
static ROOT_ERROR_RECORD: Ty = Ty::Object(&ERROR_RECORD);
static ROOT_CONFLICT_ERROR: Ty = Ty::Object(&CONFLICT_ERROR);

/// Every shape, for tests and the TypeScript generator.
pub const ALL_SHAPES: &[Shape] = &[
    Shape::AuthConnection,
    Shape::AuthConnectionList,
    Shape::AuthConnectionCreate,
    Shape::AuthConnectionUpdate,
    Shape::LoginRequest,
    Shape::LoginResponse,
    Shape::SubmitRequest,
    Shape::SubmitResponse,
    Shape::FlowEvent,
    Shape::TimelineEventList,
    Shape::ExchangeRequest,
    Shape::ExchangeResponse,
    Shape::Project,
    Shape::ProjectList,
    Shape::ProjectCreate,
    Shape::ProjectUpdate,
    Shape::ProjectLimits,
    Shape::ProjectLimitsUpdate,
    Shape::OrgLimits,
    Shape::OrgLimitsUpdate,
    Shape::LogEvent,
    Shape::ErrorRecord,
    Shape::ConflictError,
];

/// Whether a shape is a request body (checked strictly) or a response.
pub fn is_request(shape: Shape) -> bool {
    matches!(
        shape,
        Shape::AuthConnectionCreate
            | Shape::AuthConnectionUpdate
            | Shape::LoginRequest
            | Shape::SubmitRequest
            | Shape::ExchangeRequest
            | Shape::ProjectCreate
            | Shape::ProjectUpdate
            | Shape::ProjectLimitsUpdate
            | Shape::OrgLimitsUpdate
    )
}

/// Every object table, in the order the declarations list them.
pub static OBJECTS: &[&ObjectDef] = &[
    &AUTH_CONNECTION,
    &AUTH_CONNECTION_CREATE,
    &AUTH_CONNECTION_UPDATE,
    &LOGIN_PARAMS,
    &LOGIN_RESPONSE,
    &SUBMIT_PARAMS,
    &SUBMIT_RESPONSE,
    &STATE_EVENT,
    &ERROR_EVENT,
    &HEARTBEAT_EVENT,
    &TIMELINE_EVENT,
    &EXCHANGE_PARAMS,
    &EXCHANGE_RESPONSE,
    &PROJECT,
    &PROJECT_CREATE,
    &PROJECT_UPDATE,
    &PROJECT_LIMITS,
    &PROJECT_LIMITS_UPDATE,
    &ORG_LIMITS,
    &ORG_LIMITS_UPDATE,
    &LOG_EVENT,
    &ERROR_RECORD,
    &ERROR_DETAIL,
    &CONFLICT_ERROR,
    &MANAGED_AUTH_BROWSER,
    &BROWSER_PROXY,
    &PROXY_REF,
    &CREDENTIAL_REFERENCE,
    &TELEMETRY_REQUEST,
    &CATEGORIES,
    &CATEGORY,
    &EXPORT,
    &OTLP_EXPORT,
    &OTLP_DESTINATION,
    &CHOICE,
    &MANAGED_AUTH_FIELD,
    &DISCOVERED_FIELD,
    &MFA_OPTION,
    &SSO_BUTTON,
    &SIGN_IN_OPTION,
];

/// Every tagged union.
pub static UNIONS: &[&UnionDef] = &[&FLOW_EVENT];

/// Every string set.
pub static ENUMS: &[&EnumDef] = enums::ALL;

#[cfg(test)]
mod tests;
