// The error classes of the SDK: real `Error` subclasses, so `instanceof
// ConflictError` works and stacks are real. The wasm core builds them through
// `makeError`; the package entry exports the classes.

/** Base class of every error the SDK throws. */
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
  }
}

function subclass(name, parent = APIError, extra) {
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

const withPathAndRule = (error, fields) => {
  error.path = fields.path;
  error.rule = fields.rule;
};

export const BadRequestError = subclass('BadRequestError');
export const AuthenticationError = subclass('AuthenticationError');
export const SessionExpiredError = subclass('SessionExpiredError', AuthenticationError);
export const PermissionDeniedError = subclass('PermissionDeniedError');
export const NotFoundError = subclass('NotFoundError');
export const ConflictError = subclass('ConflictError', APIError, (error) => {
  error.existing_id = error.error?.existing_id;
});
export const UnprocessableEntityError = subclass('UnprocessableEntityError');
export const RateLimitError = subclass('RateLimitError');
export const InternalServerError = subclass('InternalServerError');
export const APIConnectionError = subclass('APIConnectionError');
export const APIConnectionTimeoutError = subclass('APIConnectionTimeoutError', APIConnectionError);
export const StreamNotResumableError = subclass('StreamNotResumableError', APIConnectionError);
export const APIUserAbortError = subclass('APIUserAbortError');
export const ValidationError = subclass('ValidationError', APIError, withPathAndRule);
export const InvalidResponseError = subclass('InvalidResponseError', APIError, withPathAndRule);
export const UnsupportedPlatformError = subclass('UnsupportedPlatformError');

const classes = {
  APIError,
  BadRequestError,
  AuthenticationError,
  SessionExpiredError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APIConnectionTimeoutError,
  StreamNotResumableError,
  APIUserAbortError,
  ValidationError,
  InvalidResponseError,
  UnsupportedPlatformError,
};

/** Called by the wasm core: builds the error of the given class. */
export function makeError(className, message, status, code, body, path, rule, requestId) {
  let error;
  if (body) {
    try {
      error = JSON.parse(body);
    } catch {
      error = undefined;
    }
  }
  const cls = classes[className] ?? APIError;
  return new cls(message, { status, code, error, path, rule, request_id: requestId });
}
