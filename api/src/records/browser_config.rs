//! Browser configuration of an auth connection, proxy and credential
//! references.

use super::enums::PROXY_MODE;
use super::telemetry::TELEMETRY_REQUEST;
use crate::schema::NULLABLE;
use crate::schema::{
    field, index_of, mask_of, ts_name, CrossRule, Doc, Field, Form, ObjectDef, Ty,
};

const BROWSER_FIELDS: &[Field] = &[
    field(
        "proxy",
        Ty::Object(&BROWSER_PROXY),
        0,
        "Proxy for the connection's browser sessions. Omitted on create: the default derived \
         from stealth; omitted on update or login: the connection default is kept.",
    ),
    field(
        "stealth",
        Ty::Bool,
        0,
        "Stealth mode. Default when omitted: true.",
    ),
    field(
        "telemetry",
        Ty::Object(&TELEMETRY_REQUEST),
        NULLABLE,
        "Telemetry capture, with the same semantics as on browser create.",
    ),
];

/// Browser configuration applied to the sessions an auth connection creates.
pub static MANAGED_AUTH_BROWSER: ObjectDef = ObjectDef {
    name: ts_name("ManagedAuthBrowserConfig"),
    doc: Doc::new(
        "Browser configuration applied to the sessions created for an auth connection (login, \
          re-authentication, health checks). The service controls profile, headless mode, \
          timeout, start URL, kiosk mode and viewport.",
    ),
    fields: BROWSER_FIELDS,
    rules: &[],
};

const PROXY_FIELDS: &[Field] = &[
    field(
        "mode",
        Ty::Enum(&PROXY_MODE),
        0,
        "Proxy mode: direct or default.",
    ),
    field("id", Ty::NonEmptyStr, 0, "Proxy ID."),
    field(
        "name",
        Ty::NonEmptyStr,
        0,
        "Proxy name; must match exactly one active proxy in the project.",
    ),
];

/// Proxy selection for a browser: exactly one of mode, id, name.
pub static BROWSER_PROXY: ObjectDef = ObjectDef {
    name: ts_name("BrowserProxyConfig"),
    doc: Doc::new(
        "Proxy selection: exactly one of mode, id, name (an empty object is invalid). A \
          selected proxy must be in the same project as the browser; it changes egress only, \
          not stealth or CAPTCHA-solver behavior.",
    ),
    fields: PROXY_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        PROXY_FIELDS,
        &["mode", "id", "name"],
    ))],
};

const PROXY_REF_FIELDS: &[Field] = &[
    field("id", Ty::Str, 0, "Proxy ID."),
    field(
        "name",
        Ty::Str,
        0,
        "Proxy name; a name matching more than one active proxy is refused by the service.",
    ),
];

/// Reference to a proxy by id or name.
pub static PROXY_REF: ObjectDef = ObjectDef {
    name: ts_name("ProxyRef"),
    doc: Doc::new("Reference to a proxy in the same project: exactly one of id or name."),
    fields: PROXY_REF_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        PROXY_REF_FIELDS,
        &["id", "name"],
    ))],
};

const CREDENTIAL_FIELDS: &[Field] = &[
    field("name", Ty::Str, 0, "Name of a stored credential."),
    field(
        "provider",
        Ty::Str,
        0,
        "Name of the configured external credential provider.",
    ),
    field("path", Ty::Str, 0, "Provider-specific path of the item."),
    field(
        "auto",
        Ty::Bool,
        0,
        "true: look the item up by domain at the provider.",
    ),
];

/// Reference to a credential, in one of three forms.
pub static CREDENTIAL_REFERENCE: ObjectDef = ObjectDef {
    name: ts_name("CredentialReference"),
    doc: Doc::new(
        "Credential attached to a connection, in exactly one of three forms: `{ name }` (a \
          stored credential), `{ provider, path }` (an item of an external provider), \
          `{ provider, auto: true }` (looked up by domain at the provider).",
    ),
    fields: CREDENTIAL_FIELDS,
    rules: &[CrossRule::OneOfForms(&[
        Form {
            fields: mask_of(CREDENTIAL_FIELDS, &["name"]),
            must_be_true: 0,
        },
        Form {
            fields: mask_of(CREDENTIAL_FIELDS, &["provider", "path"]),
            must_be_true: 0,
        },
        Form {
            fields: mask_of(CREDENTIAL_FIELDS, &["provider", "auto"]),
            must_be_true: 1 << index_of(CREDENTIAL_FIELDS, "auto"),
        },
    ])],
};
