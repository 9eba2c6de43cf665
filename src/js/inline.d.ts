import type { InitOutput } from './browser_cloud_sdk.js';

export * from './browser_cloud_sdk.js';

/**
 * Loads the calls module from the bytes this entry carries, with no request
 * for browser_cloud_sdk_bg.wasm. Call it once before the first client's
 * first call; later calls return the same promise, and a failed load can be
 * tried again.
 */
export default function init(): Promise<InitOutput>;
