//! The one error type of the SDK: failures from the service, from the
//! network, and requests refused before sending.

use std::fmt;

use crate::protocol::model::ErrorDetail;
pub use browser_cloud_api::ErrorKind;

/// Code of a request refused before sending.
pub const CODE_INVALID_INPUT: &str = "invalid_input";
/// Code of a network failure.
pub const CODE_CONNECTION: &str = "connection_error";
/// Code of a request that timed out.
pub const CODE_TIMEOUT: &str = "timeout";
/// Code of a stream that dropped and cannot be resumed.
pub const CODE_STREAM_NOT_RESUMABLE: &str = "stream_not_resumable";
/// Code of a session whose token was refused.
pub const CODE_SESSION_EXPIRED: &str = "session_expired";
/// Code of a request aborted by the caller.
pub const CODE_ABORTED: &str = "aborted";
/// Code of a response whose body could not be decoded.
pub const CODE_INVALID_RESPONSE: &str = "invalid_response";
/// Code of a call made off wasm32, where the client cannot send.
pub const CODE_UNSUPPORTED_PLATFORM: &str = "unsupported_platform";

/// A failed call: what went wrong, with everything the service said.
///
/// `Display` prints `{code}: {message}`. Secrets never appear in any field.
/// The fields live behind one box so `Result<T, Error>` stays small.
#[derive(Clone, Debug, PartialEq)]
pub struct Error(Box<Fields>);

#[derive(Clone, Debug, PartialEq)]
struct Fields {
    kind: ErrorKind,
    status: Option<u16>,
    code: String,
    message: String,
    path: Option<String>,
    rule: Option<&'static str>,
    details: Vec<ErrorDetail>,
    inner_error: Option<ErrorDetail>,
    existing_id: Option<String>,
    request_id: Option<String>,
    body: Option<String>,
}

impl Error {
    /// An error of `kind` with a code and message and nothing else.
    pub fn new(kind: ErrorKind, code: impl Into<String>, message: impl Into<String>) -> Self {
        Error::from_parts(kind, code.into(), message.into())
    }

    // The body of `new` once, not in a copy per pair of argument types.
    fn from_parts(kind: ErrorKind, code: String, message: String) -> Self {
        Error(Box::new(Fields {
            kind,
            status: None,
            code,
            message,
            path: None,
            rule: None,
            details: Vec::new(),
            inner_error: None,
            existing_id: None,
            request_id: None,
            body: None,
        }))
    }

    /// A request refused before sending: `path` names the offending field
    /// (for example `browser.proxy`), `rule` says what it breaks. The message
    /// is `"{path}: {rule}"`.
    pub fn invalid_input(path: impl Into<String>, rule: &str) -> Self {
        Error::invalid_input_at(path.into(), rule)
    }

    // The body of `invalid_input` once, not in a copy per path type.
    fn invalid_input_at(path: String, rule: &str) -> Self {
        let mut message = String::with_capacity(path.len() + 2 + rule.len());
        message.push_str(&path);
        message.push_str(": ");
        message.push_str(rule);
        let mut error = Error::new(ErrorKind::InvalidInput, CODE_INVALID_INPUT, message);
        error.0.path = Some(path);
        error
    }

