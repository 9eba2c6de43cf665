// Recovery from a panic inside the wasm. The package's wasm aborts at once on
// a panic: a trap (WebAssembly.RuntimeError) that leaves the instance's state
// half-changed, and strands the calls in flight whose state lives there
// (helpers, streams, sessions): they will never run again. So each call into
// the wasm goes through `guard` (a call that returns a promise) or `protect`
// (a synchronous one): on a trap, those calls reject with SDKPanicError, a
// fresh instance of each loaded module (the calls module and the flows
// module, whose restarts client.js and flows.js register) replaces the old
// one, and the objects made on the old ones (a client's cores, a stream's
// state) are made again on the new ones at their next call, or end
// (`generation`). A one-shot call (call.js) keeps its state in JavaScript,
// so it goes on, on the fresh instance.
// Copied into the package beside the glue by scripts/build-pkg.sh.
import { SDKPanicError } from './error-classes.js';

const MESSAGE =
  'the SDK failed inside its WebAssembly module (a bug in the SDK: please report it); ' +
  'the calls whose state lived there were stopped and the module restarted, so later calls work';

let generation = 0;
const inFlight = new Set();
let listening = false;
// The resets of the loaded modules (client.js's of the calls module, flows.js's).
const resets = [];

/** Has `reset` start a fresh instance of a module at each restart. */
export function onRestart(reset) {
  resets.push(reset);
}

/** Which instance of the module is live: it changes at each restart. */
export function liveGeneration() {
  return generation;
}

// What the glue throws when a callback of the old instance (a timer, a
// fetch's settlement) fires after the restart: expected then, and silenced.
const STALE_CALLBACK = 'Cannot invoke closure from previous WASM instance';

function isStale(error) {
  return generation > 0 && error instanceof Error && error.message === STALE_CALLBACK;
}

function isTrap(error) {
  return typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.RuntimeError;
}

/** The error of a call a panic stopped, or of an object made before it. */
export function panicError() {
  return new SDKPanicError(MESSAGE, { status: undefined, code: 'sdk_panic' });
}

// Starts a fresh instance of each module and rejects every call the trap
// stranded.
function restart() {
  generation += 1;
  for (const reset of resets) reset();
  const stranded = [...inFlight];
  inFlight.clear();
  for (const reject of stranded) reject(panicError());
}

// A trap inside a future surfaces outside any call: in the task queue's
// microtask, as an uncaught error. Listened for from the first call on, in a
// page or a worker; it is handled here, so not reported twice.
function listen() {
  if (listening || typeof globalThis.addEventListener !== 'function') return;
  listening = true;
  const handle = (event, error) => {
    if (isStale(error)) event.preventDefault();
    if (!isTrap(error)) return;
    event.preventDefault();
    restart();
  };
  globalThis.addEventListener('error', (event) => handle(event, event.error));
  globalThis.addEventListener('unhandledrejection', (event) => handle(event, event.reason));
}

/**
 * Runs `run`, a synchronous call into the wasm: a trap throws SDKPanicError
 * (after the restart) instead of itself, and an error the call returns is
 * thrown (the core's synchronous exports return their errors: a thrown one
 * would cost each export about 100 bytes of wasm).
 */
export function protect(run) {
  let value;
  try {
    value = run();
  } catch (error) {
    if (!isTrap(error)) throw error;
    restart();
    throw panicError();
  }
  if (value instanceof Error) throw value;
  return value;
}

/**
 * Runs `run` (which calls into the wasm and returns a promise) so that a
 * trap rejects it with SDKPanicError instead of leaving it pending.
 */
export function guard(run) {
  listen();
  let stop;
  const stopped = new Promise((_, reject) => {
    stop = reject;
  });
  inFlight.add(stop);
  let call;
  try {
    call = run();
  } catch (error) {
    call = Promise.reject(error);
  }
  return Promise.race([call, stopped]).then(
    (value) => {
      inFlight.delete(stop);
      return value;
    },
    (error) => {
      inFlight.delete(stop);
      if (!isTrap(error)) throw error;
      restart();
      throw panicError();
    },
  );
}
