//! The audit log: one entry per request that changed something.

use super::paging::{LIMIT, OFFSET};
use crate::schema::{field, ts_name, value, Doc, EnumDef, Field, ObjectDef, Ty, REQUIRED};

/// One entry of the audit log.
pub static AUDIT_LOG_ENTRY: ObjectDef = ObjectDef {
    name: ts_name("AuditLogEntry"),
    doc: Doc::new("One request the service recorded: who sent it, what, and how it ended."),
    fields: &[
        field(
            "auth_strategy",
            Ty::Str,
            REQUIRED,
            "How the caller authenticated.",
        ),
        field("client_ip", Ty::Str, REQUIRED, "The caller's IP address."),
        field("domain", Ty::Str, REQUIRED, "The host the request went to."),
        field(
            "duration_ms",
            Ty::Number,
            REQUIRED,
            "How long it took, in milliseconds.",
        ),
        field("email", Ty::Str, REQUIRED, "The caller's email address."),
        field("method", Ty::Str, REQUIRED, "The HTTP method."),
        field("path", Ty::Str, REQUIRED, "The path, without its query."),
        field("route", Ty::Str, REQUIRED, "The route's pattern."),
        field("status", Ty::Number, REQUIRED, "The HTTP status answered."),
        field("timestamp", Ty::DateTime, REQUIRED, "When it was received."),
        field("user_agent", Ty::Str, REQUIRED, "The caller's user agent."),
        field(
            "user_id",
            Ty::Str,
            REQUIRED,
            "The caller's user identifier.",
        ),
    ],
    rules: &[],
};

const START: Field = field(
    "start",
    Ty::DateTime,
    REQUIRED,
    "Entries at or after this time.",
);
const END: Field = field("end", Ty::DateTime, REQUIRED, "Entries before this time.");
const AUTH_STRATEGY: Field = field(
    "auth_strategy",
    Ty::Str,
    0,
    "Only entries of this authentication strategy.",
);
const EXCLUDE_METHOD: Field = field(
    "exclude_method",
    Ty::Array(&Ty::Str),
    0,
    "Leave out entries of these HTTP methods.",
);
const METHOD: Field = field("method", Ty::Str, 0, "Only entries of this HTTP method.");
const SEARCH: Field = field(
    "search",
    Ty::Str,
    0,
    "Only entries whose path holds this text.",
);
const SEARCH_USER_ID: Field = field(
    "search_user_id",
    Ty::Array(&Ty::Str),
    0,
    "Only entries of these users.",
);
const SERVICE: Field = field("service", Ty::Str, 0, "Only entries of this service.");

/// The query of the audit log list.
pub static LIST_AUDIT_LOGS_QUERY: ObjectDef = ObjectDef {
    name: ts_name("ListAuditLogsQuery"),
    doc: Doc::new("One page of audit log entries in a time range, newest first."),
    fields: &[
        OFFSET,
        LIMIT,
        END,
        START,
        AUTH_STRATEGY,
        EXCLUDE_METHOD,
        METHOD,
        SEARCH,
        SEARCH_USER_ID,
        SERVICE,
    ],
    rules: &[],
};

/// The formats of an audit log export.
pub static AUDIT_LOG_EXPORT_FORMAT: EnumDef = EnumDef {
    name: ts_name("AuditLogExportFormat"),
    doc: Doc::new("How an audit log export chunk is written."),
    values: &[
        value("jsonl", "One JSON entry per line."),
        value("jsonl.gz", "The same lines, gzip-compressed."),
    ],
};

/// The query of one audit log export chunk.
pub static AUDIT_LOG_EXPORT_QUERY: ObjectDef = ObjectDef {
    name: ts_name("AuditLogExportChunkQuery"),
    doc: Doc::new(
        "One chunk of the audit log export; the answer's `X-Next-Cursor` header, when \
         present, is the next chunk's `cursor`.",
    ),
    fields: &[
        END,
        START,
        AUTH_STRATEGY,
        field(
            "cursor",
            Ty::Str,
            0,
            "Where the chunk starts: the previous chunk's `X-Next-Cursor`.",
        ),
        EXCLUDE_METHOD,
        field(
            "format",
            Ty::Enum(&AUDIT_LOG_EXPORT_FORMAT),
            0,
            "`jsonl` (the default) or `jsonl.gz`.",
        ),
        LIMIT,
        METHOD,
        SEARCH,
        SEARCH_USER_ID,
        SERVICE,
    ],
    rules: &[],
};
