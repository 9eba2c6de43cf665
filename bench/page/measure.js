// Timing helpers: per-call times from batches of calls, medians of runs.

/** The median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds per call of `fn` over `iterations` sequential awaited calls. */
export async function perCall(fn, iterations) {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) await fn();
  return (performance.now() - start) / iterations;
}

/** How many calls of `fn` fill about `targetMs` (at least `min`). */
export async function calibrate(fn, targetMs, min = 20) {
  let iterations = min;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) await fn();
    const elapsed = performance.now() - start;
    if (elapsed >= targetMs / 4) return Math.max(min, Math.ceil((iterations * targetMs) / Math.max(elapsed, 0.001)));
    iterations *= 4;
  }
}

/**
 * Runs each contender (name -> async fn) for `runs` interleaved rounds after
 * `warmup` discarded rounds, each round a batch of about `targetMs` (at
 * least `min` calls); returns name -> median milliseconds per call.
 */
export async function compare(contenders, { runs = 15, warmup = 3, targetMs = 60, min = 20 } = {}) {
  const names = Object.keys(contenders);
  const iterations = {};
  for (const name of names) iterations[name] = await calibrate(contenders[name], targetMs, min);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round++) {
    // Rotating the order spreads any drift (GC, turbo) over every contender.
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      // The garbage of the batch before is collected first, untimed, so that
      // no contender pays for another's (bench/run.mjs exposes `gc`).
      globalThis.gc?.();
      const ms = await perCall(contenders[name], iterations[name]);
      if (round >= warmup) samples[name].push(ms);
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(samples[name])]));
}
