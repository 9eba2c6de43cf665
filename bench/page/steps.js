// The steps of a large list's path, each timed on its own with the same
// calls our client makes for it (send.js): the body read out of the
// Response, the copy into wasm memory, the core's verdict on it (the copy
// and the validation), the text decoded, and JSON.parse.
import { WasmClient } from '/pkg/browser_cloud_sdk.js';
import { cannedJson } from './canned.js';
import { compare } from './measure.js';

// Every result is stored here, so that no step can be optimised away.
let sink;

/** Milliseconds per step for `body`, with `wasm` the package's instantiated exports. */
export async function decodeSteps(body, wasm) {
  const { bytes, text } = body;
  const size = bytes.length;
  const fetch = cannedJson(bytes, true);
  const core = new WasmClient({ apiKey: 'sk_bench', baseURL: 'http://bench.invalid' });
  // send.js's own decoder.
  const decoder = new TextDecoder();
  return compare(
    {
      arrayBuffer: async () => {
        sink = await (await fetch()).arrayBuffer();
      },
      intoWasm: async () => {
        const at = wasm.__wbindgen_malloc(size, 1);
        new Uint8Array(wasm.memory.buffer, at, size).set(bytes);
        wasm.__wbindgen_free(at, size, 1);
      },
      judge: async () => {
        sink = core.judge('list_connections', 0, 2, 200, 'req_bench', null, null, bytes);
      },
      decode: async () => {
        sink = decoder.decode(bytes);
      },
      parse: async () => {
        sink = JSON.parse(text);
      },
    },
    { runs: 9, warmup: 2, min: 1 },
  );
}
