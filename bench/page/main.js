// The benchmark page: loads both SDKs and exposes each benchmark as
// `window.bench.NAME(args)` for the runner (bench/run.mjs) to call.
import init from '/pkg/browser_cloud_sdk.js';
import { jsonBodies, sseChunks } from './bodies.js';
import { cannedStream } from './canned.js';
import { decode } from './decode.js';
import { overhead } from './overhead.js';
import { eventsPerSecond, readers } from './stream.js';

const canned = { apiKey: 'sk_bench', baseURL: 'http://bench.invalid', id: 'bs_bench' };

// Official SDK events for a ~`seconds` read at its measured rate (it is far
// slower on large chunks), so that a run stays short; capped at `count`.
async function officialCount(chunkSize, count, seconds) {
  const probe = 2000;
  const { chunks } = sseChunks(probe, chunkSize);
  const { official } = readers({ ...canned, fetch: cannedStream(chunks) });
  await official();
  const start = performance.now();
  await official();
  const rate = (probe * 1000) / (performance.now() - start);
  return Math.min(count, Math.max(probe, Math.round((rate * seconds) / 1000) * 1000));
}

window.bench = {
  async ready() {
    await init();
    return true;
  },

  decode({ connection }) {
    return decode(jsonBodies(connection));
  },

  overhead(args) {
    return overhead(args);
  },

  async streamMemory({ count, chunkSize, officialSeconds }) {
    const big = sseChunks(count, chunkSize);
    const fewer = await officialCount(chunkSize, count, officialSeconds);
    const small = fewer === count ? big : sseChunks(fewer, chunkSize);
    const fast = readers({ ...canned, fetch: cannedStream(big.chunks) });
    const slow = readers({ ...canned, fetch: cannedStream(small.chunks) });
    const results = await eventsPerSecond(
      { raw: fast.raw, ours: fast.ours, official: slow.official },
      { raw: count, ours: count, official: fewer },
    );
    return { bytes: big.bytes, chunkSize, chunks: big.chunks.length, ...results };
  },

  streamSim({ apiKey, baseURL, id, count }) {
    const { raw, ours, official } = readers({ apiKey, baseURL, id });
    return eventsPerSecond({ raw, ours, official }, { raw: count, ours: count, official: count });
  },
};
