// The timeouts of the requests in flight, on one timer: a request adds its
// deadline and removes it once settled, and the timer, armed for the
// earliest deadline, aborts the requests past theirs. A timer per request
// (a setTimeout and a clearTimeout each) cost more than the rest of a
// call's JavaScript. Copied into the package beside the glue by
// scripts/build-pkg.sh.

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
