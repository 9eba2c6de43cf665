// The two SDK clients under test, built the same way for every benchmark.
import Kernel from '@onkernel/sdk';
import { Client } from '/pkg/browser_cloud_sdk.js';

// The official SDK sends X-Stainless-* headers, which the simulator's CORS
// preflight does not allow; its own `defaultHeaders` option drops them.
const stainless = ['Lang', 'Package-Version', 'OS', 'Arch', 'Runtime', 'Runtime-Version', 'Retry-Count', 'Timeout'];
const dropStainless = Object.fromEntries(stainless.map((name) => [`X-Stainless-${name}`, null]));

/** Our client with `fetch` (or the global one) against `baseURL`. */
export function ours({ apiKey, baseURL, fetch }) {
  return new Client({ apiKey, baseURL, ...(fetch ? { fetch } : {}) });
}

/** The official SDK's client with `fetch` (or the global one) against `baseURL`. */
export function theirs({ apiKey, baseURL, fetch }) {
  return new Kernel({ apiKey, baseURL, defaultHeaders: dropStainless, ...(fetch ? { fetch } : {}) });
}
