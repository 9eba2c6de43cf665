// Credentials through the npm package in a real page, against the
// simulator: values are write-only (only their names come back), merged
// and removed by name; totpCode answers the current six-digit code of a
// stored base32 secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, unique, useDemo } from './harness.mjs';

const env = useDemo();

/** The RFC 6238 test secret, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

test('a credential is stored, read without its values, updated, listed and deleted', async () => {
  const name = unique('login');
  const result = await inSdkPage(env, async ({ makeClient, describe, arg: name }) => {
    const credentials = makeClient().credentials;
    const created = await credentials.create({ domain: 'shop.example.com', name, values: { username: 'u@example.com', password: 'pw-canary' } });
    const read = await credentials.retrieve(name);
    const updated = await credentials.update(created.id, { values: { email: 'e@example.com' }, remove_value_keys: ['username'], sso_provider: 'google' });
    const listed = [];
    for await (const credential of credentials.list({ domain: 'shop.example.com', query: name })) listed.push(credential);
    const deleted = await credentials.delete(name);
    let gone;
    try {
      await credentials.retrieve(name);
    } catch (error) {
      gone = describe(error);
    }
    return { created, read, updated, listed, deleted, gone };
  }, name);
  assert.ok(!JSON.stringify(result).includes('pw-canary'), 'no value is answered');
  assert.deepEqual(result.created.value_keys, ['password', 'username']);
  assert.equal(result.read.has_values, true);
  assert.deepEqual(result.updated.value_keys, ['email', 'password']);
  assert.equal(result.updated.sso_provider, 'google');
  assert.deepEqual(result.listed.map((c) => c.name), [name]);
  assert.equal(result.listed[0].value_keys, undefined, 'lists carry no value names');
  assert.equal(result.deleted, undefined);
  assert.equal(result.gone.name, 'NotFoundError');
});

test('totpCode answers six digits and when they expire; a credential without a secret has none', async () => {
  const name = unique('mfa');
  const result = await inSdkPage(env, async ({ makeClient, describe, arg: { name, secret } }) => {
    const credentials = makeClient().credentials;
    const created = await credentials.create({ domain: 'mfa.example.com', name, values: {}, totp_secret: secret });
    const code = await credentials.totpCode(name);
    await credentials.update(name, { totp_secret: '' });
    let none;
    try {
      await credentials.totpCode(name);
    } catch (error) {
      none = describe(error);
    }
    await credentials.delete(name);
    return { created, code, none };
  }, { name, secret: RFC_SECRET });
  assert.equal(result.created.has_totp_secret, true);
  assert.match(result.created.totp_code, /^\d{6}$/, 'the answer to a create that set the secret holds the code');
  assert.match(result.code.code, /^\d{6}$/);
  assert.ok(Date.parse(result.code.expires_at) > Date.parse(result.created.created_at));
  assert.equal(result.none.status, 400);
  assert.equal(result.none.code, 'no_totp_secret');
});
