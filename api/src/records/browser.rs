//! Browser sessions: the record, what creates one, and the queries that
//! find them.

use super::paging::{LIMIT, OFFSET};
use super::telemetry::{CATEGORIES, TELEMETRY_REQUEST};
use crate::schema::{
    field, mask_of, ts_name, value, Bounds, CrossRule, Doc, EnumDef, Field, ObjectDef, Ty,
    BEARER_URL, DEPRECATED, NON_NEGATIVE, NULLABLE, REQUIRED, SECRET,
};

const VIEWPORT_DOC: &str = "Initial window size in pixels, with an optional refresh rate. \
                            Omitted: the image's default (1920x1080@25; 1920x1080@60 on GPU \
                            images).";

const TAGS_DOC: &str = "User-defined key-value tags, used to find and group sessions; up to \
                        50 pairs.";

const CHROME_POLICY_DOC: &str = "Chrome enterprise policy overrides, keyed by policy name. \
                                 Policies the service manages (extensions, proxy, CDP and \
                                 automation) are refused.";

/// A browser session.
pub static BROWSER: ObjectDef = ObjectDef {
    name: ts_name("Browser"),
    doc: Doc::new("A browser session running in the cloud."),
    fields: &[
        field(
            "session_id",
            Ty::Str,
            REQUIRED,
            "Unique identifier of the session.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the session was created.",
        ),
        field(
            "cdp_ws_url",
            Ty::Uri,
            REQUIRED | SECRET,
            "WebSocket URL for Chrome DevTools Protocol connections; its query holds the session's token.",
        ),
        field(
            "webdriver_ws_url",
            Ty::Uri,
            REQUIRED | SECRET,
            "WebSocket URL for WebDriver BiDi connections; its query holds the session's token.",
        ),
        field(
            "headless",
            Ty::Bool,
            REQUIRED,
            "Whether the session runs a headless image (no live view).",
        ),
        field(
            "stealth",
            Ty::Bool,
            REQUIRED,
            "Whether the session runs in stealth mode.",
        ),
        field(
            "timeout_seconds",
            NON_NEGATIVE,
            REQUIRED,
            "Seconds of inactivity after which the session is terminated.",
        ),
        field("name", Ty::Str, 0, "Human-readable name, if one was set."),
        field(
            "base_url",
            Ty::Uri,
            0,
            "HTTP base URL of the session's in-VM API.",
        ),
        field(
            "browser_live_view_url",
            Ty::Uri,
            SECRET | BEARER_URL,
            "URL of the session's live view, its query holding a token; only for sessions that are not headless.",
        ),
        field(
            "chrome_policy",
            Ty::Map(&Ty::Any),
            0,
            "Chrome enterprise policy overrides applied to the session, echoed back.",
        ),
        field(
            "deleted_at",
            Ty::DateTime,
            0,
            "When the session was deleted; only on deleted sessions.",
        ),
        field(
            "gpu",
            Ty::Bool,
            0,
            "Whether GPU acceleration is on (headful sessions only).",
        ),
        field(
            "kiosk_mode",
            Ty::Bool,
            0,
            "Whether the session runs in kiosk mode.",
        ),
        field(
            "pool",
            Ty::Object(&BROWSER_POOL_REF),
            0,
            "The browser pool the session was acquired from, if any.",
        ),
        field(
            "profile",
            Ty::Object(&PROFILE),
            0,
            "The profile loaded into the session, if any.",
        ),
        field("proxy_id", Ty::Str, 0, "ID of the session's proxy, if any."),
        field(
            "start_url",
            Ty::Str,
            0,
            "The URL the session was asked to open on creation, if any: what was requested, \
             not what loaded.",
        ),
        field("tags", Ty::Map(&Ty::Str), 0, TAGS_DOC),
        field(
            "telemetry",
            Ty::Object(&TELEMETRY_CONFIG),
            NULLABLE,
            "Active telemetry configuration, if any.",
        ),
        field(
            "usage",
            Ty::Object(&BROWSER_USAGE),
            0,
            "Usage metrics of the session.",
        ),
        field("viewport", Ty::Object(&BROWSER_VIEWPORT), 0, VIEWPORT_DOC),
    ],
    rules: &[],
};

/// A browser pool a session came from.
pub static BROWSER_POOL_REF: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolRef"),
    doc: Doc::new("The browser pool a session was acquired from."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Browser pool ID."),
        field("name", Ty::Str, 0, "Browser pool name, if set."),
    ],
    rules: &[],
};

/// A browser profile's metadata.
pub static PROFILE: ObjectDef = ObjectDef {
    name: ts_name("Profile"),
    doc: Doc::new("A browser profile's metadata."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Unique identifier of the profile."),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the profile was created.",
        ),
        field("name", Ty::Str, NULLABLE, "Name of the profile, if set."),
        field(
            "last_used_at",
            Ty::DateTime,
            0,
            "When the profile was last used.",
        ),
        field(
            "updated_at",
            Ty::DateTime,
            0,
            "When the profile last changed.",
        ),
    ],
    rules: &[],
};

