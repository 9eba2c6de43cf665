// Start-up of our SDK as an app bundles it: the package's modules, then the
// wasm fetched, compiled and instantiated by `init()`.
import init, { Client } from '../../../pkg/browser_cloud_sdk.js';

/** Everything before the first client can be made. */
export async function load() {
  await init({ module_or_path: '/pkg/browser_cloud_sdk_bg.wasm' });
}

/** A client against `baseURL`, sending through `fetch`. */
export function make({ apiKey, baseURL, fetch }) {
  return new Client({ apiKey, baseURL, fetch });
}

/** The first call of `client`: a retrieve of connection `id`. */
export function call(client, id) {
  return client.auth.connections.retrieve(id);
}
