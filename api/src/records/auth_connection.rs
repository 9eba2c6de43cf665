//! The auth connection record and its create and update requests.

use super::browser_config::{CREDENTIAL_REFERENCE, MANAGED_AUTH_BROWSER, PROXY_REF};
use super::choices::{
    CHOICE, DISCOVERED_FIELD, MANAGED_AUTH_FIELD, MFA_OPTION, SIGN_IN_OPTION, SSO_BUTTON,
};
use super::enums::{AUTH_STATUS, CAN_REAUTH_REASON, FLOW_STATUS, FLOW_STEP, FLOW_TYPE};
use super::paging::{LIMIT, OFFSET};
use super::telemetry::TELEMETRY_REQUEST;
use crate::schema::{
    field, ts_name, Bounds, Doc, Field, ObjectDef, Ty, BEARER_URL, DEPRECATED, NULLABLE, REQUIRED,
    SECRET,
};

static CHOICES: Ty = Ty::Object(&CHOICE);
static DISCOVERED_FIELDS: Ty = Ty::Object(&DISCOVERED_FIELD);
static MANAGED_AUTH_FIELDS: Ty = Ty::Object(&MANAGED_AUTH_FIELD);
static MFA_OPTIONS: Ty = Ty::Object(&MFA_OPTION);
static SSO_BUTTONS: Ty = Ty::Object(&SSO_BUTTON);
static SIGN_IN_OPTIONS: Ty = Ty::Object(&SIGN_IN_OPTION);

const STRINGS: Ty = Ty::Array(&Ty::Str);
const INTERVAL: Ty = Ty::Integer(&Bounds {
    min: 300,
    max: 86400,
});

/// The auth connection record.
pub static AUTH_CONNECTION: ObjectDef = ObjectDef {
    name: ts_name("AuthConnection"),
    doc: Doc::new(
        "An auth connection: binds one browser profile to one domain and keeps it logged in. \
          The flow fields reflect the most recent login flow and are null when none was started.",
    ),
    fields: RECORD_FIELDS,
    rules: &[],
};

/// Members of the record, shared with the flow's state event.
pub(super) const RECORD_FIELDS: &[Field] = &[
    field(
        "id",
        Ty::Str,
        REQUIRED,
        "Unique identifier of the connection.",
    ),
    field(
        "profile_name",
        Ty::Str,
        REQUIRED,
        "Profile associated with the connection.",
    ),
    field("domain", Ty::Str, REQUIRED, "Target domain."),
    field(
        "status",
        Ty::Enum(&AUTH_STATUS),
        REQUIRED,
        "Current authentication status.",
    ),
    field(
        "save_credentials",
        Ty::Bool,
        REQUIRED,
        "Whether credentials are saved after every successful login; one-time codes are \
             never saved.",
    ),
    field(
        "record_session",
        Ty::Bool,
        REQUIRED,
        "Whether browser sessions are recorded by default; can be overridden per login.",
    ),
    field(
        "allowed_domains",
        STRINGS,
        0,
        "Extra domains valid for the flow besides the primary domain.",
    ),
    field(
        "auto_reauth",
        Ty::Bool,
        0,
        "Whether automatic re-authentication is permitted.",
    ),
    field(
        "browser",
        Ty::Object(&MANAGED_AUTH_BROWSER),
        0,
        "Default browser configuration for login, re-authentication and health-check \
             sessions.",
    ),
    field(
        "browser_session_id",
        Ty::Str,
        NULLABLE,
        "Browser session driving the current flow; present while a flow is in progress.",
    ),
    field(
        "browser_telemetry",
        Ty::Object(&TELEMETRY_REQUEST),
        NULLABLE | DEPRECATED,
        "Use browser.telemetry.",
    ),
    field(
        "can_reauth",
        Ty::Bool,
        0,
        "Whether the service can re-authenticate automatically when the session expires.",
    ),
    field(
        "can_reauth_reason",
        Ty::Enum(&CAN_REAUTH_REASON),
        0,
        "Machine-readable reason for can_reauth.",
    ),
    field(
        "choices",
        Ty::Array(&CHOICES),
        NULLABLE,
        "Choices awaiting selection; preferred over pending_sso_buttons, mfa_options and \
             sign_in_options when present.",
    ),
    field(
        "credential",
        Ty::Object(&CREDENTIAL_REFERENCE),
        0,
        "Credential attached to the connection.",
    ),
    field(
        "discovered_fields",
        Ty::Array(&DISCOVERED_FIELDS),
        NULLABLE,
        "Fields awaiting input; present when flow_step is AWAITING_INPUT.",
    ),
    field(
        "error_code",
        Ty::Str,
        NULLABLE,
        "Machine-readable error; present when flow_status is FAILED.",
    ),
    field(
        "error_message",
        Ty::Str,
        NULLABLE,
        "Error description; present when flow_status is FAILED.",
    ),
    field(
        "external_action_message",
        Ty::Str,
        NULLABLE,
        "Instructions for the external action; present when flow_step is \
             AWAITING_EXTERNAL_ACTION.",
    ),
    field(
        "fields",
        Ty::Array(&MANAGED_AUTH_FIELDS),
        NULLABLE,
        "Fields awaiting input; preferred over discovered_fields when present.",
    ),
    field(
        "flow_expires_at",
        Ty::DateTime,
        NULLABLE,
        "When the current flow expires; null when no flow is in progress.",
    ),
    field(
        "flow_status",
        Ty::Enum(&FLOW_STATUS),
        NULLABLE,
        "Status of the flow.",
    ),
    field(
        "flow_step",
        Ty::Enum(&FLOW_STEP),
        NULLABLE,
        "Step of the flow.",
    ),
    field("flow_type", Ty::Enum(&FLOW_TYPE), NULLABLE, "Kind of flow."),
    field(
        "health_check_interval",
        INTERVAL,
        NULLABLE,
        "Seconds between automatic health checks (300 to 86400).",
    ),
    field(
        "health_checks",
        Ty::Bool,
        0,
        "Whether periodic health checks are enabled; a manual health check works \
             regardless.",
    ),
    field(
        "hosted_url",
        Ty::Uri,
        NULLABLE | SECRET,
        "Hosted-login URL; present while a flow is in progress.",
    ),
    field(
        "last_auth_at",
        Ty::DateTime,
        DEPRECATED,
        "Alias of last_auth_check_at (the last health-check time); use last_auth_check_at.",
    ),
    field(
        "last_auth_check_at",
        Ty::DateTime,
        0,
        "When the most recent health check ran, whatever its outcome.",
    ),
    field(
        "live_view_url",
        Ty::Uri,
        NULLABLE | SECRET | BEARER_URL,
        "Live browser view for debugging; present while a flow is in progress.",
    ),
    field(
        "login_url",
        Ty::Uri,
        0,
        "Login page URL used to skip discovery.",
    ),
    field(
        "mfa_options",
        Ty::Array(&MFA_OPTIONS),
        NULLABLE,
        "MFA method options; present when flow_step is AWAITING_INPUT.",
    ),
    field(
        "pending_sso_buttons",
        Ty::Array(&SSO_BUTTONS),
        NULLABLE,
        "SSO buttons available; same presence rule as mfa_options.",
    ),
    field(
        "post_login_url",
        Ty::Uri,
        0,
        "URL where the browser landed after a successful login.",
    ),
    field(
        "proxy_id",
        Ty::Str,
        DEPRECATED,
        "Read browser.proxy instead.",
    ),
    field(
        "sign_in_options",
        Ty::Array(&SIGN_IN_OPTIONS),
        NULLABLE,
        "Non-MFA choices such as account or organization pickers.",
    ),
    field("sso_provider", Ty::Str, NULLABLE, "SSO provider in use."),
    field(
        "website_error",
        Ty::Str,
        NULLABLE,
        "Error text visible on the website during login.",
    ),
];

