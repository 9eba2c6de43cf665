// The steps of a large list's path, each timed on its own with the same
// browser calls our client makes for it: the body read out of the Response,
// the copy into wasm memory, the text decoded back out of wasm memory, and
// JSON.parse. Validation runs inside the wasm and has no call of its own:
// the runner's CPU profile of the whole call gives its share.
import { cannedJson } from './canned.js';
import { compare } from './measure.js';

// Every result is stored here, so that no step can be optimised away.
let sink;

/** Milliseconds per step for `body`, with `wasm` the package's instantiated exports. */
export async function decodeSteps(body, wasm) {
  const { bytes, text } = body;
  const size = bytes.length;
  const fetch = cannedJson(bytes, true);
  // The glue's own decoder settings.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const resident = wasm.__wbindgen_malloc(size, 1);
  new Uint8Array(wasm.memory.buffer, resident, size).set(bytes);
  try {
    return await compare(
      {
        arrayBuffer: async () => {
          sink = await (await fetch()).arrayBuffer();
        },
        intoWasm: async () => {
          const at = wasm.__wbindgen_malloc(size, 1);
          new Uint8Array(wasm.memory.buffer, at, size).set(bytes);
          wasm.__wbindgen_free(at, size, 1);
        },
        textOut: async () => {
          sink = decoder.decode(new Uint8Array(wasm.memory.buffer, resident, size));
        },
        parse: async () => {
          sink = JSON.parse(text);
        },
      },
      { runs: 9, warmup: 2, min: 1 },
    );
  } finally {
    wasm.__wbindgen_free(resident, size, 1);
  }
}
