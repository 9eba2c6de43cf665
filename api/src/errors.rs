//! The kinds of failure and the error classes of the JavaScript API, one
//! table: each class's name, parent, the kind it stands for, its
//! documentation and its own members. `xtask` generates `errors.js` and
//! `errors.d.ts` from it, and [`ErrorKind::class_name`] reads it.

use crate::schema::host_only;

/// What kind of failure an SDK error is; each maps to one JavaScript class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// 400: the service rejected the input.
    BadRequest,
    /// 401: missing or invalid token.
    Authentication,
    /// 403: insufficient permissions or plan, or a conflicting project header.
    PermissionDenied,
    /// 404: no such resource (or project).
    NotFound,
    /// 409: conflicts with the current state (for example `already_exists`).
    Conflict,
    /// 422: well-formed but unprocessable input.
    UnprocessableEntity,
    /// 429: too many requests.
    RateLimit,
    /// 5xx: the service failed.
    InternalServer,
    /// Any other non-success status, or an error the service reported inside
    /// a stream (no status then).
    Status,
    /// The request did not reach the service or the response was cut off.
    Connection,
    /// No response within the timeout, or a stream idle past its idle timeout.
    Timeout,
    /// A stream's connection dropped after it delivered events, and the
    /// stream gave no event id to resume from: reopening it could skip or
    /// repeat events, so it ends with this error instead.
    StreamNotResumable,
    /// A managed-auth session's token was refused (401): it expired or is
    /// no longer valid. A new login (and a new session) is needed. In
    /// JavaScript, a subclass of `AuthenticationError`.
    SessionExpired,
    /// The caller aborted the request.
    UserAbort,
    /// The request was refused before sending (it breaks a documented rule).
    InvalidInput,
    /// The response body could not be decoded.
    InvalidResponse,
    /// The SDK failed inside its WebAssembly module: a bug in the SDK. Only
    /// the npm package reports it, for the calls a panic stranded; the
    /// package then starts a fresh instance, on which later calls run.
    Panic,
    /// Nothing was sent: the client sends through the browser's `fetch`, and
    /// this build is not for a browser (not wasm32: a server or native
    /// build, such as the server side of Leptos or Dioxus). Every call of
    /// such a build fails with it.
    UnsupportedPlatform,
}

impl ErrorKind {
    /// The kind for an HTTP status that is not a success.
    pub fn from_status(status: u16) -> Self {
        match status {
            400 => ErrorKind::BadRequest,
            401 => ErrorKind::Authentication,
            403 => ErrorKind::PermissionDenied,
            404 => ErrorKind::NotFound,
            409 => ErrorKind::Conflict,
            422 => ErrorKind::UnprocessableEntity,
            429 => ErrorKind::RateLimit,
            500..=599 => ErrorKind::InternalServer,
            _ => ErrorKind::Status,
        }
    }

    /// The JavaScript class name of this kind, as the official SDK names it
    /// (from the class table, `ERROR_CLASSES`).
    pub fn class_name(self) -> &'static str {
        class_of(self).name
    }
}

/// A member a class adds to its parent's.
#[derive(Clone, Copy, Debug)]
pub struct ErrorMember {
    /// The property's name.
    pub name: &'static str,
    /// Its TypeScript type (empty in wasm32 builds: see [`ErrorClass::doc`]).
    pub ts_type: &'static str,
    /// Its documentation (empty in wasm32 builds).
    pub doc: &'static str,
    /// The JavaScript expression that sets it, from `error` (the new
    /// instance, its parents' members set) and `fields` (what the core
    /// passes: `status`, `code`, `error`, `path`, `rule`, `request_id`).
    /// Empty in wasm32 builds.
    pub js_value: &'static str,
}

/// One error class.
#[derive(Clone, Copy, Debug)]
pub struct ErrorClass {
    /// The class's name, as the official SDK names it.
    pub name: &'static str,
    /// The class it extends (`Error` for the base class).
    pub parent: &'static str,
    /// The kind of error it stands for.
    pub kind: ErrorKind,
    /// Its documentation. Empty in wasm32 builds, as every text of the
    /// table only the host-side generator of `errors.js` and `errors.d.ts`
    /// reads, so that it never ships to browsers.
    pub doc: &'static str,
    /// The members it adds.
    pub members: &'static [ErrorMember],
}

