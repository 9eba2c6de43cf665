// Generated from the error class table (src/protocol/http/error_classes.rs) by
// `UPDATE_GENERATED=1 cargo test generated`; do not edit.
/** Base class of every error the SDK throws; thrown as itself for a status no subclass names. */
export class APIError extends Error {
  /** HTTP status, or undefined when no response arrived or the input was refused. */
  readonly status: number | undefined;
  /** The service's error code, or the client's: invalid_input, connection_error, timeout, stream_not_resumable, session_expired, aborted, invalid_response, unsupported_platform, sdk_panic. */
  readonly code: string;
  /** The service's error record, parsed. */
  readonly error: ErrorRecord | ConflictErrorBody | undefined;
  /** `error.details`, for multiple errors. */
  readonly details: ErrorDetail[] | undefined;
  /** `error.inner_error`. */
  readonly inner_error: ErrorDetail | undefined;
  /** The `X-Request-Id` of the response, for support. */
  readonly request_id: string | undefined;
  /**
   * The response's headers (in a cross-origin page, those the service exposes by CORS); undefined
   * when no response arrived, and for helpers (`getOrCreate`, `waitForLogin`).
   */
  readonly headers: Headers | undefined;
}
/** 400 */
export class BadRequestError extends APIError {}
/** 401 */
export class AuthenticationError extends APIError {}
/**
 * A `ManagedAuthSession`'s token was refused (401) while the session ran: it expired or was
 * revoked. Start a new login for a new session. Code `session_expired`; `status` 401.
 */
export class SessionExpiredError extends AuthenticationError {}
/** 403 */
export class PermissionDeniedError extends APIError {}
/** 404 */
export class NotFoundError extends APIError {}
/** 409; for create auth connection, `existing_id` names the connection that exists. */
export class ConflictError extends APIError {
  /** The id of the connection that exists (`error.existing_id`); undefined for other conflicts. */
  readonly existing_id: string | undefined;
}
/** 422 */
export class UnprocessableEntityError extends APIError {}
/** 429 */
export class RateLimitError extends APIError {}
/** 5xx */
export class InternalServerError extends APIError {}
/** The request did not reach the service, or its response was cut off. */
export class APIConnectionError extends APIError {}
/** No response within the timeout (or a stream idle past its idle timeout). */
export class APIConnectionTimeoutError extends APIConnectionError {}
/**
 * A stream's connection dropped after it delivered events, and the stream sent no event id to
 * resume from: reopening it could skip or repeat events, so it ends with this error instead.
 * Code `stream_not_resumable`.
 */
export class StreamNotResumableError extends APIConnectionError {}
/** The caller's AbortSignal fired. */
export class APIUserAbortError extends APIError {}
/** The request was refused before sending: `path` names the field, `rule` the rule. */
export class ValidationError extends APIError {
  /** The field at fault, e.g. `browser.proxy`, `options.timeout`, `limit`; empty for the whole body. */
  readonly path: string;
  /**
   * For a request body, the schema rule it breaks: `type`, `required`, `unknown_property`,
   * `exactly_one_of`, `min_length`, `range`, `uri`, `enum`, `refused` or `conflict`.
   * Undefined for options, ids and queries, whose `message` states the rule.
   */
  readonly rule: string | undefined;
}
/** The service's response did not match its documented shape. */
export class InvalidResponseError extends APIError {
  /** Where in the response the mismatch is, e.g. `choices[0].id`, or `[1].status` for the second item of a list. */
  readonly path: string | undefined;
  /** The schema rule the response breaks, e.g. `type`, `required` or `enum`. */
  readonly rule: string | undefined;
}
/**
 * The SDK failed inside its WebAssembly module (a bug in the SDK: please report it). The call
 * that failed, and the helpers and streams in flight (whose state lived there), reject with it;
 * the module is then started afresh, and other calls run on the new instance (a
 * `ManagedAuthSession` does not survive it: open a new one). Code `sdk_panic`.
 */
export class SDKPanicError extends APIError {}
/**
 * Nothing was sent: the client sends through the browser's `fetch`, and the build is not for a
 * browser. Raised by the Rust crate built for a target other than wasm32 (a server build); the
 * npm package runs in a browser or Node and does not raise it. Code `unsupported_platform`.
 */
export class UnsupportedPlatformError extends APIError {}