/// A session's telemetry configuration, as the service reports it.
pub static TELEMETRY_CONFIG: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryConfig"),
    doc: Doc::new("A session's active telemetry configuration."),
    fields: &[field(
        "browser",
        Ty::Object(&CATEGORIES),
        0,
        "Which categories are captured.",
    )],
    rules: &[],
};

/// A session's usage.
pub static BROWSER_USAGE: ObjectDef = ObjectDef {
    name: ts_name("BrowserUsage"),
    doc: Doc::new("Usage metrics of a session."),
    fields: &[field(
        "uptime_ms",
        Ty::Integer(&Bounds {
            min: 0,
            max: i64::MAX,
        }),
        REQUIRED,
        "Milliseconds the session was actively running.",
    )],
    rules: &[],
};

/// Pixels or hertz: any positive whole number.
const POSITIVE: Ty = Ty::Integer(&Bounds {
    min: 1,
    max: i64::MAX,
});

/// A browser window's size.
pub static BROWSER_VIEWPORT: ObjectDef = ObjectDef {
    name: ts_name("BrowserViewport"),
    doc: Doc::new(VIEWPORT_DOC),
    fields: &[
        field("width", POSITIVE, REQUIRED, "Window width in pixels."),
        field("height", POSITIVE, REQUIRED, "Window height in pixels."),
        field(
            "refresh_rate",
            POSITIVE,
            0,
            "Display refresh rate in Hz; omitted: chosen from the size.",
        ),
    ],
    rules: &[],
};

const EXTENSION_FIELDS: &[Field] = &[
    field("id", Ty::NonEmptyStr, 0, "Extension ID."),
    field(
        "name",
        Ty::NonEmptyStr,
        0,
        "Extension name: 1 to 255 letters, digits, dots, underscores or hyphens.",
    ),
];

/// An extension to load, by id or name.
pub static BROWSER_EXTENSION: ObjectDef = ObjectDef {
    name: ts_name("BrowserExtension"),
    doc: Doc::new("An extension to load into a session: exactly one of id or name."),
    fields: EXTENSION_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        EXTENSION_FIELDS,
        &["id", "name"],
    ))],
};

const PROFILE_CHOICE_FIELDS: &[Field] = &[
    field("id", Ty::NonEmptyStr, 0, "Profile ID."),
    field(
        "name",
        Ty::NonEmptyStr,
        0,
        "Profile name: 1 to 255 letters, digits, dots, underscores or hyphens.",
    ),
    field(
        "save_changes",
        Ty::Bool,
        0,
        "Save the session's changes back to the profile when it ends.",
    ),
];

/// A profile to load, by id or name.
pub static BROWSER_PROFILE: ObjectDef = ObjectDef {
    name: ts_name("BrowserProfile"),
    doc: Doc::new(
        "A profile to load into a session: exactly one of id or name. The profile must exist.",
    ),
    fields: PROFILE_CHOICE_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        PROFILE_CHOICE_FIELDS,
        &["id", "name"],
    ))],
};

/// Body of the browser create request.
pub static BROWSER_CREATE: ObjectDef = ObjectDef {
    name: ts_name("BrowserCreateParams"),
    doc: Doc::new("Create a browser session; every member is optional."),
    fields: &[
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "Human-readable name, unique among the project's active sessions.",
        ),
        field(
            "headless",
            Ty::Bool,
            0,
            "Run a headless image (no live view). Default: false.",
        ),
        field(
            "stealth",
            Ty::Bool,
            0,
            "Run in stealth mode, to reduce detection by anti-bot measures.",
        ),
        field(
            "timeout_seconds",
            Ty::Integer(&Bounds {
                min: 10,
                max: 259_200,
            }),
            0,
            "Seconds of inactivity (no CDP or live view connection) before the session is \
             terminated, checked every 5 s. Default: 60; at most 72 hours.",
        ),
        field(
            "start_url",
            Ty::Uri,
            0,
            "URL to open once created; a failed navigation does not fail the creation.",
        ),
        field(
            "profile",
            Ty::Object(&BROWSER_PROFILE),
            0,
            "Profile to load into the session.",
        ),
        field(
            "proxy_id",
            Ty::NonEmptyStr,
            0,
            "Proxy for the session, in the same project.",
        ),
        field(
            "extensions",
            Ty::Array(&Ty::Object(&BROWSER_EXTENSION)),
            0,
            "Extensions to load into the session.",
        ),
        field("viewport", Ty::Object(&BROWSER_VIEWPORT), 0, VIEWPORT_DOC),
        field(
            "kiosk_mode",
            Ty::Bool,
            0,
            "Hide the address bar and tabs in the live view.",
        ),
        field(
            "gpu",
            Ty::Bool,
            0,
            "GPU acceleration; needs a headful session and a plan that includes it.",
        ),
        field("tags", Ty::Map(&Ty::Str), 0, TAGS_DOC),
        field("chrome_policy", Ty::Map(&Ty::Any), 0, CHROME_POLICY_DOC),
        field(
            "telemetry",
            Ty::Object(&TELEMETRY_REQUEST),
            NULLABLE,
            "Telemetry capture; omitted, null or `{}`: no capture.",
        ),
        field(
            "invocation_id",
            Ty::NonEmptyStr,
            0,
            "The action invocation creating the session.",
        ),
    ],
    rules: &[],
};

