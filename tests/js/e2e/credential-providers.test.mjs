// Credential providers through the npm package in a real page, against
// the simulator: create (the token never answered), test, listItems from
// the built-in vault, update, list and delete; an unknown provider type is
// refused before sending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, unique, useDemo } from './harness.mjs';

const env = useDemo();

test('a provider is added, tested, its items listed, updated, listed and deleted', async () => {
  const name = unique('vault');
  const result = await inSdkPage(env, async ({ makeClient, arg: name }) => {
    const providers = makeClient().credentialProviders;
    const created = await providers.create({ token: 'ops_token_canary', name, provider_type: 'onepassword', cache_ttl_seconds: 60 });
    const tested = await providers.test(created.id);
    const items = await providers.listItems(created.id);
    const updated = await providers.update(created.id, { enabled: false, priority: 7 });
    const listed = [];
    for await (const provider of providers.list({ query: name })) listed.push(provider.id);
    const deleted = await providers.delete(created.id);
    return { created, tested, items, updated, listed, deleted };
  }, name);
  assert.ok(!JSON.stringify(result).includes('ops_token_canary'), 'the token is never answered');
  assert.equal(result.created.provider_type, 'onepassword');
  assert.equal(result.tested.success, true);
  assert.ok(result.tested.vaults.length > 0);
  assert.ok(result.items.items.some((item) => item.path === 'Team/GitHub'));
  assert.equal(result.updated.enabled, false);
  assert.equal(result.updated.priority, 7);
  assert.deepEqual(result.listed, [result.created.id]);
  assert.equal(result.deleted, undefined);
});

test('an unknown provider type is refused before sending, naming the field', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    try {
      await makeClient().credentialProviders.create({ token: 't', name: 'n', provider_type: 'bitwarden' });
    } catch (error) {
      return { error: describe(error), sent };
    }
  });
  assert.equal(result.error.path, 'provider_type');
  assert.equal(result.error.rule, 'enum');
  assert.deepEqual(result.sent, []);
});
