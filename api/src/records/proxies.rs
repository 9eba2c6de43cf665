//! Proxies of the project: how browser traffic leaves, by type, with the
//! settings each type takes.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, Field, ObjectDef, Ty, DEPRECATED, REQUIRED, SECRET,
};

/// The kinds of proxy.
pub static PROXY_TYPE: EnumDef = EnumDef {
    name: ts_name("ProxyType"),
    doc: Doc::new(
        "Kind of proxy; for avoiding bot detection, best first: mobile, residential, isp, \
         datacenter.",
    ),
    values: &[
        value("datacenter", "A datacenter exit address."),
        value(
            "isp",
            "A stable exit address of an internet service provider.",
        ),
        value(
            "residential",
            "Residential exit nodes, varying between requests.",
        ),
        value(
            "mobile",
            "Mobile carrier exit nodes, varying between requests.",
        ),
        value("custom", "A proxy server of your own, by host and port."),
    ],
};

/// The protocols a proxy is reached by.
pub static PROXY_PROTOCOL: EnumDef = EnumDef {
    name: ts_name("ProxyProtocol"),
    doc: Doc::new("Protocol of the connection to the proxy."),
    values: &[
        value("http", "Plain HTTP."),
        value("https", "HTTP over TLS."),
    ],
};

/// A proxy's health.
pub static PROXY_STATUS: EnumDef = EnumDef {
    name: ts_name("ProxyStatus"),
    doc: Doc::new("Health of a proxy, as its last check found it."),
    values: &[
        value("available", "The last check got through."),
        value("unavailable", "The last check failed."),
    ],
};

/// The devices a residential proxy can present as.
pub static PROXY_OS: EnumDef = EnumDef {
    name: ts_name("ProxyOs"),
    doc: Doc::new("Operating system of a residential exit device."),
    values: &[
        value("windows", "Windows."),
        value("macos", "macOS."),
        value("android", "Android."),
    ],
};

const COUNTRY: Field = field(
    "country",
    Ty::Str,
    0,
    "ISO 3166 country code; US by default for datacenter and ISP proxies.",
);
const ASN: Field = field("asn", Ty::Str, 0, "Autonomous system number (residential).");
const CITY: Field = field(
    "city",
    Ty::Str,
    0,
    "City, without spaces (`sanfrancisco`); residential ones need the country too.",
);
const OS: Field = field(
    "os",
    Ty::Enum(&PROXY_OS),
    DEPRECATED,
    "Operating system of the residential device.",
);
const STATE: Field = field("state", Ty::Str, 0, "Two-letter state code.");
const ZIP: Field = field("zip", Ty::Str, 0, "US ZIP code (residential).");
const HOST: Field = field(
    "host",
    Ty::NonEmptyStr,
    0,
    "Host name or IP address of a custom proxy; a custom proxy needs it.",
);
const PORT: Field = field(
    "port",
    Ty::Integer(&Bounds {
        min: 1,
        max: 65_535,
    }),
    0,
    "Port of a custom proxy; a custom proxy needs it.",
);
const USERNAME: Field = field(
    "username",
    Ty::Str,
    0,
    "User name for a custom proxy's authentication.",
);

/// A proxy's settings, as the service reports them.
pub static PROXY_CONFIG: ObjectDef = ObjectDef {
    name: ts_name("ProxyConfig"),
    doc: Doc::new(
        "Settings of a proxy, those of its type: country (datacenter, isp); asn, city, \
         country, state, zip (residential); city, country, state (mobile); host, port, \
         username (custom).",
    ),
    fields: &[
        COUNTRY,
        ASN,
        CITY,
        OS,
        STATE,
        ZIP,
        HOST,
        PORT,
        USERNAME,
        field(
            "has_password",
            Ty::Bool,
            0,
            "Whether a custom proxy has a password (the password itself is never sent back).",
        ),
    ],
    rules: &[],
};