    /// The request did not reach the service (or its response was cut off).
    pub fn connection(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::Connection, CODE_CONNECTION, message)
    }

    /// No response arrived within `timeout_ms`.
    pub fn timeout() -> Self {
        Error::new(ErrorKind::Timeout, CODE_TIMEOUT, "request timed out")
    }

    /// A stream dropped after delivering events and has no id to resume from.
    pub fn stream_not_resumable() -> Self {
        Error::new(
            ErrorKind::StreamNotResumable,
            CODE_STREAM_NOT_RESUMABLE,
            "the event stream dropped and cannot be resumed: it sent no event id, so events may be missing; open it again to start over",
        )
    }

    /// A managed-auth session's token was refused (expired or revoked):
    /// `refused` (the 401) as [`ErrorKind::SessionExpired`], with its own
    /// code and message, keeping the status, the service's error record and
    /// the request id.
    pub fn session_expired(refused: Error) -> Self {
        let mut error = refused;
        error.0.kind = ErrorKind::SessionExpired;
        error.0.code = CODE_SESSION_EXPIRED.into();
        error.0.message =
            "the session's token expired or was refused: start a new login for a new session"
                .into();
        error
    }

    /// The caller aborted the request.
    pub fn aborted() -> Self {
        Error::new(ErrorKind::UserAbort, CODE_ABORTED, "request was aborted")
    }

    /// A response body failed decoding or validation.
    pub fn invalid_response(message: impl Into<String>) -> Self {
        Error::new(ErrorKind::InvalidResponse, CODE_INVALID_RESPONSE, message)
    }

    /// A call made off wasm32 (a server or native build), where there is no
    /// browser `fetch` to send it through: nothing was sent.
    pub fn unsupported_platform() -> Self {
        Error::new(
            ErrorKind::UnsupportedPlatform,
            CODE_UNSUPPORTED_PLATFORM,
            "the client sends requests only from a browser (a wasm32 build); this build is not for a browser, so nothing was sent. In a server build (the server side of Leptos or Dioxus), make the call on the client only, or call the service from the server with an HTTP client of its own",
        )
    }

    /// Sets the HTTP status.
    pub fn with_status(mut self, status: u16) -> Self {
        self.0.status = Some(status);
        self
    }

    /// Sets the request id the service returned (for support requests).
    pub fn with_request_id(mut self, request_id: Option<&str>) -> Self {
        self.0.request_id = request_id.map(str::to_owned);
        self
    }

    /// Sets the field path an `invalid_input` error names.
    pub fn with_path(mut self, path: Option<String>) -> Self {
        self.0.path = path;
        self
    }

    /// Sets the code of the validation rule that was broken.
    pub fn with_rule(mut self, rule: Option<&'static str>) -> Self {
        self.0.rule = rule;
        self
    }

    /// Sets the entries of the error record's `details`.
    pub fn with_details(mut self, details: Vec<ErrorDetail>) -> Self {
        self.0.details = details;
        self
    }

    /// Sets the error record's `inner_error`.
    pub fn with_inner_error(mut self, inner_error: Option<ErrorDetail>) -> Self {
        self.0.inner_error = inner_error;
        self
    }

    /// Sets the id of the existing resource a 409 names.
    pub fn with_existing_id(mut self, existing_id: Option<String>) -> Self {
        self.0.existing_id = existing_id;
        self
    }

    /// Sets the raw error body, for callers that want every field of it.
    pub fn with_body(mut self, body: Option<String>) -> Self {
        self.0.body = body;
        self
    }

    /// What kind of failure this is.
    pub fn kind(&self) -> ErrorKind {
        self.0.kind
    }

    /// The JavaScript class name of this error.
    pub fn class_name(&self) -> &'static str {
        self.0.kind.class_name()
    }

    /// The HTTP status, when a response arrived.
    pub fn status(&self) -> Option<u16> {
        self.0.status
    }

    /// The service's error code, or one of the client codes
    /// (`invalid_input`, `connection_error`, `timeout`, `stream_not_resumable`,
    /// `session_expired`, `aborted`, `invalid_response`, `unsupported_platform`),
    /// or `http_<status>`
    /// when the body had none.
    pub fn code(&self) -> &str {
        &self.0.code
    }

    /// Human-readable description.
    pub fn message(&self) -> &str {
        &self.0.message
    }

    /// The field path an `invalid_input` error names (for example `limit`).
    pub fn path(&self) -> Option<&str> {
        self.0.path.as_deref()
    }

    /// For a body refused by the validator: the rule's code (for example
    /// `required`, `unknown_property`).
    pub fn rule(&self) -> Option<&'static str> {
        self.0.rule
    }

    /// The error record's `details` (empty when absent).
    pub fn details(&self) -> &[ErrorDetail] {
        &self.0.details
    }

    /// The error record's `inner_error`.
    pub fn inner_error(&self) -> Option<&ErrorDetail> {
        self.0.inner_error.as_ref()
    }

    /// For a 409 `already_exists`: the id of the resource that exists.
    pub fn existing_id(&self) -> Option<&str> {
        self.0.existing_id.as_deref()
    }

    /// The request id the service returned with the response.
    pub fn request_id(&self) -> Option<&str> {
        self.0.request_id.as_deref()
    }

    /// The raw error body as text, when the service sent one.
    pub fn body(&self) -> Option<&str> {
        self.0.body.as_deref()
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.code)?;
        f.write_str(": ")?;
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_map_to_the_official_classes() {
        let cases = [
            (400, "BadRequestError"),
            (401, "AuthenticationError"),
            (403, "PermissionDeniedError"),
            (404, "NotFoundError"),
            (409, "ConflictError"),
            (422, "UnprocessableEntityError"),
            (429, "RateLimitError"),
            (500, "InternalServerError"),
            (502, "InternalServerError"),
            (599, "InternalServerError"),
            (402, "APIError"),
            (418, "APIError"),
            (302, "APIError"),
        ];
        for (status, class) in cases {
            assert_eq!(
                ErrorKind::from_status(status).class_name(),
                class,
                "{status}"
            );
        }
    }

    #[test]
    fn client_side_errors_carry_their_codes_and_classes() {
        let cases = [
            (
                Error::connection("offline"),
                "connection_error",
                "APIConnectionError",
            ),
            (Error::timeout(), "timeout", "APIConnectionTimeoutError"),
            (
                Error::session_expired(Error::timeout()),
                "session_expired",
                "SessionExpiredError",
            ),
            (Error::aborted(), "aborted", "APIUserAbortError"),
            (
                Error::invalid_response("bad"),
                "invalid_response",
                "InvalidResponseError",
            ),
            (
                Error::invalid_input("id", "must not be empty"),
                "invalid_input",
                "ValidationError",
            ),
            (
                Error::unsupported_platform(),
                "unsupported_platform",
                "UnsupportedPlatformError",
            ),
        ];
        for (error, code, class) in cases {
            assert_eq!(error.code(), code);
            assert_eq!(error.class_name(), class);
            assert_eq!(error.status(), None);
        }
    }

    #[test]
    fn invalid_input_names_path_and_rule() {
        let error = Error::invalid_input("browser.proxy", "unknown property");
        assert_eq!(error.path(), Some("browser.proxy"));
        assert_eq!(error.message(), "browser.proxy: unknown property");
        assert_eq!(
            error.to_string(),
            "invalid_input: browser.proxy: unknown property"
        );
    }
}
