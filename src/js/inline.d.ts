import type { InitOutput } from './browser_cloud_sdk.js';

export * from './browser_cloud_sdk.js';

/**
 * Loads the calls module from the bytes this entry carries, with no request
 * for browser_cloud_sdk_bg.wasm, and has the login flows' module load from
 * this package's chunk too. Call it once before the first client's first
 * call; later calls return the same promise, and a failed load can be tried
 * again.
 */
export default function init(): Promise<InitOutput>;

/**
 * Loads the login flows' module now, from this package's chunk, rather than
 * at the first login-flow helper or `ManagedAuthSession`.
 */
export function initFlows(): Promise<void>;
