//! Every string set of the service.

use super::types::{ts_name, Doc, EnumDef};

const fn set(name: &'static str, doc: &'static str, values: &'static [&'static str]) -> EnumDef {
    EnumDef {
        name: ts_name(name),
        doc: Doc::new(doc),
        values,
    }
}

/// Authentication status of an auth connection's profile.
pub static AUTH_STATUS: EnumDef = set(
    "AuthStatus",
    "Current authentication status of the profile.",
    &["AUTHENTICATED", "NEEDS_AUTH"],
);

/// Status of a login flow.
pub static FLOW_STATUS: EnumDef = set(
    "FlowStatus",
    "Status of the most recent login flow; a flow past `flow_expires_at` is EXPIRED.",
    &["IN_PROGRESS", "SUCCESS", "FAILED", "EXPIRED", "CANCELED"],
);

/// Step of a login flow.
pub static FLOW_STEP: EnumDef = set(
    "FlowStep",
    "Step of the most recent login flow.",
    &[
        "DISCOVERING",
        "AWAITING_INPUT",
        "AWAITING_EXTERNAL_ACTION",
        "SUBMITTING",
        "COMPLETED",
    ],
);

/// Kind of login flow.
pub static FLOW_TYPE: EnumDef = set(
    "FlowType",
    "Kind of login flow: a first login or an automatic re-authentication.",
    &["LOGIN", "REAUTH"],
);

/// Why the service can or cannot re-authenticate.
pub static CAN_REAUTH_REASON: EnumDef = set(
    "CanReauthReason",
    "Machine-readable reason for `can_reauth`. Affirmative: external_credential, \
     cua_has_credential, has_credential, viable_plans_found, no_requirements_recorded, \
     requirements_satisfiable. Negative (a human must complete the login): the others.",
    &[
        "external_credential",
        "cua_has_credential",
        "has_credential",
        "viable_plans_found",
        "no_requirements_recorded",
        "requirements_satisfiable",
        "no_prior_successful_login",
        "no_credential",
        "no_viable_plans",
        "viable_plans_require_external_action",
        "requires_external_action",
        "requires_totp_without_secret",
        "requires_sms_code",
        "requires_email_code",
        "requires_customer_input",
    ],
);

/// Kind of a canonical choice.
pub static CHOICE_TYPE: EnumDef = set(
    "ManagedAuthChoiceType",
    "Kind of a choice awaiting selection.",
    &[
        "mfa_method",
        "sso_provider",
        "sign_in_method",
        "auth_method",
        "identifier_method",
        "account",
        "other",
    ],
);

/// Semantic MFA method of a canonical choice.
pub static MFA_METHOD: EnumDef = set(
    "ManagedAuthMFAMethod",
    "Semantic MFA method of a choice (a different set from MFAType).",
    &[
        "sms", "call", "email", "totp", "push", "password", "passkey", "switch", "other",
    ],
);

/// MFA option type.
pub static MFA_TYPE: EnumDef = set(
    "MFAType",
    "MFA option type: password is for auth-method selection pages; switch is a generic \
     method-switcher link that names no method.",
    &["sms", "call", "email", "totp", "push", "password", "switch"],
);

/// Input type of a discovered field.
pub static DISCOVERED_FIELD_TYPE: EnumDef = set(
    "DiscoveredFieldType",
    "Input type of a discovered field.",
    &[
        "text", "email", "password", "tel", "number", "url", "code", "totp",
    ],
);

/// Kind of a canonical field.
pub static FIELD_TYPE: EnumDef = set(
    "ManagedAuthFieldType",
    "Kind of a canonical field awaiting input.",
    &[
        "identifier",
        "password",
        "code",
        "totp_code",
        "totp_secret",
        "text",
    ],
);

/// Status of a project.
pub static PROJECT_STATUS: EnumDef = set(
    "ProjectStatus",
    "Status of a project; an archived project is inactive.",
    &["active", "archived"],
);

/// Proxy mode of a browser proxy configuration.
pub static PROXY_MODE: EnumDef = set(
    "ProxyMode",
    "direct: no proxy regardless of stealth. default: the stealth-derived default (the \
     service's stealth proxy when stealth is true, direct egress when false).",
    &["direct", "default"],
);

/// Kind of a timeline event.
pub static TIMELINE_EVENT_TYPE: EnumDef = set(
    "TimelineEventType",
    "Kind of activity a timeline event records.",
    &["login", "reauth", "health_check"],
);

/// Every string set, in declaration order.
pub static ALL: &[&EnumDef] = &[
    &AUTH_STATUS,
    &FLOW_STATUS,
    &FLOW_STEP,
    &FLOW_TYPE,
    &CAN_REAUTH_REASON,
    &CHOICE_TYPE,
    &MFA_METHOD,
    &MFA_TYPE,
    &DISCOVERED_FIELD_TYPE,
    &FIELD_TYPE,
    &PROJECT_STATUS,
    &PROXY_MODE,
    &TIMELINE_EVENT_TYPE,
];
