// The flows module: the login-flow helpers (getOrCreate, waitForLogin) and
// login sessions (ManagedAuthSession) run on a second wasm module, so that a
// page that uses neither never downloads them, and a page that only
// completes a login never downloads the client's calls. The first of them
// loads it; `initFlows()` loads it ahead of time. Copied into the package
// beside the wasm-bindgen glue by scripts/build-pkg.sh.
import { onRestart } from './recovery.js';

const FLOWS_WASM = 'browser_cloud_sdk_flows_bg.wasm';
let loading;
let loaded;
// Where the module comes from when no input is given: by default the file
// beside the glue; the inline entry's `init()` sets the bytes it carries.
let defaultSource = () => undefined;

/**
 * Loads the flows module now rather than at its first use: `input` is what
 * `init()` takes (the wasm's URL, a `Response`, its bytes or a compiled
 * module), by default `browser_cloud_sdk_flows_bg.wasm` beside this file.
 */
export async function initFlows(input) {
  await flows(input);
}

/**
 * Has a later load without input take the module from `source()` (what
 * `init()` takes, or a promise of it) instead of the file. For the inline
 * entry.
 */
export function setFlowsSource(source) {
  defaultSource = source;
}

/** The flows module's glue, loaded once (with `input` if it is first). */
export function flows(input) {
  if (!loading) {
    // The glue and the module's source load side by side.
    loading = Promise.all([import('./browser_cloud_sdk_flows.js'), input ?? defaultSource()])
      .then(async ([glue, source]) => {
        await glue.default(source === undefined ? undefined : { module_or_path: source });
        onRestart(() => glue.__wbg_reset_state());
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
