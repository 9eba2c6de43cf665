// The inline entry (browser-cloud-sdk/inline) in Node, as a server build or
// a test runner uses it: `init()` needs no file and no fetch of one, and the
// client then calls the simulator over HTTP.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulator } from './harness.mjs';

const inline = new URL('../../../pkg/inline.js', import.meta.url);

test('in Node the inline entry loads the calls module from its own bytes, and its client calls the simulator', async () => {
  const sim = simulator();
  const sdk = await import(inline);
  const exports = await sdk.default();
  assert.ok(exports.memory instanceof WebAssembly.Memory, 'init() resolves with the module\'s exports');
  const client = new sdk.Client({ apiKey: sim.key, baseURL: sim.url, maxRetries: 0 });
  const created = await client.auth.connections.create({ domain: 'inline-node.example.com', profile_name: `inline-node-${process.pid}` });
  const read = await client.auth.connections.retrieve(created.id);
  assert.equal(read.id, created.id);
  assert.equal(read.domain, 'inline-node.example.com');
  await assert.rejects(
    client.auth.connections.create({ domain: 'inline-node.example.com', profile_name: 'x', colour: 'red' }),
    (error) => error instanceof sdk.ValidationError && /colour/.test(error.message),
  );
  await client.auth.connections.delete(created.id);
});
