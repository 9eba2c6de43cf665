//! The error classes of the JavaScript API, one table: each class's name,
//! parent, the kind it stands for, its documentation and its own members.
//! `errors.js` and `errors.d.ts` are generated from it (`generate_errors.rs`),
//! and [`ErrorKind::class_name`] reads it.

use super::error::ErrorKind;

/// A member a class adds to its parent's.
#[derive(Clone, Copy, Debug)]
pub struct ErrorMember {
    /// The property's name.
    pub name: &'static str,
    /// Its TypeScript type.
    pub ts_type: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// The JavaScript expression that sets it, from `error` (the new
    /// instance, its parents' members set) and `fields` (what the core
    /// passes: `status`, `code`, `error`, `path`, `rule`, `request_id`).
    pub js_value: &'static str,
}

/// One error class.
#[derive(Clone, Copy, Debug)]
pub struct ErrorClass {
    /// The class's name, as the official SDK names it.
    pub name: &'static str,
    /// The class it extends (`Error` for the base class).
    pub parent: &'static str,
    /// The kind of [`Error`](super::Error) it stands for.
    pub kind: ErrorKind,
    /// Its documentation.
    pub doc: &'static str,
    /// The members it adds.
    pub members: &'static [ErrorMember],
}

/// The base class's name.
pub const BASE_CLASS: &str = "APIError";

const PATH_AND_RULE_OF_INPUT: &[ErrorMember] = &[
    ErrorMember {
        name: "path",
        ts_type: "string",
        doc: "The field at fault, e.g. `browser.proxy`, `options.timeout`, `limit`; empty for the whole body.",
        js_value: "fields.path",
    },
    ErrorMember {
        name: "rule",
        ts_type: "string | undefined",
        doc: "For a request body, the schema rule it breaks: `type`, `required`, `unknown_property`,\n`exactly_one_of`, `min_length`, `range`, `uri`, `enum`, `refused` or `conflict`.\nUndefined for options, ids and queries, whose `message` states the rule.",
        js_value: "fields.rule",
    },
];

const PATH_AND_RULE_OF_RESPONSE: &[ErrorMember] = &[
    ErrorMember {
        name: "path",
        ts_type: "string | undefined",
        doc: "Where in the response the mismatch is, e.g. `choices[0].id`, or `[1].status` for the second item of a list.",
        js_value: "fields.path",
    },
    ErrorMember {
        name: "rule",
        ts_type: "string | undefined",
        doc: "The schema rule the response breaks, e.g. `type`, `required` or `enum`.",
        js_value: "fields.rule",
    },
];

