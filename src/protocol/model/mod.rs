//! Typed records and requests of the service, with serde, for Rust users.
//!
//! - Response records ignore unknown properties. Required fields are plain
//!   (decoding fails without them); nullable fields are `Option` and encode
//!   `None` as `null`; optional fields are `Option`, are left out when
//!   `None`, and refuse `null` as the schema tables do (`not_null`).
//! - Every enum keeps a value it does not know in an `Unknown(String)`
//!   variant, which re-encodes to the same string.
//! - Request types reject unknown properties when decoded and never send a
//!   field the caller left unset, so the service decides every default (the
//!   defaults it states are documented on each field). A field that is both
//!   optional and nullable is a [`Nullable`], which keeps "omitted" and
//!   `null` apart.
//! - Types shared between requests and the auth connection record (browser,
//!   proxy, credential and telemetry configuration) decode leniently: a Rust
//!   struct can only send the fields it declares.
//! - Deprecated fields are decoded and say "Deprecated: use X" in their
//!   docs.
//! - `Debug` never shows a secret: handoff codes, JWTs, submitted values and
//!   the query of hosted-login URLs are printed as `***`.

mod auth_connection;
mod browser_config;
mod choices;
mod create;
mod credential;
mod enums;
mod error_record;
mod exchange;
mod fields;
mod flow_event;
mod limits;
mod log_event;
mod login;
mod nullable;
mod project;
mod redact;
mod submit;
mod telemetry;
mod timeline;
mod wire_enum;

pub use auth_connection::AuthConnection;
pub use browser_config::{BrowserProxyConfig, ManagedAuthBrowserConfig, ProxyMode, ProxyRef};
pub use choices::{
    MFAOption, MFAType, ManagedAuthChoice, ManagedAuthChoiceType, ManagedAuthMFAMethod, SSOButton,
    SignInOption,
};
pub use create::{AuthConnectionCreateParams, AuthConnectionUpdateParams};
pub use credential::{CredentialForm, CredentialReference};
pub use enums::{AuthStatus, CanReauthReason, FlowStatus, FlowStep, FlowType};
pub use error_record::{ConflictErrorBody, ErrorDetail, ErrorRecord};
pub use exchange::{ExchangeParams, ExchangeResponse};
pub use fields::{DiscoveredField, DiscoveredFieldType, ManagedAuthField, ManagedAuthFieldType};
pub use flow_event::{FlowErrorEvent, FlowEvent, ManagedAuthStateEvent};
pub use limits::{OrgLimits, OrgLimitsUpdateParams, ProjectLimits, ProjectLimitsUpdateParams};
pub use log_event::LogEvent;
pub use login::{LoginParams, LoginResponse};
pub use nullable::Nullable;
pub use project::{Project, ProjectCreateParams, ProjectStatus, ProjectUpdateParams};
pub use submit::{SubmitParams, SubmitResponse};
pub use telemetry::{
    BrowserTelemetryCategoriesConfig, BrowserTelemetryCategoryConfig,
    BrowserTelemetryExportRequestConfig, BrowserTelemetryOTLPExportRequestConfig,
    BrowserTelemetryRequestConfig, OTLPDestinationRef,
};
pub use timeline::{TimelineEvent, TimelineEventType};

#[cfg(test)]
mod tests;
