// The worker of worker-check.js: its own instance of the calls module
// (compiled once, by the page, and sent over) checks a large answer's text
// against its operation's schema while the page parses the same text.
// Copied into the package beside the glue by scripts/build-pkg.sh.
import { initSync, WasmClient } from './browser_cloud_sdk.js';
import { utf8 } from './utf8.js';

// Kept from one answer to the next: encoding into a buffer that exists is
// the cheapest (utf8.js).
let buffer;

self.onmessage = ({ data }) => {
  if (data instanceof WebAssembly.Module) {
    initSync({ module: data });
    self.postMessage('ready');
    return;
  }
  const { id, op, text } = data;
  try {
    const bytes = utf8(text, buffer);
    buffer = new Uint8Array(bytes.buffer);
    self.postMessage({ id, valid: WasmClient.conforms(op, bytes) });
  } catch {
    // A trap leaves this instance unusable: the page ends the worker and
    // checks on its own.
    self.postMessage({ id, valid: false, broken: true });
  }
};
