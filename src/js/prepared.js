// The requests the wasm core prepares, as one text each
// (src/js/request_text.rs): read into their fields (`requestFields`,
// `headersOf`, for send.js and stream.js), and for one-shot calls kept as
// templates. A one-shot call given nothing but an id written into its URL
// as it is (a retrieve, a delete, a list's first page without a query), and
// any request options (send.js applies them), is the same request every
// time but for the id: the core prepares it once
// per operation with a mark in the id's place, and later calls fill the
// mark in without crossing into the wasm. Every other call, and every id
// the core would encode or refuse, is prepared by the core, told what
// faults.js found wrong with its body. Copied into the package beside the
// glue by scripts/build-pkg.sh.
import { requestFault } from './faults.js';
import { protect } from './recovery.js';

// An id the core writes into a URL unchanged: RFC 3986's unreserved
// characters but the dot, so never `.` or `..`, which it refuses.
const VERBATIM_ID = /^[\w~-]+$/;
// The id a template is prepared with, to be found again in its URL.
const MARK = '~~id~~';

/**
 * `prepare(op, id, params, query)`: the fields of the call's
 * request (`requestFields`), from the core `core()` gives or from
 * one client's templates (its requests never change but for the call's
 * arguments).
 */
export function preparer(core) {
  // By operation: the request and its URL split at the id's place (or
  // whole, for an operation that takes no id), or `null` when the mark
  // shows elsewhere in the URL too (in the base URL, say) and the core
  // prepares every call.
  const templates = new Map();
  const byCore = (op, id, params, query) =>
    requestFields(protect(() => core().prepare(op, id, params, query, requestFault(op, params))));
  return (op, id, params, query) => {
    const plain =
      params === undefined &&
      query === undefined &&
      (id === undefined || (typeof id === 'string' && VERBATIM_ID.test(id)));
    if (!plain) return byCore(op, id, params, query);
    let template = templates.get(op);
    if (template === undefined) {
      // The core's refusals (an id missing or not taken) are thrown here and never kept.
      const request = byCore(op, id === undefined ? undefined : MARK);
      const url = request.url.split(MARK);
      template = url.length <= 2 ? { request, url } : null;
      templates.set(op, template);
    }
    // An id given where the template has none, or none where it has one:
    // the core says what is wrong.
    if (template === null || (id !== undefined) !== (template.url.length === 2)) {
      return byCore(op, id, params, query);
    }
    const { request, url } = template;
    return url.length === 2 ? { ...request, url: url[0] + id + url[1] } : request;
  };
}

/**
 * A request the core prepared as one text (src/js/request_text.rs): the
 * fields every request has, read, and `fields`, all of them by position
 * (method, URL, credentials, timeout, retries, the request kind's own from
 * index 5, then each header's name and value). None of them can hold the
 * NUL between them.
 */
export function requestFields(text) {
  const fields = text.split('\0');
  const [method, url, credentials] = fields;
  return { method, url, credentials, timeoutMs: +fields[3], maxRetries: +fields[4], fields };
}

/**
 * The headers of `fields` (from `requestFields`), whose pairs start at
 * `start`: as `[name, value]` pairs for the browser's `fetch`, which reads
 * them without a call into the browser per header, and as `Headers` for a
 * replacement `fetcher`, which may call their `get`.
 */
export function headersOf(fields, start, fetcher) {
  const pairs = [];
  for (let i = start; i < fields.length; i += 2) pairs.push([fields[i], fields[i + 1]]);
  return fetcher ? new Headers(pairs) : pairs;
}
