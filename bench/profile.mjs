// CPU profiles of calls in the benchmark page (Chrome DevTools Protocol,
// `Profiler`), summed by function: the wasm's functions carry their names
// when the page loads the names-kept twin of the wasm.
import { basename } from 'node:path';

/**
 * Runs `run()` (which makes `calls` calls in the page) under the sampling
 * profiler; resolves with the self time per function, in µs per call,
 * largest first.
 */
export async function profile(page, calls, run, { intervalUs = 50 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await cdp.send('Profiler.start');
    await run();
    const { profile } = await cdp.send('Profiler.stop');
    return selfTimes(profile, calls);
  } finally {
    await cdp.detach();
  }
}

// A frame's name: the function and, for JavaScript, the file it is in.
function frameName({ functionName, url }) {
  const fn = functionName.replace(/^\$/, '').replace(/::h[0-9a-f]{16}$/, '').replace(/browser_cloud_sdk::/g, '') || '(anonymous)';
  if (url && (url.startsWith('wasm://') || url.endsWith('.wasm'))) return `wasm ${fn}`;
  if (!url) return fn;
  return `${fn} (${basename(new URL(url).pathname)})`;
}

function selfTimes(profile, calls) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  // Sample i lasts until sample i + 1.
  for (let i = 0; i < profile.samples.length - 1; i++) {
    const name = frameName(nodes.get(profile.samples[i]).callFrame);
    times.set(name, (times.get(name) ?? 0) + profile.timeDeltas[i + 1]);
  }
  return [...times.entries()]
    .filter(([name]) => name !== '(idle)')
    .map(([name, us]) => ({ name, us: us / calls }))
    .sort((a, b) => b.us - a.us);
}

/** `times` summed into the groups of `groups` (name -> pattern; first match wins; the rest as 'other'). */
export function grouped(times, groups) {
  const sums = Object.fromEntries([...Object.keys(groups), 'other'].map((name) => [name, 0]));
  for (const { name, us } of times) {
    const group = Object.keys(groups).find((key) => groups[key].test(name)) ?? 'other';
    sums[group] += us;
  }
  return sums;
}
