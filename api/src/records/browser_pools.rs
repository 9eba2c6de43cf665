//! Browser pools: warm browsers kept ready to be acquired, and what
//! configures, acquires and releases them.

use super::browser::{BROWSER_EXTENSION, BROWSER_VIEWPORT, TELEMETRY_CONFIG};
use super::paging::{LIMIT, OFFSET};
use super::telemetry::CATEGORIES;
use crate::schema::{
    field, index_of, mask_of, ts_name, Bounds, CrossRule, Doc, Field, ObjectDef, Ty, NON_NEGATIVE,
    NULLABLE, REQUIRED,
};

const CHROME_POLICY_DOC: &str = "Chrome enterprise policy overrides for the pool's browsers, \
                                 keyed by policy name.";

const VIEWPORT_DOC: &str = "Window size of the pool's browsers, with an optional refresh rate.";

/// A pool's size: how many browsers it keeps warm.
const SIZE: Ty = Ty::Integer(&Bounds { min: 1, max: 1000 });

/// Seconds of inactivity before an acquired browser is terminated.
const TIMEOUT: Ty = Ty::Integer(&Bounds {
    min: 10,
    max: 259_200,
});

const PROFILE_FIELDS: &[Field] = &[
    field("id", Ty::NonEmptyStr, 0, "Profile ID."),
    field("name", Ty::NonEmptyStr, 0, "Profile name."),
];

/// The profile a pool's browsers load.
pub static BROWSER_POOL_PROFILE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolProfile"),
    doc: Doc::new("The profile loaded into a pool's browsers: exactly one of id or name."),
    fields: PROFILE_FIELDS,
    rules: &[CrossRule::ExactlyOneOf(mask_of(
        PROFILE_FIELDS,
        &["id", "name"],
    ))],
};

const TELEMETRY_FIELDS: &[Field] = &[
    field(
        "enabled",
        Ty::Bool,
        0,
        "true captures the default categories with any settings layered on; false captures \
         nothing and takes no category settings.",
    ),
    field(
        "browser",
        Ty::Object(&CATEGORIES),
        0,
        "Category settings, layered onto the default set.",
    ),
];

/// Telemetry capture of a pool's browsers (pools take no export).
pub static BROWSER_POOL_TELEMETRY: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolTelemetry"),
    doc: Doc::new("Telemetry capture of a pool's browsers; pools take no export."),
    fields: TELEMETRY_FIELDS,
    rules: &[CrossRule::FalseExcludes {
        flag: index_of(TELEMETRY_FIELDS, "enabled"),
        others: mask_of(TELEMETRY_FIELDS, &["browser"]),
    }],
};

/// A pool's profile or extension, as the service reports it.
pub static BROWSER_POOL_CONFIG_REF: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolConfigRef"),
    doc: Doc::new("A profile or extension of a pool's configuration, by id or name."),
    fields: &[
        field("id", Ty::Str, 0, "Its ID, if given."),
        field("name", Ty::Str, 0, "Its name, if given."),
    ],
    rules: &[],
};

/// The settings a pool's browsers share, as the service reports them.
pub static BROWSER_POOL_CONFIG: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolConfig"),
    doc: Doc::new("The settings a pool's browsers are created with."),
    fields: &[
        field(
            "size",
            NON_NEGATIVE,
            REQUIRED,
            "How many browsers the pool keeps.",
        ),
        field("chrome_policy", Ty::Map(&Ty::Any), 0, CHROME_POLICY_DOC),
        field(
            "extensions",
            Ty::Array(&Ty::Object(&BROWSER_POOL_CONFIG_REF)),
            0,
            "Extensions loaded into the pool's browsers.",
        ),
        field(
            "fill_rate_per_minute",
            NON_NEGATIVE,
            0,
            "Percent of the pool filled per minute.",
        ),
        field(
            "headless",
            Ty::Bool,
            0,
            "Whether the pool's browsers are headless.",
        ),
        field(
            "kiosk_mode",
            Ty::Bool,
            0,
            "Whether the pool's browsers run in kiosk mode.",
        ),
        field("name", Ty::Str, 0, "The pool's name, if set."),
        field(
            "profile",
            Ty::Object(&BROWSER_POOL_CONFIG_REF),
            0,
            "Profile loaded into the pool's browsers.",
        ),
        field("proxy_id", Ty::Str, 0, "Proxy of the pool's browsers."),
        field(
            "refresh_on_profile_update",
            Ty::Bool,
            0,
            "Whether idle browsers are replaced when their profile changes.",
        ),
        field("start_url", Ty::Str, 0, "URL the pool's browsers open."),
        field(
            "stealth",
            Ty::Bool,
            0,
            "Whether the pool's browsers run in stealth mode.",
        ),
        field(
            "telemetry",
            Ty::Object(&TELEMETRY_CONFIG),
            NULLABLE,
            "Telemetry captured by the pool's browsers, if any.",
        ),
        field(
            "timeout_seconds",
            NON_NEGATIVE,
            0,
            "Seconds of inactivity before an acquired browser is terminated.",
        ),
        field("viewport", Ty::Object(&BROWSER_VIEWPORT), 0, VIEWPORT_DOC),
    ],
    rules: &[],
};

