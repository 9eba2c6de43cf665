// A framework's server build imports the package in Node, where nothing
// initializes the wasm: importing and constructing must not throw, and a call
// made before `init()` rejects with an error that says what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';

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
