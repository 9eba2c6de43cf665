// JavaScript idioms the wasm facade cannot express itself: Error subclasses
// (so `instanceof ConflictError` works and stacks are real), and async
// iteration over pages and event streams. No SDK logic lives here.

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
  const cls = {
    [name]: class extends parent {
      constructor(message, fields) {
        super(message, fields);
        this.name = name;
        if (extra) extra(this, fields);
      }
    },
  }[name];
  return cls;
}

export const BadRequestError = subclass('BadRequestError');
export const AuthenticationError = subclass('AuthenticationError');
export const PermissionDeniedError = subclass('PermissionDeniedError');
export const NotFoundError = subclass('NotFoundError');
export const ConflictError = subclass('ConflictError', APIError, (e) => {
  e.existing_id = e.error?.existing_id;
});
export const UnprocessableEntityError = subclass('UnprocessableEntityError');
export const RateLimitError = subclass('RateLimitError');
export const InternalServerError = subclass('InternalServerError');
export const APIConnectionError = subclass('APIConnectionError');
export const APIConnectionTimeoutError = subclass('APIConnectionTimeoutError', APIConnectionError);
export const APIUserAbortError = subclass('APIUserAbortError');
export const ValidationError = subclass('ValidationError', APIError, (e, f) => {
  e.path = f.path;
  e.rule = f.rule;
});
export const InvalidResponseError = subclass('InvalidResponseError', APIError, (e, f) => {
  e.path = f.path;
  e.rule = f.rule;
});

const classes = {
  APIError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  ValidationError,
  InvalidResponseError,
};

/** Called by the wasm facade: builds the error of the given class. */
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

/** Called by the wasm facade: a page of a list, iterable over every item of every page. */
export function makePage(items, hasMore, nextOffset, cursor) {
  return {
    items,
    has_more: hasMore,
    next_offset: nextOffset,
    hasNextPage() {
      return hasMore;
    },
    async getNextPage() {
      if (!hasMore) throw new Error('no next page: check hasNextPage() first');
      return cursor.next();
    },
    async *[Symbol.asyncIterator]() {
      let page = this;
      for (;;) {
        yield* page.items;
        if (!page.has_more) return;
        page = await page.getNextPage();
      }
    },
  };
}

/** Called by the wasm facade: lets `for await` run over a list's promise directly. */
export function iterablePromise(promise) {
  promise[Symbol.asyncIterator] = async function* () {
    yield* await promise;
  };
  return promise;
}

/**
 * Called by the wasm facade: an async iterable over a stream whose reader
 * hands out batches (arrays) of events, so one boundary crossing carries many.
 */
export function makeEventStream(reader) {
  let batch = [];
  let index = 0;
  let finished = false;
  const stream = {
    async next() {
      while (index >= batch.length) {
        if (finished) return { value: undefined, done: true };
        const next = await reader.next();
        if (next === undefined || next === null) {
          finished = true;
          return { value: undefined, done: true };
        }
        batch = next;
        index = 0;
      }
      return { value: batch[index++], done: false };
    },
    async return() {
      stream.close();
      return { value: undefined, done: true };
    },
    close() {
      if (!finished) {
        finished = true;
        reader.close();
      }
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}
