// Start-up of the official SDK as an app bundles it.
import Kernel from '@onkernel/sdk';

/** Nothing to load beyond the bundle itself. */
export async function load() {}

/** A client against `baseURL`. */
export function make({ apiKey, baseURL }) {
  return new Kernel({ apiKey, baseURL });
}
