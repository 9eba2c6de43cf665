// The request of a one-shot call (src/js/request_text.rs), prepared by the
// wasm core. A call given nothing but an id written into its URL as it
// is (a retrieve, a delete, a list's first page without a query) is the
// same request every time but for the id: the core prepares it once per
// operation with a mark in the id's place, and later calls fill the mark in
// without crossing into the wasm. Every other call, and every id the core
// would encode or refuse, is prepared by the core. Copied into the package
// beside the glue by scripts/build-pkg.sh.
import { protect } from './recovery.js';
import { requestFields } from './send.js';

// An id the core writes into a URL unchanged: RFC 3986's unreserved
// characters but the dot, so never `.` or `..`, which it refuses.
const VERBATIM_ID = /^[\w~-]+$/;
// The id a template is prepared with, to be found again in its URL.
const MARK = '~~id~~';

/**
 * `prepare(op, id, params, query, options)`: the fields of the call's
 * request (send.js's `requestFields`), from the core `core()` gives or from
 * one client's templates (its requests never change but for the call's
 * arguments).
 */
export function preparer(core) {
  // By operation: the request and its URL split at the id's place (or
  // whole, for an operation that takes no id), or `null` when the mark
  // shows elsewhere in the URL too (in the base URL, say) and the core
  // prepares every call.
  const templates = new Map();
  const byCore = (op, id, params, query, options) =>
    requestFields(protect(() => core().prepare(op, id, params, query, options)));
  return (op, id, params, query, options) => {
    const plain =
      params === undefined &&
      query === undefined &&
      options === undefined &&
      (id === undefined || (typeof id === 'string' && VERBATIM_ID.test(id)));
    if (!plain) return byCore(op, id, params, query, options);
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
      return byCore(op, id, params, query, options);
    }
    const { request, url } = template;
    return url.length === 2 ? { ...request, url: url[0] + id + url[1] } : request;
  };
}
