// Browser pools through the npm package in a real page, against the
// simulator: create, acquire (a session of the pool), release for reuse,
// flush, update, list and delete; a size out of range is refused unsent.
// The pool holds one browser and is deleted when the test ends, so it
// takes one place of the shared cap at most.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, inSdkPage, unique, useDemo } from './harness.mjs';

const env = useDemo();

test('a pool is created, acquired from, released to, flushed, listed and deleted', async (t) => {
  const name = unique('pool');
  t.after(() => callSimulator('DELETE', `/browser_pools/${name}`, { force: true }));
  const result = await inSdkPage(env, async ({ makeClient, describe, arg: name }) => {
    const pools = makeClient().browserPools;
    const created = await pools.create({ size: 1, name, headless: true, timeout_seconds: 120 });
    const acquired = await pools.acquire(name, { name: `${name}-session`, tags: { run: name } });
    const busy = await pools.retrieve(created.id);
    let refused;
    try {
      await pools.delete(name);
    } catch (error) {
      refused = describe(error);
    }
    const released = await pools.release(name, { session_id: acquired.session_id });
    const again = await pools.acquire(name, {});
    await pools.release(name, { session_id: again.session_id, reuse: true });
    const flushed = await pools.flush(name);
    const fresh = await pools.acquire(name, {});
    await pools.release(name, { session_id: fresh.session_id });
    const updated = await pools.update(name, { fill_rate_per_minute: 50 });
    const listed = [];
    for await (const pool of pools.list({ name })) listed.push(pool.id);
    const deleted = await pools.delete(name, { force: true });
    return { created, acquired, busy, refused, released, again, flushed, fresh, updated, listed, deleted };
  }, name);
  assert.equal(result.created.available_count, 1);
  assert.equal(result.created.browser_pool_config.size, 1);
  assert.equal(result.acquired.pool.id, result.created.id);
  assert.equal(result.acquired.headless, true, 'the pool\'s settings');
  assert.deepEqual(result.acquired.tags, { run: name });
  assert.equal(result.busy.acquired_count, 1);
  assert.equal(result.busy.available_count, 0);
  assert.equal(result.refused.name, 'ConflictError', 'a pool in use is not deleted unforced');
  assert.equal(result.released, undefined, 'release resolves with nothing');
  assert.equal(result.again.session_id, result.acquired.session_id, 'a released browser is acquired again');
  assert.equal(result.flushed, undefined);
  assert.notEqual(result.fresh.session_id, result.acquired.session_id, 'flush replaced the idle browser');
  assert.equal(result.updated.browser_pool_config.fill_rate_per_minute, 50);
  assert.deepEqual(result.listed, [result.created.id]);
  assert.equal(result.deleted, undefined);
});

test('a size out of range and an unknown member are refused before sending, naming the field', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    const pools = makeClient().browserPools;
    const out = [];
    for (const body of [{ size: 0 }, { size: 2, exports: true }]) {
      try {
        await pools.create(body);
      } catch (error) {
        out.push(describe(error));
      }
    }
    return { out, sent };
  });
  assert.deepEqual(result.out.map((e) => [e.path, e.rule]), [['size', 'range'], ['exports', 'unknown_property']]);
  assert.deepEqual(result.sent, []);
});
