//! The log stream of a browser session: its query and its events.

use crate::schema::{field, ts_name, Doc, ObjectDef, Ty, UnionDef, REQUIRED};

/// One event of a browser's log stream.
pub static LOG_EVENT: ObjectDef = ObjectDef {
    name: ts_name("LogEvent"),
    doc: Doc::new("One line of a browser session's log stream."),
    fields: &[
        field("event", Ty::Literal("log"), REQUIRED, "Event name."),
        field("message", Ty::Str, REQUIRED, "Log line."),
        field(
            "timestamp",
            Ty::DateTime,
            REQUIRED,
            "When the line was logged.",
        ),
    ],
    rules: &[],
};

const FOLLOW_DOC: &str = "Keep streaming new lines as they are written.";

/// The query of a log file's stream.
pub static LOG_FILE_QUERY: ObjectDef = ObjectDef {
    name: ts_name("LogFileStreamQuery"),
    doc: Doc::new("Stream a log file of the browser VM, by its path."),
    fields: &[
        field("source", Ty::Literal("path"), REQUIRED, "A log file."),
        field(
            "path",
            Ty::NonEmptyStr,
            REQUIRED,
            "The log file's path in the browser VM.",
        ),
        field("follow", Ty::Bool, 0, FOLLOW_DOC),
    ],
    rules: &[],
};

/// The query of a supervised process's output stream.
pub static LOG_PROCESS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("LogProcessStreamQuery"),
    doc: Doc::new("Stream a supervised process's output, by the process's name."),
    fields: &[
        field(
            "source",
            Ty::Literal("supervisor"),
            REQUIRED,
            "A supervised process's output.",
        ),
        field(
            "supervisor_process",
            Ty::NonEmptyStr,
            REQUIRED,
            "The supervised process's name.",
        ),
        field("follow", Ty::Bool, 0, FOLLOW_DOC),
    ],
    rules: &[],
};

/// The query of `GET /browsers/{id}/logs/stream`.
pub static LOG_STREAM_QUERY: UnionDef = UnionDef {
    name: ts_name("LogStreamQuery"),
    doc: Doc::new(
        "Which log of a browser session to stream: a file (`source: 'path'`) or a \
         supervised process's output (`source: 'supervisor'`).",
    ),
    tag: "source",
    variants: &[
        ("path", &LOG_FILE_QUERY),
        ("supervisor", &LOG_PROCESS_QUERY),
    ],
};
