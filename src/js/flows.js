// The flows module: the login-flow helpers (getOrCreate, waitForLogin) and
// login sessions (ManagedAuthSession) run on a second wasm module, so that a
// page that uses neither never downloads them, and a page that only
// completes a login never downloads the client's calls. The first of them
// loads it; `initFlows()` loads it ahead of time. Copied into the package
// beside the wasm-bindgen glue by scripts/build-pkg.sh.
import { makeError } from './errors.js';
import { onRestart } from './recovery.js';

const FLOWS_WASM = 'browser_cloud_sdk_flows_bg.wasm';
let loading;
let loaded;

/**
 * Loads the flows module now rather than at its first use: `input` is what
 * `init()` takes (the wasm's URL, a `Response`, its bytes or a compiled
 * module), by default `browser_cloud_sdk_flows_bg.wasm` beside this file.
 */
export async function initFlows(input) {
  await flows(input);
}

/** The flows module's glue, loaded once (with `input` if it is first). */
export function flows(input) {
  if (!loading) {
    loading = import('./browser_cloud_sdk_flows.js')
      .then(async (glue) => {
        await glue.default(input === undefined ? undefined : { module_or_path: input });
        // The module builds its errors with errors.js, which its glue does
        // not import (src/wasm/errors.rs); a restart forgets it.
        const errors = { makeError };
        glue.useErrors(errors);
        onRestart(() => {
          glue.__wbg_reset_state();
          glue.useErrors(errors);
        });
        loaded = glue;
        return glue;
      })
      .catch((cause) => {
        // A bundler or server that does not serve the second module is the
        // usual cause: the message names the file.
        throw new Error(`browser-cloud-sdk could not load its login-flow module (${FLOWS_WASM}): ${cause?.message ?? cause}`, {
          cause,
        });
      });
    // A load that failed (the network, a wrong URL) is tried again at the
    // next use, not remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The flows module's glue once loaded, else `undefined`. */
export function loadedFlows() {
  return loaded;
}
