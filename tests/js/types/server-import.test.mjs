// A framework's server build imports the package in Node, where nothing
// initializes the wasm: importing and constructing must not throw, and a call
// made before `init()` rejects with an error that says what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const pkg = new URL('../../../pkg/', import.meta.url);

test('importing the package and constructing a Client in Node does not throw; a call before init() rejects saying to call init()', async () => {
  const sdk = await import(new URL('browser_cloud_sdk.js', pkg));
  assert.equal(typeof sdk.default, 'function', 'init is the default export');
  const client = new sdk.Client({ baseURL: 'https://api.example.test' });
  await assert.rejects(client.projects.list(), /call `await init\(\)`/);
  await assert.rejects(client.auth.connections.retrieve('conn_1'), /not initialized/);
});

test('the login element entry imports in Node without registering anything', async () => {
  const element = await import(new URL('login-element.js', pkg));
  assert.equal(typeof element.defineLoginElement, 'function');
});

test('the session entry imports in Node without loading anything', async () => {
  const entry = await import(new URL('login-session.js', pkg));
  assert.equal(typeof entry.ManagedAuthSession.fromHostedUrl, 'function');
  assert.equal(typeof entry.initFlows, 'function');
  assert.equal(entry.Client, undefined, 'no client in the session entry');
});

// In a child process: loading the calls module here would change what the
// tests above see of the main entry, which shares it.
test('the inline entry without DecompressionStream rejects saying what to use instead, and loads once the runtime has it', async () => {
  const script = `
    const sdk = await import(${JSON.stringify(new URL('inline.js', pkg).href)});
    const saved = globalThis.DecompressionStream;
    delete globalThis.DecompressionStream;
    const refused = await sdk.default().then(() => 'loaded', (error) => error.message);
    globalThis.DecompressionStream = saved;
    const exports = await sdk.default();
    console.log(JSON.stringify({ refused, loaded: exports.memory instanceof WebAssembly.Memory }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script]);
  const result = JSON.parse(stdout);
  assert.match(result.refused, /needs DecompressionStream.*import browser-cloud-sdk and call init\(\)/);
  assert.equal(result.loaded, true, 'a second init() loads once the runtime has it');
});
