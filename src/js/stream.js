// Event streams (a login flow's events, browser logs): the wasm core's
// `StreamCore` holds the stream's state (its SSE parser, the syntax of each
// event, the reconnections and the filter of the events a resumed
// connection repeats) and decides; this edge only opens connections, with
// attempt.js's fetch or the browser's `EventSource` (source.js), reads them, checks each
// parsed event against its operation's check (faults.js names what is
// wrong with one that fails) and waits, as call.js does for one-shot calls.
// No Rust future runs a stream. Copied into the package beside the glue by
// scripts/build-pkg.sh.
import { ConnectionEnded, Failure, WasmClient } from './browser_cloud_sdk.js';
import { APIError, SDKPanicError } from './error-classes.js';
import { attempt } from './attempt.js';
import { callOf } from './call.js';
import { abortAfter, pause, settle } from './deadlines.js';
import { liveGeneration, panicError, protect } from './recovery.js';
import { answerFaultOf } from './faults.js';
import { STREAM, readOptions } from './options.js';

// What a connection's read can come to besides its data.
const END = 'end';
const IDLE = 'idle';
const ABORTED = 'aborted';
const OPEN = 'open';
const LOST = 'lost';
const FAILED = 'failed';

/**
 * A reader of stream operation `op` (generated/operations/) called with
 * `args`, for client.js's `events`: `next()` gives the next batch of events
 * (an array) or `null` at the end, `close()` stops it at once,
 * `reconnects()` and `lastEventId()` tell its progress. `core()` gives the
 * client's core, `fetcher` is the client's `fetch` option. Bad arguments
 * throw at the first `next()`, before anything is sent.
 */