/// A viewport change of a browser update.
pub static BROWSER_VIEWPORT_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("BrowserViewportUpdate"),
    doc: Doc::new("Viewport configuration to apply to a running browser session."),
    fields: &[
        field("width", POSITIVE, REQUIRED, "Window width in pixels."),
        field("height", POSITIVE, REQUIRED, "Window height in pixels."),
        field(
            "refresh_rate",
            POSITIVE,
            0,
            "Display refresh rate in Hz; omitted: chosen from the size.",
        ),
        field(
            "force",
            Ty::Bool,
            0,
            "Resize even while a live view or a recording is active (recordings are stopped \
             and restarted at the new size, as separate segments). Default: false, and the \
             resize is refused while either is active.",
        ),
    ],
    rules: &[],
};

/// Body of the browser update request.
pub static BROWSER_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("BrowserUpdateParams"),
    doc: Doc::new("Update a browser session; omitted members are left unchanged."),
    fields: &[
        field(
            "disable_default_proxy",
            Ty::Bool,
            0,
            "Stealth sessions connect directly instead of through the default stealth proxy.",
        ),
        field(
            "name",
            Ty::Str,
            NULLABLE,
            "New human-readable name, unique among the project's active sessions; an empty \
             string clears the name. Omitted or null: unchanged.",
        ),
        field(
            "profile",
            Ty::Object(&BROWSER_PROFILE),
            0,
            "Profile to load; only when the session has none loaded yet.",
        ),
        field(
            "proxy_id",
            Ty::Str,
            NULLABLE,
            "Proxy for the session, in the same project; an empty string removes the proxy. \
             Omitted or null: unchanged.",
        ),
        field(
            "tags",
            Ty::Map(&Ty::Str),
            NULLABLE,
            "Replaces the whole tag set (not a merge); `{}` clears every tag. Up to 50 pairs. \
             Omitted or null: unchanged.",
        ),
        field(
            "telemetry",
            Ty::Object(&TELEMETRY_REQUEST),
            NULLABLE,
            "Telemetry capture; omitted, null or `{}`: unchanged. `enabled: true` turns \
             capture on with the default set, `enabled: false` stops it, and category \
             settings merge onto the current selection; disabling every category stops \
             capture too.",
        ),
        field(
            "viewport",
            Ty::Object(&BROWSER_VIEWPORT_UPDATE),
            0,
            "Window size to apply to the running session.",
        ),
    ],
    rules: &[],
};

/// The query of a browser read.
pub static RETRIEVE_BROWSER_QUERY: ObjectDef = ObjectDef {
    name: ts_name("RetrieveBrowserQuery"),
    doc: Doc::new("Options of a browser read."),
    fields: &[field(
        "include_deleted",
        Ty::Bool,
        0,
        "Find deleted sessions too.",
    )],
    rules: &[],
};

/// Which sessions a browser list returns.
pub static BROWSER_STATUS_FILTER: EnumDef = EnumDef {
    name: ts_name("BrowserStatusFilter"),
    doc: Doc::new("Which sessions a list returns."),
    values: &[
        value("active", "Only active sessions (the default)."),
        value("deleted", "Only deleted sessions."),
        value("all", "Active and deleted sessions."),
    ],
};

/// The query of the browser list.
pub static LIST_BROWSERS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListBrowsersQuery"),
    doc: Doc::new("One page of the project's browser sessions."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "status",
            Ty::Enum(&BROWSER_STATUS_FILTER),
            0,
            "Which sessions: active (the default), deleted or all.",
        ),
        field(
            "query",
            Ty::Str,
            0,
            "Search by name, session ID, profile ID, proxy ID or pool name.",
        ),
        field(
            "tags",
            Ty::Map(&Ty::Str),
            0,
            "Only sessions with every one of these tags, sent as `tags[key]=value`.",
        ),
        field(
            "include_deleted",
            Ty::Bool,
            DEPRECATED,
            "Deprecated: use `status: 'all'`. Deleted sessions too.",
        ),
    ],
    rules: &[],
};