/// A proxy's settings, as a create request gives them.
pub static PROXY_CONFIG_CREATE: ObjectDef = ObjectDef {
    name: ts_name("ProxyCreateConfig"),
    doc: Doc::new(
        "Settings of a new proxy, those of its type: country (datacenter, isp); asn, city, \
         country, state, zip (residential); city, country, state (mobile); host, port, \
         username, password (custom).",
    ),
    fields: &[
        COUNTRY,
        ASN,
        CITY,
        OS,
        STATE,
        ZIP,
        HOST,
        PORT,
        USERNAME,
        field(
            "password",
            Ty::Str,
            SECRET,
            "Password for a custom proxy's authentication; never shown.",
        ),
    ],
    rules: &[],
};

const BYPASS_HOSTS: Field = field(
    "bypass_hosts",
    Ty::Array(&Ty::Str),
    0,
    "Host names reached directly rather than through the proxy.",
);
const PROTOCOL: Field = field(
    "protocol",
    Ty::Enum(&PROXY_PROTOCOL),
    0,
    "Protocol of the connection to the proxy.",
);

/// A proxy of the project.
pub static PROXY: ObjectDef = ObjectDef {
    name: ts_name("Proxy"),
    doc: Doc::new("A proxy of the project: how browser traffic leaves."),
    fields: &[
        field("type", Ty::Enum(&PROXY_TYPE), REQUIRED, "Kind of proxy."),
        field("id", Ty::Str, 0, "Unique identifier of the proxy."),
        BYPASS_HOSTS,
        field(
            "config",
            Ty::Object(&PROXY_CONFIG),
            0,
            "Settings of its type.",
        ),
        field(
            "ip_address",
            Ty::Str,
            0,
            "IP address the proxy's requests leave from.",
        ),
        field(
            "last_checked",
            Ty::DateTime,
            0,
            "When the proxy's health was last checked.",
        ),
        field("name", Ty::Str, 0, "Name of the proxy; names may repeat."),
        PROTOCOL,
        field(
            "status",
            Ty::Enum(&PROXY_STATUS),
            0,
            "Health, as the last check found it.",
        ),
    ],
    rules: &[],
};

/// Body of the proxy create request.
pub static PROXY_CREATE: ObjectDef = ObjectDef {
    name: ts_name("ProxyCreateParams"),
    doc: Doc::new("Create a proxy in the project."),
    fields: &[
        field("type", Ty::Enum(&PROXY_TYPE), REQUIRED, "Kind of proxy."),
        BYPASS_HOSTS,
        field(
            "config",
            Ty::Object(&PROXY_CONFIG_CREATE),
            0,
            "Settings of its type; a custom proxy needs host and port.",
        ),
        field(
            "name",
            Ty::NonEmptyStr,
            0,
            "Name of the proxy; names may repeat.",
        ),
        PROTOCOL,
    ],
    rules: &[],
};

/// Body of the proxy update request.
pub static PROXY_UPDATE: ObjectDef = ObjectDef {
    name: ts_name("ProxyUpdateParams"),
    doc: Doc::new("Rename a proxy."),
    fields: &[field(
        "name",
        Ty::NonEmptyStr,
        REQUIRED,
        "The new name; names may repeat.",
    )],
    rules: &[],
};

/// The query of the proxy list.
pub static LIST_PROXIES_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListProxiesQuery"),
    doc: Doc::new("One page of the project's proxies."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "name",
            Ty::Str,
            0,
            "Only proxies with exactly this name (several may have it).",
        ),
        field(
            "query",
            Ty::Str,
            0,
            "Only proxies whose name, host or IP address holds this text in any case, or \
             whose id is this text.",
        ),
    ],
    rules: &[],
};

/// Body of a proxy's health check.
pub static PROXY_CHECK: ObjectDef = ObjectDef {
    name: ts_name("ProxyCheckParams"),
    doc: Doc::new("Check a proxy's health, optionally against one address."),
    fields: &[field(
        "url",
        Ty::Uri,
        0,
        "An http or https address to reach through the proxy instead of the default ones; \
         a check against it leaves the proxy's status as it was.",
    )],
    rules: &[],
};