export function stream(core, fetcher, op, args) {
  const { call, options } = callOf(op, args);
  const own = readOptions(options, STREAM);
  const state = protect(() => core().stream({ ...call, ...own, ends: op.ends }));
  // The instance the state lives on: after a panic's restart it is gone.
  const born = liveGeneration();
  const ask = (run) => {
    if (born !== liveGeneration()) throw panicError();
    return protect(() => run(state));
  };
  const stop = new AbortController();
  const caller = own.signal;
  const cancel = caller ? AbortSignal.any([stop.signal, caller]) : stop.signal;
  // What the core says of an opening with no response: its error, thrown.
  const failedOpening = (how, message) => protect(() => WasmClient.failed({ method: 'GET', maxRetries: 0, retries: 0 }, how, message));
  const aborted = () => failedOpening(Failure.Aborted, '');

  let connection;
  let started = false;
  let over = false;

  // The stream open, through the client's stream mode or, `viaFetch`,
  // through fetch: one attempt after another (attempt.js) until it is open,
  // retried as the core says (a reopening is not: the stream's own
  // reconnection decides when to try again).
  async function open(viaFetch, reopening) {
    const request = JSON.parse(ask((s) => s.request(viaFetch)));
    if (request.eventSource) {
      const source = await openSource(request.url, request.credentials === 'include', request.timeoutMs, request.idleTimeoutMs);
      if (source) return source;
    }
    const opened = await attempt({
      request,
      signal: cancel,
      timeoutMs: request.timeoutMs,
      fetcher,
      maxRetries: reopening ? 0 : request.maxRetries,
      async judge(response, read) {
        // A success is the open stream; an error's body is read whole, for
        // its record, within the timeout.
        if (response.ok) return { result: response };
        return { text: await read(response.text()) };
      },
    });
    return bodyConnection(opened.result, opened.controller, opened.signal, request.idleTimeoutMs);
  }

  // An `EventSource` once it opened; `null` when the browser gave up on it
  // (the same request through fetch then tells why).
  async function openSource(url, withCredentials, timeoutMs, idleMs) {
    // Its reader loads with the first stream opened this way (most pages
    // stream through fetch), before the source exists: none of its events
    // may fire unheard.
    const { sourceConnection } = await import('./source.js');
    let browserSource;
    try {
      browserSource = new EventSource(url, { withCredentials });
    } catch {
      return failedOpening(Failure.Connection, 'the EventSource could not be created');
    }
    const source = sourceConnection(browserSource, idleMs, cancel, { OPEN, LOST, FAILED, IDLE, ABORTED });
    const first = await source.next(timeoutMs);
    if (first === OPEN) {
      ask((s) => s.connected(true));
      return source;
    }
    source.close();
    if (first === ABORTED) aborted();
    if (first === IDLE) failedOpening(Failure.Timeout, '');
    return null;
  }

  // A fetch body, read chunk by chunk: each read may take the idle timeout.
  function bodyConnection(response, controller, signal, idleMs) {
    ask((s) => s.connected(false));
    // A body-less success ends the stream at once.
    const reader = response.body?.getReader();
    // A replacement fetch's body may ignore the signal: its reads are raced
    // against one promise per connection, not one listener per read.
    const stopped = fetcher
      ? new Promise((_, reject) => signal.addEventListener('abort', reject, { once: true }))
      : undefined;
    stopped?.catch(() => {});
    return {
      async next() {
        if (!reader) return END;
        const deadline = idleMs > 0 ? abortAfter(controller, idleMs) : undefined;
        try {
          const read = stopped ? await Promise.race([reader.read(), stopped]) : await reader.read();
          return read.done ? END : read.value;
        } catch (error) {
          if (cancel.aborted) return ABORTED;
          if (controller.signal.aborted) return IDLE;
          return { dropped: error instanceof Error ? error.message : 'network error' };
        } finally {
          if (deadline) settle(deadline);
        }
      },
      close() {
        controller.abort();
        reader?.cancel().catch(() => {});
      },
    };
  }

  function disconnect() {
    connection?.close();
    connection = undefined;
  }

  // The next batch of events, or `null` at the stream's end.
  async function read() {
    for (;;) {
      if (!connection) return null;
      // An abort wins over what the connection still holds.
      if (cancel.aborted) aborted();
      const signal = await connection.next();
      let how;
      let message = '';
      // The error a reopening was refused with.
      let refusal;
      if (signal === ABORTED) aborted();
      else if (signal === END) how = ConnectionEnded.End;
      else if (signal === IDLE) how = ConnectionEnded.Idle;
      else if (signal === LOST) how = ConnectionEnded.Lost;
      else if (signal === OPEN) ask((s) => s.connected(true));
      else if (signal === FAILED) {
        // The browser gave up and hides the status: the same request
        // through fetch tells it.
        disconnect();
        refusal = await reopened(true);
        if (refusal) how = ConnectionEnded.Refused;
      } else if (signal.dropped !== undefined) {
        how = ConnectionEnded.Drop;
        message = signal.dropped;
      } else {
        const batch = connection.source
          ? ask((s) => s.message(signal.data, signal.lastEventId))
          : ask((s) => s.feed(signal));
        if (ask((s) => s.finished())) disconnect();
        if (batch !== null) return checked(batch);
      }
      while (how !== undefined) {
        let next;
        try {
          next = ask((s) => s.recover(how, message, refusal?.status));
        } catch (error) {
          // A refusal that ends the stream ends it with its own error.
          throw refusal ?? error;
        }
        if (next === true) break;
        disconnect();
        if (next === undefined) return null;
        if (!(await pause(next, cancel))) aborted();
        refusal = await reopened(false);
        how = refusal ? ConnectionEnded.Refused : undefined;
      }
    }
  }

  // `batch`, each of its events checked by the operation's check (the core
  // checked their syntax): one that fails fails the stream with what
  // faults.js finds wrong with it, and none of the batch is delivered. A
  // batch that passes is given back at once; one that fails, once faults.js
  // has loaded the answer's table.
  function checked(batch) {
    for (let i = 0; i < batch.length; i++) {
      if (!op.check(batch[i])) return refused(batch, i);
    }
    return batch;
  }

  async function refused(batch, from) {
    for (const event of batch.slice(from)) {
      if (op.check(event)) continue;
      const fault = await answerFaultOf(op, event);
      if (fault !== undefined) ask((s) => s.invalid(fault));
    }
    return batch;
  }

  // Opens the stream again, once: `undefined` once open, or the error the
  // opening was refused with.
  async function reopened(viaFetch) {
    try {
      connection = await open(viaFetch, true);
      return undefined;
    } catch (error) {
      if (cancel.aborted || !isCoreError(error) || error instanceof SDKPanicError) throw error;
      return error;
    }
  }

  return {
    async next() {
      if (over) return null;
      try {
        if (!started) {
          started = true;
          connection = await open(false, false);
        }
        const batch = await read();
        if (batch === null) over = true;
        return batch;
      } catch (error) {
        over = true;
        disconnect();
        // A close() during the read wins.
        if (stop.signal.aborted) return null;
        throw error;
      }
    },
    close() {
      over = true;
      stop.abort();
      disconnect();
    },
    reconnects: () => ask((s) => s.reconnects()),
    lastEventId: () => ask((s) => s.lastEventId()),
  };
}

// Whether `error` is one of the SDK's: the core's answer, not a failure of
// the network.
function isCoreError(error) {
  return error instanceof APIError;
}
