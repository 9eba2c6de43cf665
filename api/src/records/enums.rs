//! The string sets of managed auth and projects.

use crate::schema::{ts_name, value, Doc, EnumDef, EnumValue};

const fn set(name: &'static str, doc: &'static str, values: &'static [EnumValue]) -> EnumDef {
    EnumDef {
        name: ts_name(name),
        doc: Doc::new(doc),
        values,
    }
}

/// Authentication status of an auth connection's profile.
pub static AUTH_STATUS: EnumDef = set(
    "AuthStatus",
    "Current authentication status of an auth connection's profile.",
    &[
        value("AUTHENTICATED", "The profile is logged in."),
        value(
            "NEEDS_AUTH",
            "The profile needs a login (never logged in, or the session expired).",
        ),
    ],
);

/// Status of a login flow.
pub static FLOW_STATUS: EnumDef = set(
    "FlowStatus",
    "Status of the most recent login flow; a flow past `flow_expires_at` is EXPIRED.",
    &[
        value("IN_PROGRESS", "The flow is running."),
        value("SUCCESS", "The flow logged in."),
        value(
            "FAILED",
            "The flow failed; `error_code` and `error_message` say why.",
        ),
        value(
            "EXPIRED",
            "The flow passed `flow_expires_at` and is no longer valid.",
        ),
        value("CANCELED", "The flow was canceled."),
    ],
);

/// Step of a login flow.
pub static FLOW_STEP: EnumDef = set(
    "FlowStep",
    "Step of the most recent login flow.",
    &[
        value("DISCOVERING", "The service is discovering the login page."),
        value(
            "AWAITING_INPUT",
            "Fields or choices await input from the user.",
        ),
        value(
            "AWAITING_EXTERNAL_ACTION",
            "An external action (an e-mail link, a push approval) is awaited.",
        ),
        value("SUBMITTING", "Submitted values are being entered."),
        value("COMPLETED", "The flow has finished."),
    ],
);

/// Kind of login flow.
pub static FLOW_TYPE: EnumDef = set(
    "FlowType",
    "Kind of login flow: a first login or an automatic re-authentication.",
    &[
        value("LOGIN", "A login started through the API."),
        value(
            "REAUTH",
            "An automatic re-authentication after a health check found the session expired.",
        ),
    ],
);

/// Why the service can or cannot re-authenticate.
pub static CAN_REAUTH_REASON: EnumDef = set(
    "CanReauthReason",
    "Machine-readable reason for `can_reauth`. Affirmative: external_credential, \
     cua_has_credential, has_credential, viable_plans_found, no_requirements_recorded, \
     requirements_satisfiable. Negative (a human must complete the login): the others.",
    &[
        value(
            "external_credential",
            "Affirmative: an external credential provider is attached.",
        ),
        value(
            "cua_has_credential",
            "Affirmative: a CUA flow with a stored credential.",
        ),
        value(
            "has_credential",
            "Affirmative: a stored credential is attached; plan viability is not checked.",
        ),
        value(
            "viable_plans_found",
            "Affirmative: at least one stored login plan can be replayed.",
        ),
        value(
            "no_requirements_recorded",
            "Affirmative: no recorded credential requirements to fail against.",
        ),
        value(
            "requirements_satisfiable",
            "Affirmative: recorded requirements can be met by the attached credential.",
        ),
        value(
            "no_prior_successful_login",
            "Negative: no prior successful login.",
        ),
        value("no_credential", "Negative: no credential is attached."),
        value(
            "no_viable_plans",
            "Negative: a credential is attached but no replayable plan exists yet.",
        ),
        value(
            "viable_plans_require_external_action",
            "Negative: stored plans need an external step such as an e-mail link or push.",
        ),
        value(
            "requires_external_action",
            "Negative: the login requires an external action.",
        ),
        value(
            "requires_totp_without_secret",
            "Negative: the login requires a TOTP code and no TOTP secret is stored.",
        ),
        value(
            "requires_sms_code",
            "Negative: the login requires an SMS code.",
        ),
        value(
            "requires_email_code",
            "Negative: the login requires an e-mail code.",
        ),
        value(
            "requires_customer_input",
            "Negative: a field or choice is unavailable during unattended re-authentication.",
        ),
    ],
);

