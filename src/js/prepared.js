// The requests of one-shot calls, as the wasm core prepares them (a
// `PreparedRequest`, read from its JSON text), and kept as templates: a call
// given nothing but its path arguments, each written into its URL as it is,
// is the same request every time but for those: the core prepares it once
// per operation with a mark in each argument's place, and later calls fill
// the marks in without crossing into the wasm. Every other call, and every
// argument the core would encode or refuse, is prepared by the core.
// Copied into the package beside the glue by scripts/build-pkg.sh.
import { protect } from './recovery.js';

// An argument the core writes into a URL unchanged: RFC 3986's unreserved
// characters but the dot, so never `.` or `..`, which it refuses.
const VERBATIM = /^[\w~-]+$/;
// The argument a template is prepared with, to be found again in its URL.
const MARK = '~~arg~~';

/**
 * `prepare(call)`: the `PreparedRequest` of `call`, a `CallSpec` (what the
 * core's `prepare` reads: src/wasm/prepare.rs), from the core `core()` gives
 * or from one client's templates.
 */
export function preparer(core) {
  // By operation (its method and path): the request and its URL split at the marks, or
  // `null` when a mark shows elsewhere in the URL too (in the base URL, say)
  // and the core prepares every call.
  const templates = new Map();
  const byCore = (call) => JSON.parse(protect(() => core().prepare(call)));
  return (call) => {
    const plain =
      call.params === undefined &&
      !call.bodyOptional &&
      call.pairs.length === 0 &&
      call.fault === undefined &&
      call.pathArgs.every((arg) => typeof arg === 'string' && VERBATIM.test(arg));
    if (!plain) return byCore(call);
    const key = `${call.method} ${call.path}`;
    let template = templates.get(key);
    if (template === undefined) {
      // The core's refusals (an argument missing) are thrown here and never kept.
      const request = byCore({ ...call, pathArgs: call.pathArgs.map(() => MARK) });
      const url = request.url.split(MARK);
      template = url.length === call.pathArgs.length + 1 ? { request, url } : null;
      templates.set(key, template);
    }
    if (template === null) return byCore(call);
    const { request, url } = template;
    if (url.length === 1) return request;
    let filled = url[0];
    for (let i = 0; i < call.pathArgs.length; i++) filled += call.pathArgs[i] + url[i + 1];
    return { ...request, url: filled };
  };
}
