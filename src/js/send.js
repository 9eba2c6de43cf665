// One-shot calls (every operation but the streams): the wasm core builds the
// request (`prepare`, or once per operation as a template: prepared.js) and
// judges every attempt but a valid success (`judge`, `failed`): a retry
// after a wait, or the error to throw. A success's parsed body is checked
// against the operation's schema by answers.js, generated from the core's
// tables; one that fails goes to `judge` with what faults.js finds wrong
// with it, and `judge` makes that the error. This
// edge only sends with `fetch`, waits and parses, as a hand-written client
// would: a call that succeeds crosses into the wasm at most once and makes
// no Rust future. Its state lives here, so a panic in another call
// (recovery.js) does not strand it: its next crossing goes to the fresh
// instance. Copied into the package beside the glue by scripts/build-pkg.sh.
import { WasmClient } from './browser_cloud_sdk.js';
import { abortAfter, pause, settle, watched } from './deadlines.js';
import { answers } from './answers.js';
import { answerFault } from './faults.js';
import { readOptions } from './options.js';
import { headersOf } from './prepared.js';
import { protect } from './recovery.js';

/**
 * Sends operation `op` with the core `core()` gives (made again after a
 * panic's restart), its request from `prepare` (prepared.js), through
 * `fetcher` (the client's `fetch` option) or the global `fetch`, with
 * `options` read by the rules of `known` (options.js); `heard` is told each
 * attempt's `Response`. Resolves with
 * the record, `undefined` (a delete), or a page's
 * `{ items, has_more, next_offset }`; rejects with the SDK's typed errors,
 * an answered one carrying its response's `headers`.
 */
export async function send(core, prepare, fetcher, op, id, params, query, options, known, heard) {
  const { timeout, maxRetries: retriesAllowed, signal } = readOptions(options, known);
  const { method, url, credentials, timeoutMs: clientTimeout, maxRetries: clientRetries, fields } = prepare(op, id, params, query);
  const timeoutMs = timeout ?? clientTimeout;
  const maxRetries = retriesAllowed ?? clientRetries;
  const answer = +fields[5];
  const offset = fields[6] === '' ? undefined : +fields[6];
  const body = fields[7] === '' ? undefined : fields[7];
  for (let retries = 0; ; retries++) {
    let response;
    let text;
    let failure = 'aborted';
    let message = '';
    if (!signal?.aborted) {
      const controller = new AbortController();
      const deadline = timeoutMs > 0 ? abortAfter(controller, timeoutMs) : undefined;
      const joined = signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
      // The service never redirects; following one would carry the body (an
      // exchange's handoff code, say) to wherever the redirect points.
      const init = { method, headers: headersOf(fields, 8, fetcher), credentials, redirect: 'error', signal: joined };
      if (body !== undefined) init.body = body;
      try {
        // A replacement fetch may ignore the signal: its promises are raced
        // against it. The browser's own rejects them once the signal aborts.
        response = fetcher ? await watched(fetcher(url, init), joined) : await fetch(url, init);
        if (response instanceof Response) {
          // Read as `json()` reads it: decoded by the browser, any ill-formed
          // UTF-8 replaced.
          text = fetcher ? await watched(response.text(), joined) : await response.text();
        } else {
          response = undefined;
          failure = 'connection';
          message = 'fetch resolved to something other than a Response';
        }
      } catch (error) {
        response = undefined;
        if (signal?.aborted) failure = 'aborted';
        else if (controller.signal.aborted) failure = 'timeout';
        else {
          failure = 'connection';
          // The browser's own message ("Failed to fetch"): it never carries headers.
          message = error instanceof Error ? error.message : 'network error';
        }
      } finally {
        if (deadline) settle(deadline);
      }
    }
    let delay;
    if (response) {
      heard(response);
      const seen = response.headers;
      // A success's verdict is its body's check (the core's success is a
      // 2xx, as `ok` is). A body found invalid goes to `judge` with its
      // fault, empty when it is not JSON.
      let fault;
      if (response.ok && answer !== 0) {
        const data = parsedAnswer(text);
        fault = data === NOT_JSON ? '' : answers[op](data) ? undefined : answerFault(op, data);
        if (fault === undefined) return answerOf(answer, data, seen, offset);
      }
      try {
        delay = protect(() =>
          core().judge(
            op,
            retries,
            maxRetries,
            response.status,
            seen.get('x-request-id'),
            seen.get('retry-after'),
            seen.get('retry-after-ms'),
            text,
            fault,
          ),
        );
      } catch (error) {
        // An answered error carries its response's headers.
        if (error.status !== undefined) error.headers = seen;
        throw error;
      }
      if (delay === undefined) return answerOf(answer, answer === 0 ? undefined : JSON.parse(text), seen, offset);
    } else {
      delay = protect(() => core().failed(op, retries, maxRetries, failure, message));
    }
    // Aborted during the wait: `failed` gives APIUserAbortError.
    if (!(await pause(delay, signal))) protect(() => core().failed(op, retries, maxRetries, 'aborted', ''));
  }
}

// What `parsedAnswer` gives for a text that is not JSON.
const NOT_JSON = Symbol('not JSON');

// `text` parsed, or NOT_JSON.
function parsedAnswer(text) {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

// What the call resolves with, from its body's `data` once judged valid.
function answerOf(answer, data, headers, offset) {
  if (answer !== 2) return data;
  const [hasMore, next] = protect(() =>
    WasmClient.pageOf(offset, headers.get('x-has-more'), headers.get('x-next-offset')),
  );
  return { items: data, has_more: hasMore, next_offset: next };
}