/// The base class's name.
pub const BASE_CLASS: &str = "APIError";

const PATH_AND_RULE_OF_INPUT: &[ErrorMember] = &[
    ErrorMember {
        name: "path",
        ts_type: host_only("string"),
        doc: host_only("The field at fault, e.g. `browser.proxy`, `options.timeout`, `limit`; empty for the whole body."),
        js_value: host_only("fields.path"),
    },
    ErrorMember {
        name: "rule",
        ts_type: host_only("string | undefined"),
        doc: host_only("For a request body, the schema rule it breaks: `type`, `required`, `unknown_property`,\n`exactly_one_of`, `min_length`, `range`, `uri`, `enum`, `refused` or `conflict`.\nUndefined for options, ids and queries, whose `message` states the rule."),
        js_value: host_only("fields.rule"),
    },
];

const PATH_AND_RULE_OF_RESPONSE: &[ErrorMember] = &[
    ErrorMember {
        name: "path",
        ts_type: host_only("string | undefined"),
        doc: host_only("Where in the response the mismatch is, e.g. `choices[0].id`, or `[1].status` for the second item of a list."),
        js_value: host_only("fields.path"),
    },
    ErrorMember {
        name: "rule",
        ts_type: host_only("string | undefined"),
        doc: host_only("The schema rule the response breaks, e.g. `type`, `required` or `enum`."),
        js_value: host_only("fields.rule"),
    },
];

