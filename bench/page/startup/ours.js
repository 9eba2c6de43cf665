// Start-up of our SDK as an app bundles it: the package's modules, then the
// wasm fetched, compiled and instantiated by `init()`.
import init, { Client } from '../../../pkg/browser_cloud_sdk.js';

/** Everything before the first client can be made. */
export async function load() {
  await init({ module_or_path: '/pkg/browser_cloud_sdk_bg.wasm' });
}

/** A client against `baseURL`. */
export function make({ apiKey, baseURL }) {
  return new Client({ apiKey, baseURL });
}
