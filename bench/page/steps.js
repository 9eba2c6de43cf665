// The steps of a large list's path, each timed on its own with the same
// calls our client makes for it: on the page (send.js, worker-check.js), the
// body read out of the Response as text, the text encoded as UTF-8 into the
// buffer the worker sent back last time (the bytes then move to the worker
// without a copy) and JSON.parse; in the worker (check-worker.js), the
// core's verdict on the bytes, while the page parses.
import { WasmClient } from '/pkg/browser_cloud_sdk.js';
import { cannedJson } from './canned.js';
import { compare } from './measure.js';

// Every result is stored here, so that no step can be optimised away.
let sink;

/** Milliseconds per step for `body`. */
export async function decodeSteps(body) {
  const { bytes, text } = body;
  const fetch = cannedJson(bytes, true);
  // worker-check.js's encoding: into the buffer the worker sent back.
  const encoder = new TextEncoder();
  const spare = new Uint8Array(bytes.length);
  return compare(
    {
      text: async () => {
        sink = await (await fetch()).text();
      },
      encode: async () => {
        sink = encoder.encodeInto(text, spare);
      },
      verdict: async () => {
        sink = WasmClient.conforms('list_connections', bytes);
      },
      parse: async () => {
        sink = JSON.parse(text);
      },
    },
    { runs: 9, warmup: 2, min: 1 },
  );
}
