// The package's entry with its wasm inside it (`browser-cloud-sdk/inline`):
// the main entry's exports, with an `init()` that takes the calls module
// from this bundle instead of fetching browser_cloud_sdk_bg.wasm, and has
// the login flows' module come from a chunk of its own (wasm-flows-inline.js)
// instead of browser_cloud_sdk_flows_bg.wasm. A page then makes one request
// fewer before its first call and another at its first login flow, and a
// bundler, a server build or a test runner in Node has no file to serve or
// copy. The bytes come deflated in base64 (written by scripts/build-pkg.sh),
// about as small over gzip as the files.
import initFromSource from './browser_cloud_sdk.js';
import { initFlows as initFlowsFrom, setFlowsSource } from './flows.js';
import { DEFLATED_WASM } from './wasm-inline.js';

export * from './browser_cloud_sdk.js';

let loading;

/**
 * Loads the calls module from the bytes this entry carries, and has the
 * login flows' module load from this package's chunk too. Call it once
 * before the first client's first call; later calls return the same
 * promise, and a failed load can be tried again.
 */
export default function init() {
  useInlineFlows();
  loading ??= load().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Loads the login flows' module now, from this package's chunk, rather than
 * at the first login-flow helper or `ManagedAuthSession`.
 */
export function initFlows() {
  useInlineFlows();
  return initFlowsFrom();
}

// Set at `init()` or `initFlows()`, not at import: a bundler may skip this
// module's body when a page takes only re-exported names from it.
function useInlineFlows() {
  setFlowsSource(async () => {
    if (typeof DecompressionStream !== 'function') throw missingDecompression();
    const { DEFLATED_WASM: flows } = await import('./wasm-flows-inline.js');
    return inflatedWasm(flows);
  });
}

// The load itself: a runtime without `DecompressionStream` is told what to
// use instead, as a rejection rather than a throw from `init()`.
async function load() {
  if (typeof DecompressionStream !== 'function') throw missingDecompression();
  return initFromSource({ module_or_path: inflatedWasm(DEFLATED_WASM) });
}

function missingDecompression() {
  return new Error(
    'browser-cloud-sdk/inline needs DecompressionStream, which this runtime lacks: import browser-cloud-sdk and call init() to load the wasm files instead',
  );
}

/** A module's wasm as a response its compilation streams from while it inflates. */
function inflatedWasm(base64) {
  const deflated = base64Bytes(base64);
  // A stream made here rather than a Blob's: Chromium reads a Blob's stream
  // back from its browser process, 4-6 ms here against 1.3 ms.
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(deflated);
      controller.close();
    },
  }).pipeThrough(new DecompressionStream('deflate'));
  return new Response(body, { headers: { 'content-type': 'application/wasm' } });
}

/** The bytes of a base64 text (`Uint8Array.fromBase64` where the runtime has it). */
function base64Bytes(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
