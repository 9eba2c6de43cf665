// The worker of worker-check.js: its own instance of the calls module
// (compiled once, by the page, and sent over) checks a large answer's bytes
// against its operation's schema while the page parses the answer's text.
// Copied into the package beside the glue by scripts/build-pkg.sh.
import { initSync, WasmClient } from './browser_cloud_sdk.js';

self.onmessage = ({ data }) => {
  if (data instanceof WebAssembly.Module) {
    initSync({ module: data });
    self.postMessage('ready');
    return;
  }
  const { id, op, bytes } = data;
  try {
    // The buffer goes back, for the page's next text.
    self.postMessage({ id, valid: WasmClient.conforms(op, bytes), buffer: bytes.buffer }, [bytes.buffer]);
  } catch {
    // A trap leaves this instance unusable: the page ends the worker and
    // checks on its own.
    self.postMessage({ id, valid: false, broken: true });
  }
};
