// The SDK's one attempt loop: each one-shot call (call.js) and each opening
// of a stream (stream.js) sends its request here until its answer is final.
// It owns each attempt's timeout (on the one timer of deadlines.js) and
// abort, the client's replacement `fetch` (whose promises may ignore the
// signal, so they are raced against it), and what went wrong when no
// response came (aborted, timed out, the network, with the browser's
// message). The core says what each outcome that is not a plain success
// means: the answer, a retry after a wait, or the error to throw; the loop
// keeps the count of retries it decided. Copied into the package beside the
// glue by scripts/build-pkg.sh.
import { Failure, WasmClient } from './browser_cloud_sdk.js';
import { abortAfter, pause, settle, watched } from './deadlines.js';
import { protect } from './recovery.js';

/**
 * Sends `request` (`{ method, url, headers, body, credentials }` as the core
 * prepared it, its headers `[name, value]` pairs) until its answer is final:
 *
 * - `signal`: the caller's, which stops everything at once;
 * - `timeoutMs`: each attempt's limit, for its response and its `judge`;
 * - `fetcher`: the client's replacement `fetch`, if any;
 * - `maxRetries`: how many times the core may send it again;
 * - `judge(response, read)`: what a response comes to. `read(promise)`
 *   races a read of the response against the attempt. It answers `{ result }`
 *   for a final answer (a success whose body checks; an open stream) or
 *   `{ text, fault }` for the core to judge (its text read whole, and for a
 *   success whose body does not check, what faults.js found);
 * - `heard(response)`: told each response, if given.
 *
 * Resolves with `{ result, controller, signal }`: the final answer, the
 * attempt's controller, which a stream's body stays open under (the
 * timeout no longer applies to it), and its signal, which the caller's
 * joins. Rejects with the SDK's typed errors.
 */
export async function attempt({ request, signal, timeoutMs, maxRetries, fetcher, judge, heard }) {
  // The request's attempts as the core reads them (an `AttemptState`).
  const state = { method: request.method, maxRetries, retries: 0 };
  // The core's verdict: the milliseconds to wait before the next attempt
  // (one retry more), `undefined` for the answer, or the error, thrown.
  const verdict = (ask) => {
    const delay = protect(ask);
    if (delay !== undefined) state.retries += 1;
    return delay;
  };
  for (;;) {
    // The core's verdict on an abort is APIUserAbortError, thrown here.
    if (signal?.aborted) verdict(() => WasmClient.failed(state, Failure.Aborted, ''));
    let delay;
    const controller = new AbortController();
    const deadline = timeoutMs > 0 ? abortAfter(controller, timeoutMs) : undefined;
    const joined = signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
    // The service never redirects; following one would carry the body (an
    // exchange's handoff code, say) to wherever the redirect points.
    const init = { method: request.method, headers: headersOf(request.headers, fetcher), credentials: request.credentials, redirect: 'error', signal: joined };
    if (request.body !== undefined) init.body = request.body;
    const read = (promise) => (fetcher ? watched(promise, joined) : promise);
    let outcome;
    try {
      // A replacement fetch may ignore the signal: its promises are raced
      // against it. The browser's own rejects them once the signal aborts.
      const response = fetcher ? await watched(fetcher(request.url, init), joined) : await fetch(request.url, init);
      if (!(response instanceof Response)) throw new TypeError('fetch resolved to something other than a Response');
      heard?.(response);
      outcome = { response, ...(await judge(response, read)) };
    } catch (error) {
      const failure = signal?.aborted
        ? Failure.Aborted
        : controller.signal.aborted
          ? Failure.Timeout
          : Failure.Connection;
      // The browser's own message ("Failed to fetch"): it never carries headers.
      const message = error instanceof Error ? error.message : 'network error';
      delay = verdict(() => WasmClient.failed(state, failure, message));
    } finally {
      if (deadline) settle(deadline);
    }
    if (outcome) {
      if ('result' in outcome) return { result: outcome.result, controller, signal: joined };
      try {
        delay = verdict(() => WasmClient.answered(state, outcome.response, outcome.text, outcome.fault));
      } catch (error) {
        // An answered error carries its response's headers.
        if (error.status !== undefined) error.headers = outcome.response.headers;
        throw error;
      }
      if (delay === undefined) return { result: undefined, controller, signal: joined };
    }
    // Aborted during the wait: the core's verdict is APIUserAbortError.
    if (!(await pause(delay, signal))) verdict(() => WasmClient.failed(state, Failure.Aborted, ''));
  }
}

/**
 * Headers as `fetch` takes them: the `[name, value]` pairs themselves for
 * the browser's, which reads them without a call into the browser per
 * header, and a `Headers` for a replacement `fetcher`, which may call its
 * `get`.
 */
function headersOf(pairs, fetcher) {
  return fetcher ? new Headers(pairs) : pairs;
}
