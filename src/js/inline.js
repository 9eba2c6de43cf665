// The package's entry with the calls module's wasm inside it
// (`browser-cloud-sdk/inline`): the main entry's exports, with an `init()`
// that takes the wasm from this bundle instead of fetching
// browser_cloud_sdk_bg.wasm. A page then makes one request fewer before its
// first call, and a bundler, a server build or a test runner in Node has no
// file to serve or copy. The bytes come deflated in base64 (wasm-inline.js,
// written by scripts/build-pkg.sh), about as small over gzip as the file.
import initFromSource from './browser_cloud_sdk.js';
import { DEFLATED_WASM } from './wasm-inline.js';

export * from './browser_cloud_sdk.js';

let loading;

/**
 * Loads the calls module from the bytes this entry carries. Call it once
 * before the first client's first call; later calls return the same promise,
 * and a failed load can be tried again.
 */
export default function init() {
  loading ??= load().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

// The load itself: a runtime without `DecompressionStream` is told what to
// use instead, as a rejection rather than a throw from `init()`.
async function load() {
  if (typeof DecompressionStream !== 'function') {
    throw new Error(
      'browser-cloud-sdk/inline needs DecompressionStream, which this runtime lacks: import browser-cloud-sdk and call init() to load the wasm file instead',
    );
  }
  return initFromSource({ module_or_path: inflatedWasm() });
}

/** The wasm as a response its compilation streams from while it inflates. */
function inflatedWasm() {
  const deflated = base64Bytes(DEFLATED_WASM);
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
