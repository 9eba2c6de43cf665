// Generated from the error class table (src/protocol/http/error_classes.rs) by
// `UPDATE_GENERATED=1 cargo test generated`; do not edit.
//
// The error classes of the SDK: real `Error` subclasses, so `instanceof
// ConflictError` works and stacks are real. The wasm core builds them through
// `makeError`; the package entry exports the classes.

export class APIError extends Error {
  constructor(message, fields) {
    super(message);
    this.name = 'APIError';
    this.status = fields.status;
    this.code = fields.code;
    this.error = fields.error;
    this.details = fields.error?.details;
    this.inner_error = fields.error?.inner_error;
    this.request_id = fields.request_id;
    this.headers = undefined;
  }
}

function subclass(name, parent, extra) {
  return {
    [name]: class extends parent {
      constructor(message, fields) {
        super(message, fields);
        this.name = name;
        if (extra) extra(this, fields);
      }
    },
  }[name];
}

export const BadRequestError = subclass('BadRequestError', APIError);
export const AuthenticationError = subclass('AuthenticationError', APIError);
export const SessionExpiredError = subclass('SessionExpiredError', AuthenticationError);
export const PermissionDeniedError = subclass('PermissionDeniedError', APIError);
export const NotFoundError = subclass('NotFoundError', APIError);
export const ConflictError = subclass('ConflictError', APIError, (error, fields) => { error.existing_id = error.error?.existing_id; });
export const UnprocessableEntityError = subclass('UnprocessableEntityError', APIError);
export const RateLimitError = subclass('RateLimitError', APIError);
export const InternalServerError = subclass('InternalServerError', APIError);
export const APIConnectionError = subclass('APIConnectionError', APIError);
export const APIConnectionTimeoutError = subclass('APIConnectionTimeoutError', APIConnectionError);
export const StreamNotResumableError = subclass('StreamNotResumableError', APIConnectionError);
export const APIUserAbortError = subclass('APIUserAbortError', APIError);
export const ValidationError = subclass('ValidationError', APIError, (error, fields) => { error.path = fields.path; error.rule = fields.rule; });
export const InvalidResponseError = subclass('InvalidResponseError', APIError, (error, fields) => { error.path = fields.path; error.rule = fields.rule; });
export const SDKPanicError = subclass('SDKPanicError', APIError);
export const UnsupportedPlatformError = subclass('UnsupportedPlatformError', APIError);

// By the core's error kind.
const classes = [
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIError,
  APIConnectionError,
  APIConnectionTimeoutError,
  StreamNotResumableError,
  SessionExpiredError,
  APIUserAbortError,
  ValidationError,
  InvalidResponseError,
  SDKPanicError,
  UnsupportedPlatformError,
];

/** Called by the wasm core: builds the error of the given kind. */
export function makeError(kind, message, status, code, body, path, rule, requestId) {
  let error;
  if (body) {
    try {
      error = JSON.parse(body);
    } catch {
      error = undefined;
    }
  }
  const cls = classes[kind] ?? APIError;
  return new cls(message, { status, code, error, path, rule, request_id: requestId });
}