/// Every error class, parents before their children; the base class first.
pub const ERROR_CLASSES: &[ErrorClass] = &[
    ErrorClass {
        name: BASE_CLASS,
        parent: "Error",
        kind: ErrorKind::Status,
        doc: host_only("Base class of every error the SDK throws; thrown as itself for a status no subclass names."),
        members: &[
            ErrorMember {
                name: "status",
                ts_type: host_only("number | undefined"),
                doc: host_only("HTTP status, or undefined when no response arrived or the input was refused."),
                js_value: host_only("fields.status"),
            },
            ErrorMember {
                name: "code",
                ts_type: host_only("string"),
                doc: host_only("The service's error code, or the client's: invalid_input, connection_error, timeout, stream_not_resumable, session_expired, aborted, invalid_response, unsupported_platform, sdk_panic."),
                js_value: host_only("fields.code"),
            },
            ErrorMember {
                name: "error",
                ts_type: host_only("ErrorRecord | ConflictErrorBody | undefined"),
                doc: host_only("The service's error record, parsed."),
                js_value: host_only("fields.error"),
            },
            ErrorMember {
                name: "details",
                ts_type: host_only("ErrorDetail[] | undefined"),
                doc: host_only("`error.details`, for multiple errors."),
                js_value: host_only("fields.error?.details"),
            },
            ErrorMember {
                name: "inner_error",
                ts_type: host_only("ErrorDetail | undefined"),
                doc: host_only("`error.inner_error`."),
                js_value: host_only("fields.error?.inner_error"),
            },
            ErrorMember {
                name: "request_id",
                ts_type: host_only("string | undefined"),
                doc: host_only("The `X-Request-Id` of the response, for support."),
                js_value: host_only("fields.request_id"),
            },
            ErrorMember {
                name: "headers",
                ts_type: host_only("Headers | undefined"),
                doc: host_only("The response's headers (in a cross-origin page, those the service exposes by CORS); undefined\nwhen no response arrived, and for helpers (`getOrCreate`, `waitForLogin`)."),
                js_value: host_only("undefined"),
            },
        ],
    },
    ErrorClass {
        name: "BadRequestError",
        parent: BASE_CLASS,
        kind: ErrorKind::BadRequest,
        doc: host_only("400"),
        members: &[],
    },
    ErrorClass {
        name: "AuthenticationError",
        parent: BASE_CLASS,
        kind: ErrorKind::Authentication,
        doc: host_only("401"),
        members: &[],
    },
    ErrorClass {
        name: "SessionExpiredError",
        parent: "AuthenticationError",
        kind: ErrorKind::SessionExpired,
        doc: host_only("A `ManagedAuthSession`'s token was refused (401) while the session ran: it expired or was\nrevoked. Start a new login for a new session. Code `session_expired`; `status` 401."),
        members: &[],
    },
    ErrorClass {
        name: "PermissionDeniedError",
        parent: BASE_CLASS,
        kind: ErrorKind::PermissionDenied,
        doc: host_only("403"),
        members: &[],
    },
    ErrorClass {
        name: "NotFoundError",
        parent: BASE_CLASS,
        kind: ErrorKind::NotFound,
        doc: host_only("404"),
        members: &[],
    },
    ErrorClass {
        name: "ConflictError",
        parent: BASE_CLASS,
        kind: ErrorKind::Conflict,
        doc: host_only("409; for create auth connection, `existing_id` names the connection that exists."),
        members: &[ErrorMember {
            name: "existing_id",
            ts_type: host_only("string | undefined"),
            doc: host_only("The id of the connection that exists (`error.existing_id`); undefined for other conflicts."),
            js_value: host_only("error.error?.existing_id"),
        }],
    },
    ErrorClass {
        name: "UnprocessableEntityError",
        parent: BASE_CLASS,
        kind: ErrorKind::UnprocessableEntity,
        doc: host_only("422"),
        members: &[],
    },
    ErrorClass {
        name: "RateLimitError",
        parent: BASE_CLASS,
        kind: ErrorKind::RateLimit,
        doc: host_only("429"),
        members: &[],
    },
    ErrorClass {
        name: "InternalServerError",
        parent: BASE_CLASS,
        kind: ErrorKind::InternalServer,
        doc: host_only("5xx"),
        members: &[],
    },
    ErrorClass {
        name: "APIConnectionError",
        parent: BASE_CLASS,
        kind: ErrorKind::Connection,
        doc: host_only("The request did not reach the service, or its response was cut off."),
        members: &[],
    },
    ErrorClass {
        name: "APIConnectionTimeoutError",
        parent: "APIConnectionError",
        kind: ErrorKind::Timeout,
        doc: host_only("No response within the timeout (or a stream idle past its idle timeout)."),
        members: &[],
    },
    ErrorClass {
        name: "StreamNotResumableError",
        parent: "APIConnectionError",
        kind: ErrorKind::StreamNotResumable,
        doc: host_only("A stream's connection dropped after it delivered events, and the stream sent no event id to\nresume from: reopening it could skip or repeat events, so it ends with this error instead.\nCode `stream_not_resumable`."),
        members: &[],
    },
    ErrorClass {
        name: "APIUserAbortError",
        parent: BASE_CLASS,
        kind: ErrorKind::UserAbort,
        doc: host_only("The caller's AbortSignal fired."),
        members: &[],
    },
    ErrorClass {
        name: "ValidationError",
        parent: BASE_CLASS,
        kind: ErrorKind::InvalidInput,
        doc: host_only("The request was refused before sending: `path` names the field, `rule` the rule."),
        members: PATH_AND_RULE_OF_INPUT,
    },
    ErrorClass {
        name: "InvalidResponseError",
        parent: BASE_CLASS,
        kind: ErrorKind::InvalidResponse,
        doc: host_only("The service's response did not match its documented shape."),
        members: PATH_AND_RULE_OF_RESPONSE,
    },
    ErrorClass {
        name: "SDKPanicError",
        parent: BASE_CLASS,
        kind: ErrorKind::Panic,
        doc: host_only("The SDK failed inside its WebAssembly module (a bug in the SDK: please report it). The call\nthat failed, and the helpers and streams in flight (whose state lived there), reject with it;\nthe module is then started afresh, and other calls run on the new instance (a\n`ManagedAuthSession` does not survive it: open a new one). Code `sdk_panic`."),
        members: &[],
    },
    ErrorClass {
        name: "UnsupportedPlatformError",
        parent: BASE_CLASS,
        kind: ErrorKind::UnsupportedPlatform,
        doc: host_only("Nothing was sent: the client sends through the browser's `fetch`, and the build is not for a\nbrowser. Raised by the Rust crate built for a target other than wasm32 (a server build); the\nnpm package runs in a browser or Node and does not raise it. Code `unsupported_platform`."),
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
