// The benchmark page: loads both SDKs and exposes each benchmark as
// `window.bench.NAME(args)` for the runner (bench/run.mjs) to call.
import init from '/pkg/browser_cloud_sdk.js';
import { jsonBodies, sseChunks } from './bodies.js';
import { cannedJson, cannedStream } from './canned.js';
import { ours } from './contenders.js';
import { decode } from './decode.js';
import { overhead } from './overhead.js';
import { retrieves, streamedEvents } from './memory.js';
import { overheadCalls } from './overhead.js';
import { decodeSteps } from './steps.js';
import { eventsPerSecond, readers } from './stream.js';

// Timed rounds of each in-memory stream reader (after a warm-up round).
const STREAM_ROUNDS = 15;

const canned = { apiKey: 'sk_bench', baseURL: 'http://bench.invalid', id: 'bs_bench' };

// Official SDK events for a ~`seconds` read at its measured rate (it is far
// slower on large chunks), so that a run stays short; capped at `count`.
async function officialCount(chunkSize, count, seconds, kind) {
  const probe = 2000;
  const { chunks } = sseChunks(probe, chunkSize, kind);
  const { official } = readers({ ...canned, fetch: cannedStream(chunks), kind });
  await official();
  const start = performance.now();
  await official();
  const rate = (probe * 1000) / (performance.now() - start);
  return Math.min(count, Math.max(probe, Math.round((rate * seconds) / 1000) * 1000));
}

// The package's wasm exports, once `init()` has run.
let wasm;

// The telemetry stream's chunks for the CPU profile, made once.
let telemetry;

// The large list body and its name, made once.
let large;
function largeEntry(connection) {
  large ??= Object.entries(jsonBodies(connection)).find(([, body]) => body.large);
  return large;
}
const largeBody = (connection) => largeEntry(connection)[1];

window.bench = {
  async ready() {
    wasm = await init();
    return true;
  },

  decode({ connection }) {
    return decode(jsonBodies(connection));
  },

  // The large body alone, as `decode` reads it.
  decodeLarge({ connection }) {
    const [name, body] = largeEntry(connection);
    return decode({ [name]: body });
  },

  decodeSteps({ connection }) {
    return decodeSteps(largeBody(connection));
  },

  // `count` list calls of the large body by our client, for the runner's CPU profile.
  async listCalls({ connection, count }) {
    const body = largeBody(connection);
    const client = ours({ ...canned, fetch: cannedJson(body.bytes, true) });
    for (let i = 0; i < count; i++) await client.auth.connections.list();
    return { count, bytes: body.bytes.length };
  },

  /** Drops the page's own copy of the large body, so that a heap reading counts the SDK's memory alone. */
  forgetLargeBody() {
    large = undefined;
  },

  overheadCalls(args) {
    return overheadCalls(args);
  },

  /** Bytes of the wasm's linear memory. */
  wasmMemory() {
    return wasm.memory.buffer.byteLength;
  },

  retrieves({ connection, count }) {
    return retrieves(new TextEncoder().encode(JSON.stringify(connection)), count);
  },

  streamedEvents({ count, chunkSize, firstId }) {
    return streamedEvents(count, chunkSize, firstId);
  },

  overhead(args) {
    return overhead(args);
  },

  // The telemetry stream's chunks, made once, for `telemetryRead`.
  telemetryChunks({ count, chunkSize }) {
    telemetry = sseChunks(count, chunkSize, 'telemetry').chunks;
  },

  // One read of those chunks by our client, for the runner's CPU profile.
  telemetryRead() {
    return readers({ ...canned, fetch: cannedStream(telemetry), kind: 'telemetry' }).ours();
  },

  // The in-memory stream of `kind` (`logs` or `telemetry`), its readers side by side.
  async streamMemory({ count, chunkSize, officialSeconds, kind = 'logs' }) {
    const big = sseChunks(count, chunkSize, kind);
    const fewer = await officialCount(chunkSize, count, officialSeconds, kind);
    const small = fewer === count ? big : sseChunks(fewer, chunkSize, kind);
    const fast = readers({ ...canned, fetch: cannedStream(big.chunks), kind });
    const slow = readers({ ...canned, fetch: cannedStream(small.chunks), kind });
    const results = await eventsPerSecond(
      { raw: fast.raw, parser: fast.parser, ours: fast.ours, official: slow.official },
      { raw: count, parser: count, ours: count, official: fewer },
      // More rounds than the default: these ratios are close to their aims
      // and the machine's load moves single rounds by several percent.
      STREAM_ROUNDS,
    );
    return { bytes: big.bytes, chunkSize, chunks: big.chunks.length, ...results };
  },

  streamSim({ apiKey, baseURL, id, count }) {
    const { raw, parser, ours, official } = readers({ apiKey, baseURL, id });
    return eventsPerSecond({ raw, parser, ours, official }, { raw: count, parser: count, ours: count, official: count });
  },
};
