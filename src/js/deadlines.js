// Time and cancellation for the requests of attempt.js: the
// timeouts of the requests in flight, on one timer (a request adds its
// deadline and removes it once settled, and the timer, armed for the
// earliest deadline, aborts the requests past theirs: a timer per request,
// a setTimeout and a clearTimeout each, cost more than the rest of a call's
// JavaScript), the waits between attempts, and promises raced against a
// signal. Copied into the package beside the glue by scripts/build-pkg.sh.

const pending = new Set();
let armedFor = Infinity;
let timer;

// setTimeout takes a signed 32-bit delay: a longer one would fire at once.
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Aborts `controller` once `ms` milliseconds have passed, unless the
 * returned deadline is `settle`d first.
 */
export function abortAfter(controller, ms) {
  const deadline = { at: performance.now() + ms, controller };
  pending.add(deadline);
  if (deadline.at < armedFor) arm(deadline.at);
  return deadline;
}

/** The request of `deadline` is over: its timeout no longer applies. */
export function settle(deadline) {
  pending.delete(deadline);
}

function arm(at) {
  clearTimeout(timer);
  armedFor = at;
  timer = setTimeout(expire, Math.min(Math.max(at - performance.now(), 0), LONGEST_DELAY_MS));
  // In Node (a server build), an armed timer must not keep the process alive
  // once its requests are over.
  if (typeof timer === 'object') timer.unref?.();
}

function expire() {
  armedFor = Infinity;
  const now = performance.now();
  let next = Infinity;
  for (const deadline of pending) {
    if (deadline.at <= now) {
      pending.delete(deadline);
      deadline.controller.abort();
    } else if (deadline.at < next) {
      next = deadline.at;
    }
  }
  if (next < Infinity) arm(next);
}

/** `promise`, or a rejection as soon as `signal` aborts. */
export function watched(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    Promise.resolve(promise)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Waits `ms` milliseconds: `true`, or `false` as soon as `signal` aborts. */
export function pause(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = (waited) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stopped);
      resolve(waited);
    };
    const stopped = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', stopped);
  });
}
