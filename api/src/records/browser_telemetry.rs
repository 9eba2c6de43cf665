//! A browser session's telemetry: the events it captured, read as pages or
//! as a stream, and the queries of both.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, EnumValue, Field, ObjectDef, Ty, REQUIRED,
};

/// A whole number from 0 up.
const COUNT: Ty = Ty::Integer(&Bounds {
    min: 0,
    max: i64::MAX,
});

const CATEGORY_VALUES: &[EnumValue] = &[
    value("console", "Console output and uncaught exceptions."),
    value("network", "HTTP requests and responses."),
    value("page", "Page lifecycle: navigations, loads, layout."),
    value("interaction", "Clicks, key presses, settled scrolls."),
    value(
        "control",
        "Agent-driven actions, such as calls to the browser's API.",
    ),
    value(
        "connection",
        "Clients attaching to and leaving the CDP proxy or live view.",
    ),
    value(
        "system",
        "The browser VM's health: out-of-memory kills, crashed services.",
    ),
    value("screenshot", "Periodic screenshots of the viewport."),
    value("captcha", "Outcomes of CAPTCHA solve attempts."),
    value(
        "monitor",
        "The health of the collector of the CDP categories.",
    ),
];

/// The category of a telemetry event.
pub static TELEMETRY_CATEGORY: EnumDef = EnumDef {
    name: ts_name("BrowserTelemetryCategory"),
    doc: Doc::new("The category of a telemetry event, which decides whether it is captured."),
    values: CATEGORY_VALUES,
};

/// Who produced a telemetry event.
pub static TELEMETRY_SOURCE_KIND: EnumDef = EnumDef {
    name: ts_name("BrowserEventSourceKind"),
    doc: Doc::new("The producer of a telemetry event."),
    values: &[
        value("cdp", "The browser, through the Chrome DevTools Protocol."),
        value("kernel_api", "The service's API server in the browser VM."),
        value("extension", "An extension injected into the browser."),
        value(
            "local_process",
            "A process running beside the browser in its VM.",
        ),
    ],
};

/// Which producer emitted a telemetry event.
pub static TELEMETRY_SOURCE: ObjectDef = ObjectDef {
    name: ts_name("BrowserEventSource"),
    doc: Doc::new("Which producer emitted a telemetry event."),
    fields: &[
        field(
            "kind",
            Ty::Enum(&TELEMETRY_SOURCE_KIND),
            REQUIRED,
            "The producer.",
        ),
        field(
            "event",
            Ty::Str,
            0,
            "The producer's own name of the event (`Runtime.consoleAPICalled` from CDP).",
        ),
        field(
            "metadata",
            Ty::Map(&Ty::Str),
            0,
            "The producer's context, such as CDP target, session and frame ids.",
        ),
    ],
    rules: &[],
};

/// One telemetry event.
pub static TELEMETRY_EVENT: ObjectDef = ObjectDef {
    name: ts_name("BrowserTelemetryEvent"),
    doc: Doc::new(
        "One telemetry event: its type and category, who produced it, when, and what it \
         carries.",
    ),
    fields: &[
        field(
            "type",
            Ty::NonEmptyStr,
            REQUIRED,
            "What happened, such as `console_log`, `network_request`, `api_call`, \
             `cdp_connect` or `system_oom_kill`.",
        ),
        field(
            "category",
            Ty::Enum(&TELEMETRY_CATEGORY),
            REQUIRED,
            "The event's category.",
        ),
        field(
            "source",
            Ty::Object(&TELEMETRY_SOURCE),
            REQUIRED,
            "Which producer emitted it.",
        ),
        field(
            "ts",
            COUNT,
            REQUIRED,
            "When it happened, in Unix microseconds.",
        ),
        field(
            "data",
            Ty::Any,
            0,
            "What the event carries; its members depend on `type` (an `api_call`'s \
             `operation_id`, `status`, `duration_ms`, `request_id`; a console event's `text`).",
        ),
        field(
            "truncated",
            Ty::Bool,
            0,
            "Whether `data` was cut short to fit the size limit.",
        ),
    ],
    rules: &[],
};

/// A telemetry event and its number: a page's item and a stream's event.
const ENVELOPE_FIELDS: &[Field] = &[
    field(
        "event",
        Ty::Object(&TELEMETRY_EVENT),
        REQUIRED,
        "The event.",
    ),
    field(
        "seq",
        COUNT,
        REQUIRED,
        "The event's number, increasing within the browser VM; a gap means events were \
         dropped.",
    ),
];

/// A past telemetry event with its sequence number.
pub static TELEMETRY_ENVELOPE: ObjectDef = ObjectDef {
    name: ts_name("TelemetryEventsResponse"),
    doc: Doc::new("A past telemetry event with its sequence number, as a page lists it."),
    fields: ENVELOPE_FIELDS,
    rules: &[],
};

/// A streamed telemetry event with its sequence number.
pub static TELEMETRY_STREAM_EVENT: ObjectDef = ObjectDef {
    name: ts_name("TelemetryStreamResponse"),
    doc: Doc::new(
        "A telemetry event with its sequence number, as the stream sends it (the number is \
         also the stream event's id).",
    ),
    fields: ENVELOPE_FIELDS,
    rules: &[],
};

/// Oldest or newest first.
pub static TELEMETRY_ORDER: EnumDef = EnumDef {
    name: ts_name("TelemetryEventsOrder"),
    doc: Doc::new("The order a page of telemetry events is read in."),
    values: &[
        value("asc", "Oldest first (the default)."),
        value("desc", "Newest first."),
    ],
};

/// The query of a page of telemetry events.
pub static LIST_TELEMETRY_EVENTS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListTelemetryEventsQuery"),
    doc: Doc::new("One page of a browser session's past telemetry events."),
    fields: &[
        OFFSET,
        LIMIT,
        field(
            "category",
            Ty::Array(&Ty::Enum(&TELEMETRY_CATEGORY)),
            0,
            "Only events of these categories (each sent as a `category` pair of its own). The \
             filter applies within a page: a page may be empty while more follow.",
        ),
        field(
            "order",
            Ty::Enum(&TELEMETRY_ORDER),
            0,
            "`asc` (the default) reads oldest first from `since` or the offset; `desc` reads \
             newest first, each page ending at the offset (or `until`), and cannot be combined \
             with `since`.",
        ),
        field(
            "since",
            Ty::Str,
            0,
            "Start of the window: an RFC 3339 time, or a duration such as `5m` meaning that \
             long ago. Default `5m`; ignored when `offset` is set.",
        ),
        field(
            "until",
            Ty::Str,
            0,
            "End of the window, excluded: an RFC 3339 time, or a duration meaning that long ago.",
        ),
    ],
    rules: &[],
};

/// The query of a telemetry stream.
pub static TELEMETRY_STREAM_QUERY: ObjectDef = ObjectDef {
    name: ts_name("TelemetryStreamQuery"),
    doc: Doc::new("Where a browser session's telemetry stream starts."),
    fields: &[field(
        "replay",
        Ty::Str,
        0,
        "`all` starts from the oldest event still kept; anything else, or nothing, from the \
         next new event. A stream resuming after an event id (the `lastEventId` option, or a \
         reconnection) starts after it instead.",
    )],
    rules: &[],
};
