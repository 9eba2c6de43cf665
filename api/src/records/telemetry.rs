//! Browser telemetry configuration of a request.

use crate::schema::{field, index_of, mask_of, ts_name, CrossRule, Doc, Field, ObjectDef, Ty};

const REQUEST_FIELDS: &[Field] = &[
    field(
        "enabled",
        Ty::Bool,
        0,
        "true enables capture (the default set control, connection, system, captcha, with \
         category settings layered on); on update, true resolves the configuration fresh and \
         omitting it merges categories onto the current selection. false stops capture on \
         update and starts none on create, and cannot be combined with category settings.",
    ),
    field(
        "browser",
        Ty::Object(&CATEGORIES),
        0,
        "Category settings: on create layered onto the default set, on update merged onto the \
         current configuration; omitted or empty means the default set.",
    ),
    field(
        "export",
        Ty::Object(&EXPORT),
        0,
        "Export of captured telemetry; omit to capture without exporting.",
    ),
];

/// Telemetry capture settings for a browser.
pub static TELEMETRY_REQUEST: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryRequestConfig"),
    doc: Doc::new("Telemetry capture settings for a browser."),
    fields: REQUEST_FIELDS,
    rules: &[CrossRule::FalseExcludes {
        flag: index_of(REQUEST_FIELDS, "enabled"),
        others: mask_of(REQUEST_FIELDS, &["browser"]),
    }],
};

const fn category(name: &'static str, doc: &'static str) -> Field {
    field(name, Ty::Object(&CATEGORY), 0, doc)
}

/// Per-category telemetry settings.
pub static CATEGORIES: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryCategoriesConfig"),
    doc: Doc::new("Per-category telemetry settings."),
    fields: &[
        category(
            "control",
            "Agent-driven actions against the browser. Default: on.",
        ),
        category(
            "connection",
            "Client attach and detach for the CDP proxy and live view. Default: on.",
        ),
        category(
            "system",
            "Browser VM health such as out-of-memory kills. Default: on.",
        ),
        category("captcha", "CAPTCHA solve attempt outcomes. Default: on."),
        category(
            "console",
            "Console output and uncaught exceptions. Default: off.",
        ),
        category(
            "network",
            "HTTP request and response metadata; text bodies truncated at 8 KB (JSON, XML, form \
             data) or 4 KB (other text), binary bodies excluded. Default: off.",
        ),
        category(
            "page",
            "Navigation, DOMContentLoaded, load, layout shifts, LCP. Default: off.",
        ),
        category(
            "interaction",
            "Clicks, keydowns, scroll-settled events. Default: off.",
        ),
        category(
            "screenshot",
            "Periodic base64 viewport screenshots; high volume. Default: off.",
        ),
    ],
    rules: &[],
};

/// One telemetry category's setting.
pub static CATEGORY: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryCategoryConfig"),
    doc: Doc::new("One telemetry category's setting."),
    fields: &[field(
        "enabled",
        Ty::Bool,
        0,
        "Whether the category is captured.",
    )],
    rules: &[],
};

/// Telemetry export settings.
pub static EXPORT: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryExportRequestConfig"),
    doc: Doc::new(
        "Telemetry export, honored when a browser is created (including the browser a login \
          creates); ignored on browser update.",
    ),
    fields: &[field(
        "otlp",
        Ty::Object(&OTLP_EXPORT),
        0,
        "Export to an OTLP destination.",
    )],
    rules: &[],
};

const OTLP_FIELDS: &[Field] = &[
    field(
        "destination",
        Ty::Object(&OTLP_DESTINATION),
        0,
        "Destination in the project the request resolves to; requires telemetry capture. \
         Setting it implies enabled.",
    ),
    field(
        "enabled",
        Ty::Bool,
        0,
        "Whether export is on; false together with a destination is refused.",
    ),
];

/// OTLP export settings.
pub static OTLP_EXPORT: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryOTLPExportRequestConfig"),
    doc: Doc::new("OTLP export settings."),
    fields: OTLP_FIELDS,
    rules: &[CrossRule::FalseExcludes {
        flag: index_of(OTLP_FIELDS, "enabled"),
        others: mask_of(OTLP_FIELDS, &["destination"]),
    }],
};

const DESTINATION_FIELDS: &[Field] = &[
    field("id", Ty::Str, 0, "Destination ID."),
    field("name", Ty::Str, 0, "Destination name."),
];

/// Reference to an OTLP export destination.
pub static OTLP_DESTINATION: ObjectDef = ObjectDef {
    name: ts_name("OTLPDestinationRef"),
    doc: Doc::new("Reference to an OTLP export destination: exactly one of id or name."),
    fields: DESTINATION_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        DESTINATION_FIELDS,
        &["id", "name"],
    ))],
};