/// Kind of a canonical choice.
pub static CHOICE_TYPE: EnumDef = set(
    "ManagedAuthChoiceType",
    "Kind of a choice awaiting selection.",
    &[
        value("mfa_method", "Choice of an MFA method."),
        value("sso_provider", "Choice of an SSO provider."),
        value("sign_in_method", "Choice of a sign-in method."),
        value("auth_method", "Choice of an authentication method."),
        value("identifier_method", "Choice of an identifier method."),
        value("account", "Choice of an account."),
        value("other", "Any other choice."),
    ],
);

/// Semantic MFA method of a canonical choice.
pub static MFA_METHOD: EnumDef = set(
    "ManagedAuthMFAMethod",
    "Semantic MFA method of a choice (a different set from MFAType: it also has passkey and \
     other).",
    &[
        value("sms", "Code sent by SMS."),
        value("call", "Code given by a phone call."),
        value("email", "Code sent by e-mail."),
        value("totp", "Time-based one-time password."),
        value("push", "Push approval."),
        value("password", "Password."),
        value("passkey", "Passkey."),
        value(
            "switch",
            "Generic method-switcher link that names no method.",
        ),
        value("other", "Any other method."),
    ],
);

/// MFA option type.
pub static MFA_TYPE: EnumDef = set(
    "MFAType",
    "MFA option type: password is for auth-method selection pages; switch is a generic \
     method-switcher link that names no method.",
    &[
        value("sms", "Code sent by SMS."),
        value("call", "Code given by a phone call."),
        value("email", "Code sent by e-mail."),
        value("totp", "Time-based one-time password."),
        value("push", "Push approval."),
        value("password", "Password, for auth-method selection pages."),
        value(
            "switch",
            "Generic method-switcher link that names no method.",
        ),
    ],
);

/// Input type of a discovered field.
pub static DISCOVERED_FIELD_TYPE: EnumDef = set(
    "DiscoveredFieldType",
    "Input type of a discovered field.",
    &[
        value("text", "Free text."),
        value("email", "E-mail address."),
        value("password", "Password."),
        value("tel", "Telephone number."),
        value("number", "Number."),
        value("url", "URL."),
        value("code", "One-time code."),
        value("totp", "Time-based one-time password."),
    ],
);

/// Kind of a canonical field.
pub static FIELD_TYPE: EnumDef = set(
    "ManagedAuthFieldType",
    "Kind of a canonical field awaiting input.",
    &[
        value(
            "identifier",
            "Account identifier (user name, e-mail, phone).",
        ),
        value("password", "Password."),
        value("code", "One-time code."),
        value("totp_code", "Time-based one-time password code."),
        value(
            "totp_secret",
            "TOTP secret, from which codes are generated.",
        ),
        value("text", "Free text."),
    ],
);

/// Status of a project.
pub static PROJECT_STATUS: EnumDef = set(
    "ProjectStatus",
    "Status of a project; an archived project is inactive.",
    &[
        value("active", "The project is active."),
        value(
            "archived",
            "The project is archived; naming it in the project header gives 404 \
             `project_not_found`.",
        ),
    ],
);

/// Proxy mode of a browser proxy configuration.
pub static PROXY_MODE: EnumDef = set(
    "ProxyMode",
    "Proxy mode of a browser proxy configuration.",
    &[
        value("direct", "No proxy, regardless of stealth."),
        value(
            "default",
            "The stealth-derived default: the service's default stealth proxy when stealth is \
             true, direct egress when false. Mainly useful on update to restore the default \
             after a selected proxy.",
        ),
    ],
);

/// Kind of a timeline event.
pub static TIMELINE_EVENT_TYPE: EnumDef = set(
    "TimelineEventType",
    "Kind of activity a timeline event records; also the `type` filter of the timeline \
     query.",
    &[
        value("login", "A login flow."),
        value("reauth", "An automatic re-authentication."),
        value("health_check", "A health check."),
    ],
);