/// Every error class, parents before their children; the base class first.
pub const ERROR_CLASSES: &[ErrorClass] = &[
    ErrorClass {
        name: BASE_CLASS,
        parent: "Error",
        kind: ErrorKind::Status,
        doc: "Base class of every error the SDK throws; thrown as itself for a status no subclass names.",
        members: &[
            ErrorMember {
                name: "status",
                ts_type: "number | undefined",
                doc: "HTTP status, or undefined when no response arrived or the input was refused.",
                js_value: "fields.status",
            },
            ErrorMember {
                name: "code",
                ts_type: "string",
                doc: "The service's error code, or the client's: invalid_input, connection_error, timeout, stream_not_resumable, session_expired, aborted, invalid_response, unsupported_platform, sdk_panic.",
                js_value: "fields.code",
            },
            ErrorMember {
                name: "error",
                ts_type: "ErrorRecord | ConflictErrorBody | undefined",
                doc: "The service's error record, parsed.",
                js_value: "fields.error",
            },
            ErrorMember {
                name: "details",
                ts_type: "ErrorDetail[] | undefined",
                doc: "`error.details`, for multiple errors.",
                js_value: "fields.error?.details",
            },
            ErrorMember {
                name: "inner_error",
                ts_type: "ErrorDetail | undefined",
                doc: "`error.inner_error`.",
                js_value: "fields.error?.inner_error",
            },
            ErrorMember {
                name: "request_id",
                ts_type: "string | undefined",
                doc: "The `X-Request-Id` of the response, for support.",
                js_value: "fields.request_id",
            },
            ErrorMember {
                name: "headers",
                ts_type: "Headers | undefined",
                doc: "The response's headers (in a cross-origin page, those the service exposes by CORS); undefined\nwhen no response arrived, and for helpers (`getOrCreate`, `waitForLogin`).",
                js_value: "undefined",
            },
        ],
    },
    ErrorClass {
        name: "BadRequestError",
        parent: BASE_CLASS,
        kind: ErrorKind::BadRequest,
        doc: "400",
        members: &[],
    },
    ErrorClass {
        name: "AuthenticationError",
        parent: BASE_CLASS,
        kind: ErrorKind::Authentication,
        doc: "401",
        members: &[],
    },
    ErrorClass {
        name: "SessionExpiredError",
        parent: "AuthenticationError",
        kind: ErrorKind::SessionExpired,
        doc: "A `ManagedAuthSession`'s token was refused (401) while the session ran: it expired or was\nrevoked. Start a new login for a new session. Code `session_expired`; `status` 401.",
        members: &[],
    },
    ErrorClass {
        name: "PermissionDeniedError",
        parent: BASE_CLASS,
        kind: ErrorKind::PermissionDenied,
        doc: "403",
        members: &[],
    },
    ErrorClass {
        name: "NotFoundError",
        parent: BASE_CLASS,
        kind: ErrorKind::NotFound,
        doc: "404",
        members: &[],
    },
    ErrorClass {
        name: "ConflictError",
        parent: BASE_CLASS,
        kind: ErrorKind::Conflict,
        doc: "409; for create auth connection, `existing_id` names the connection that exists.",
        members: &[ErrorMember {
            name: "existing_id",
            ts_type: "string | undefined",
            doc: "The id of the connection that exists (`error.existing_id`); undefined for other conflicts.",
            js_value: "error.error?.existing_id",
        }],
    },
    ErrorClass {
        name: "UnprocessableEntityError",
        parent: BASE_CLASS,
        kind: ErrorKind::UnprocessableEntity,
        doc: "422",
        members: &[],
    },
    ErrorClass {
        name: "RateLimitError",
        parent: BASE_CLASS,
        kind: ErrorKind::RateLimit,
        doc: "429",
        members: &[],
    },
    ErrorClass {
        name: "InternalServerError",
        parent: BASE_CLASS,
        kind: ErrorKind::InternalServer,
        doc: "5xx",
        members: &[],
    },
    ErrorClass {
        name: "APIConnectionError",
        parent: BASE_CLASS,
        kind: ErrorKind::Connection,
        doc: "The request did not reach the service, or its response was cut off.",
        members: &[],
    },
    ErrorClass {
        name: "APIConnectionTimeoutError",
        parent: "APIConnectionError",
        kind: ErrorKind::Timeout,
        doc: "No response within the timeout (or a stream idle past its idle timeout).",
        members: &[],
    },
    ErrorClass {
        name: "StreamNotResumableError",
        parent: "APIConnectionError",
        kind: ErrorKind::StreamNotResumable,
        doc: "A stream's connection dropped after it delivered events, and the stream sent no event id to\nresume from: reopening it could skip or repeat events, so it ends with this error instead.\nCode `stream_not_resumable`.",
        members: &[],
    },
    ErrorClass {
        name: "APIUserAbortError",
        parent: BASE_CLASS,
        kind: ErrorKind::UserAbort,
        doc: "The caller's AbortSignal fired.",
        members: &[],
    },
    ErrorClass {
        name: "ValidationError",
        parent: BASE_CLASS,
        kind: ErrorKind::InvalidInput,
        doc: "The request was refused before sending: `path` names the field, `rule` the rule.",
        members: PATH_AND_RULE_OF_INPUT,
    },
    ErrorClass {
        name: "InvalidResponseError",
        parent: BASE_CLASS,
        kind: ErrorKind::InvalidResponse,
        doc: "The service's response did not match its documented shape.",
        members: PATH_AND_RULE_OF_RESPONSE,
    },
    ErrorClass {
        name: "SDKPanicError",
        parent: BASE_CLASS,
        kind: ErrorKind::Panic,
        doc: "The SDK failed inside its WebAssembly module (a bug in the SDK: please report it). The call\nthat failed, and the helpers and streams in flight (whose state lived there), reject with it;\nthe module is then started afresh, and other calls run on the new instance (a\n`ManagedAuthSession` does not survive it: open a new one). Code `sdk_panic`.",
        members: &[],
    },
    ErrorClass {
        name: "UnsupportedPlatformError",
        parent: BASE_CLASS,
        kind: ErrorKind::UnsupportedPlatform,
        doc: "Nothing was sent: the client sends through the browser's `fetch`, and the build is not for a\nbrowser. Raised by the Rust crate built for a target other than wasm32 (a server build); the\nnpm package runs in a browser or Node and does not raise it. Code `unsupported_platform`.",
        members: &[],
    },
];

/// The class standing for `kind`: the base class when no other does.
pub fn class_of(kind: ErrorKind) -> &'static ErrorClass {
    ERROR_CLASSES
        .iter()
        .find(|class| class.kind == kind)
        .unwrap_or(&ERROR_CLASSES[0])
}
