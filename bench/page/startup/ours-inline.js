// Start-up of our SDK through its inline entry (browser-cloud-sdk/inline):
// the package's modules with the wasm inside the bundle, inflated, compiled
// and instantiated by `init()`, with no second request.
import init, { Client } from '../../../pkg/inline.js';

/** Everything before the first client can be made. */
export async function load() {
  await init();
}

/** A client against `baseURL`, sending through `fetch`. */
export function make({ apiKey, baseURL, fetch }) {
  return new Client({ apiKey, baseURL, fetch });
}

/** The first call of `client`: a retrieve of connection `id`. */
export function call(client, id) {
  return client.auth.connections.retrieve(id);
}
