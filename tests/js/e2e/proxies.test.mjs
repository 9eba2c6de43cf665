// Proxies through the npm package in a real page: a custom proxy created
// with a password the answers never show, renamed, listed, checked and
// deleted; a port out of range is refused unsent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a custom proxy is created, renamed, listed, checked and deleted', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const host = `proxy-${Math.random().toString(36).slice(2)}.example.com`;
    const created = await client.proxies.create({
      type: 'custom',
      name: 'office',
      config: { host, port: 8080, username: 'alice', password: 'js-proxy-canary' },
    });
    const renamed = await client.proxies.update(created.id, { name: 'office-2' });
    const page = await client.proxies.list({ query: host });
    const checked = await client.proxies.check(created.id);
    await client.proxies.delete(created.id);
    let gone;
    try {
      await client.proxies.retrieve(created.id);
    } catch (error) {
      gone = describe(error);
    }
    let port;
    try {
      await client.proxies.create({ type: 'custom', config: { host, port: 70000 } });
    } catch (error) {
      port = describe(error);
    }
    return { created, renamed, listed: page.items.map((p) => p.id), checked, gone, port };
  });
  assert.equal(result.created.config.has_password, true);
  assert.doesNotMatch(JSON.stringify(result), /js-proxy-canary/);
  assert.equal(result.renamed.name, 'office-2');
  assert.deepEqual(result.listed, [result.created.id]);
  assert.equal(result.checked.status, 'available');
  assert.equal(result.gone.name, 'NotFoundError');
  assert.match(result.port.message, /config\.port/);
  assert.equal(result.port.status, undefined, 'refused before sending');
});