/// A browser pool.
pub static BROWSER_POOL: ObjectDef = ObjectDef {
    name: ts_name("BrowserPool"),
    doc: Doc::new("A pool of warm browsers sharing one configuration."),
    fields: &[
        field("id", Ty::Str, REQUIRED, "Unique identifier of the pool."),
        field(
            "acquired_count",
            NON_NEGATIVE,
            REQUIRED,
            "Browsers currently acquired from the pool.",
        ),
        field(
            "available_count",
            NON_NEGATIVE,
            REQUIRED,
            "Browsers idle in the pool, ready to be acquired.",
        ),
        field(
            "browser_pool_config",
            Ty::Object(&BROWSER_POOL_CONFIG),
            REQUIRED,
            "The settings the pool's browsers are created with.",
        ),
        field(
            "created_at",
            Ty::DateTime,
            REQUIRED,
            "When the pool was created.",
        ),
        field(
            "extension_ids",
            Ty::Array(&Ty::Str),
            REQUIRED,
            "IDs of the extensions loaded into the pool's browsers.",
        ),
        field("name", Ty::Str, 0, "The pool's name, if set."),
        field(
            "profile_id",
            Ty::Str,
            0,
            "ID of the pool's profile, if any.",
        ),
    ],
    rules: &[],
};

/// Body of the browser pool create request.
pub static BROWSER_POOL_CREATE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolCreateParams"),
    doc: Doc::new("Create a browser pool; only its size is required."),
    fields: &[
        field(
            "size",
            SIZE,
            REQUIRED,
            "How many browsers the pool keeps: 1 to 1000.",
        ),
        field("chrome_policy", Ty::Map(&Ty::Any), 0, CHROME_POLICY_DOC),
        field(
            "extensions",
            Ty::Array(&Ty::Object(&BROWSER_EXTENSION)),
            0,
            "Extensions to load into the pool's browsers.",
        ),
        field(
            "fill_rate_per_minute",
            Ty::Integer(&Bounds { min: 0, max: 100 }),
            0,
            "Percent of the pool filled per minute. Default: 10.",
        ),
        field(
            "headless",
            Ty::Bool,
            0,
            "Run headless images. Default: false.",
        ),
        field(
            "kiosk_mode",
            Ty::Bool,
            0,
            "Hide the address bar and tabs in the live view.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "Name, unique among the project's pools.",
        ),
        field(
            "profile",
            Ty::Object(&BROWSER_POOL_PROFILE),
            0,
            "Profile to load into the pool's browsers.",
        ),
        field(
            "proxy_id",
            Ty::NonEmptyStr,
            0,
            "Proxy for the pool's browsers.",
        ),
        field(
            "refresh_on_profile_update",
            Ty::Bool,
            0,
            "Replace idle browsers when their profile changes. Default: false.",
        ),
        field("start_url", Ty::Uri, 0, "URL the pool's browsers open."),
        field("stealth", Ty::Bool, 0, "Run in stealth mode."),
        field(
            "telemetry",
            Ty::Object(&BROWSER_POOL_TELEMETRY),
            NULLABLE,
            "Telemetry capture; omitted or null: none.",
        ),
        field(
            "timeout_seconds",
            TIMEOUT,
            0,
            "Seconds of inactivity before an acquired browser is terminated. Default: 600.",
        ),
        field("viewport", Ty::Object(&BROWSER_VIEWPORT), 0, VIEWPORT_DOC),
    ],
    rules: &[],
};

