// Start-up of the official SDK as an app bundles it.
import Kernel from '@onkernel/sdk';

/** Nothing to load beyond the bundle itself. */
export async function load() {}

/** A client against `baseURL`, sending through `fetch`. */
export function make({ apiKey, baseURL, fetch }) {
  return new Kernel({ apiKey, baseURL, fetch });
}

/** The first call of `client`: a retrieve of connection `id`. */
export function call(client, id) {
  return client.auth.connections.retrieve(id);
}