/// Create fields: `domain` and `profile_name` first, then those update shares.
const CREATE_FIELDS: &[Field] = &[
    field("domain", Ty::Str, REQUIRED, "Domain for authentication."),
    field(
        "profile_name",
        Ty::Str,
        REQUIRED,
        "Profile to manage; created automatically if it does not exist.",
    ),
    field(
        "allowed_domains",
        STRINGS,
        0,
        "Extra domains valid for the flow (login pages that redirect elsewhere need them); \
         widely used identity providers are allowed automatically.",
    ),
    field(
        "auto_reauth",
        Ty::Bool,
        0,
        "Permission to re-authenticate after a scheduled health check finds an expired \
         session; no effect when health_checks is false. Default on create: true.",
    ),
    field(
        "browser",
        Ty::Object(&MANAGED_AUTH_BROWSER),
        0,
        "Default browser configuration.",
    ),
    field(
        "browser_telemetry",
        Ty::Object(&TELEMETRY_REQUEST),
        NULLABLE | DEPRECATED,
        "Use browser.telemetry.",
    ),
    field(
        "credential",
        Ty::Object(&CREDENTIAL_REFERENCE),
        0,
        "Credential to use.",
    ),
    field(
        "health_check_interval",
        INTERVAL,
        0,
        "Seconds between health checks, 300 to 86400. Default on create: 3600 or the plan \
         minimum, whichever is larger (Enterprise 300, Startup 1200, Hobbyist 3600, Free 21600).",
    ),
    field(
        "health_checks",
        Ty::Bool,
        0,
        "Periodic status verification; when false auto_reauth has no effect. Default on \
         create: true.",
    ),
    field(
        "login_url",
        Ty::Uri,
        0,
        "Login page URL that skips discovery.",
    ),
    field(
        "proxy",
        Ty::Object(&PROXY_REF),
        DEPRECATED,
        "Use browser.proxy.",
    ),
    field(
        "record_session",
        Ty::Bool,
        0,
        "Record browser sessions by default. Default on create: false.",
    ),
    field(
        "save_credentials",
        Ty::Bool,
        0,
        "Save credentials after every successful login. Default on create: true.",
    ),
];

/// Body of the create request.
pub static AUTH_CONNECTION_CREATE: ObjectDef = ObjectDef {
    name: ts_name("AuthConnectionCreateParams"),
    doc: Doc::new("Create an auth connection. Omitted fields take the service's defaults."),
    fields: CREATE_FIELDS,
    rules: &[],
};

/// Body of the update request.
pub static AUTH_CONNECTION_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("AuthConnectionUpdateParams"),
    doc: Doc::new(
        "Update an auth connection: any create field but domain and profile_name; omitted \
          fields are left unchanged.",
    ),
    fields: CREATE_FIELDS.split_at(2).1,
    rules: &[],
};

/// The query of the auth connection list.
pub static LIST_CONNECTIONS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListConnectionsQuery"),
    doc: Doc::new("One page of the project's auth connections."),
    fields: &[
        OFFSET,
        LIMIT,
        field("domain", Ty::Str, 0, "Only connections for this domain."),
        field(
            "profile_name",
            Ty::Str,
            0,
            "Only connections of this profile.",
        ),
        field("query", Ty::Str, 0, "Free-text search."),
    ],
    rules: &[],
};