/// Body of the browser pool update request.
pub static BROWSER_POOL_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolUpdateParams"),
    doc: Doc::new("Change a browser pool's settings; omitted members are left unchanged."),
    fields: &[
        field("chrome_policy", Ty::Map(&Ty::Any), 0, CHROME_POLICY_DOC),
        field(
            "discard_all_idle",
            Ty::Bool,
            0,
            "Replace every idle browser now, not only as they are acquired. Default: false.",
        ),
        field(
            "extensions",
            Ty::Array(&Ty::Object(&BROWSER_EXTENSION)),
            0,
            "Extensions to load into the pool's browsers.",
        ),
        field(
            "fill_rate_per_minute",
            Ty::Integer(&Bounds { min: 0, max: 100 }),
            0,
            "Percent of the pool filled per minute.",
        ),
        field("headless", Ty::Bool, 0, "Run headless images."),
        field(
            "kiosk_mode",
            Ty::Bool,
            0,
            "Hide the address bar and tabs in the live view.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "New name, unique among the project's pools.",
        ),
        field(
            "profile",
            Ty::Object(&BROWSER_POOL_PROFILE),
            0,
            "Profile to load into the pool's browsers.",
        ),
        field(
            "proxy_id",
            Ty::NonEmptyStr,
            0,
            "Proxy for the pool's browsers.",
        ),
        field(
            "refresh_on_profile_update",
            Ty::Bool,
            0,
            "Replace idle browsers when their profile changes.",
        ),
        field(
            "size",
            SIZE,
            0,
            "How many browsers the pool keeps: 1 to 1000.",
        ),
        field("start_url", Ty::Uri, 0, "URL the pool's browsers open."),
        field("stealth", Ty::Bool, 0, "Run in stealth mode."),
        field(
            "telemetry",
            Ty::Object(&BROWSER_POOL_TELEMETRY),
            NULLABLE,
            "Telemetry capture; null: none.",
        ),
        field(
            "timeout_seconds",
            TIMEOUT,
            0,
            "Seconds of inactivity before an acquired browser is terminated.",
        ),
        field("viewport", Ty::Object(&BROWSER_VIEWPORT), 0, VIEWPORT_DOC),
    ],
    rules: &[],
};

/// The query of the browser pool list.
pub static LIST_BROWSER_POOLS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListBrowserPoolsQuery"),
    doc: Doc::new("One page of the project's browser pools."),
    fields: &[
        OFFSET,
        LIMIT,
        field("name", Ty::Str, 0, "Only the pool with this name."),
        field(
            "query",
            Ty::Str,
            0,
            "Case-insensitive search of pool names; an ID matches exactly.",
        ),
    ],
    rules: &[],
};

/// Body of the browser pool delete request.
pub static BROWSER_POOL_DELETE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolDeleteParams"),
    doc: Doc::new("Delete a browser pool."),
    fields: &[field(
        "force",
        Ty::Bool,
        0,
        "Delete the pool even while browsers are acquired from it, ending them. Default: false.",
    )],
    rules: &[],
};

/// Body of the browser pool acquire request.
pub static BROWSER_POOL_ACQUIRE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolAcquireParams"),
    doc: Doc::new("Take a browser from a pool."),
    fields: &[
        field(
            "acquire_timeout_seconds",
            Ty::Integer(&Bounds { min: 0, max: 3600 }),
            0,
            "Seconds to wait for an idle browser before giving up.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "Name given to the acquired session.",
        ),
        field("start_url", Ty::Uri, 0, "URL the acquired session opens."),
        field(
            "tags",
            Ty::Map(&Ty::Str),
            0,
            "Tags set on the acquired session; up to 50 pairs.",
        ),
        field(
            "telemetry",
            Ty::Object(&BROWSER_POOL_TELEMETRY),
            NULLABLE,
            "Telemetry capture of the acquired session.",
        ),
    ],
    rules: &[],
};

/// Body of the browser pool release request.
pub static BROWSER_POOL_RELEASE: ObjectDef = ObjectDef {
    name: ts_name("BrowserPoolReleaseParams"),
    doc: Doc::new("Give an acquired browser back to its pool."),
    fields: &[
        field(
            "session_id",
            Ty::NonEmptyStr,
            REQUIRED,
            "The acquired session to give back.",
        ),
        field(
            "reuse",
            Ty::Bool,
            0,
            "Put the browser back to be acquired again, rather than replace it. Default: true.",
        ),
    ],
    rules: &[],
};
