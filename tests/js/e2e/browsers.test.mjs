// Browser sessions through the npm package in a real page, against the
// simulator: create, retrieve by id and by name, update (rename, replace
// the tags, clear), list by tag (sent as tags[key]=value) page by page,
// deleteByID; refusals before sending name the field and the rule. Each test tags its sessions with a run of its
// own and deletes them, so they count against no other test's cap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, inSdkPage, unique, useDemo } from './harness.mjs';

const env = useDemo();

/** Deletes every session tagged `run` once test `t` ends. */
function sessionsOf(t, prefix) {
  const run = unique(prefix);
  t.after(async () => {
    const listed = await callSimulator('GET', `/browsers?limit=100&tags%5Brun%5D=${encodeURIComponent(run)}`);
    for (const browser of listed.body ?? []) await callSimulator('DELETE', `/browsers/${browser.session_id}`);
  });
  return run;
}

test('a session is created, read by id and by name, deleted, and then found only with include_deleted', async (t) => {
  const run = sessionsOf(t, 'crud');
  const result = await inPage(async ({ makeClient, describe, arg: run }) => {
    const browsers = makeClient().browsers;
    const created = await browsers.create({ name: run, timeout_seconds: 300, viewport: { width: 1280, height: 800 }, tags: { run } });
    const byId = await browsers.retrieve(created.session_id);
    const byName = await browsers.retrieve(run);
    const deleted = await browsers.deleteByID(run);
    let gone;
    try {
      await browsers.retrieve(created.session_id);
    } catch (error) {
      gone = describe(error);
    }
    const kept = await browsers.retrieve(created.session_id, { include_deleted: true });
    return { created, byId, byName, deleted, gone, kept };
  }, run);
  assert.equal(result.created.name, run);
  assert.equal(result.created.timeout_seconds, 300);
  assert.deepEqual(result.created.viewport, { width: 1280, height: 800 });
  assert.match(result.created.cdp_ws_url, /^ws:\/\/.*jwt=/);
  assert.equal(result.byId.session_id, result.created.session_id);
  assert.equal(result.byName.session_id, result.created.session_id);
  assert.equal(result.deleted, undefined, 'deleteByID resolves with nothing');
  assert.equal(result.gone.name, 'NotFoundError');
  assert.ok(result.kept.deleted_at, 'a deleted session says when');
});

test('a list filters by tag, sent as tags[key]=value, and for await runs over every page', async (t) => {
  const run = sessionsOf(t, 'list');
  const result = await inPage(async ({ makeClient, arg: run }) => {
    const urls = [];
    const browsers = makeClient({
      fetch: (url, init) => {
        urls.push(decodeURIComponent(new URL(url).search));
        return fetch(url, init);
      },
    }).browsers;
    const ids = [];
    for (const team of ['a', 'b', 'a']) ids.push((await browsers.create({ tags: { run, team } })).session_id);
    const teamA = await browsers.list({ tags: { run, team: 'a' } });
    const every = [];
    for await (const browser of browsers.list({ tags: { run }, limit: 2 })) every.push(browser.session_id);
    return { ids, teamA: teamA.items.map((b) => b.session_id), hasMore: teamA.has_more, every, urls };
  }, run);
  assert.deepEqual(result.teamA, [result.ids[0], result.ids[2]]);
  assert.equal(result.hasMore, false);
  assert.deepEqual(result.every, result.ids, 'two pages, each session once');
  assert.ok(result.urls.some((q) => q.includes(`tags[run]=${run}`) && q.includes('tags[team]=a')), result.urls.join('\n'));
});

test('a create the service would refuse is refused before sending, naming the field and the rule', async () => {
  const result = await inPage(async ({ makeClient, describe, sent }) => {
    const browsers = makeClient().browsers;
    const refusals = [];
    for (const params of [{ timeout_seconds: 5 }, { viewport: { width: 800 } }, { profile: { id: 'a', name: 'b' } }, { tags: { team: 1 } }]) {
      try {
        await browsers.create(params);
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    return { refusals, sent: [...sent] };
  });
  assert.deepEqual(
    result.refusals.map((e) => [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'timeout_seconds', 'range'],
      ['ValidationError', 'viewport.height', 'required'],
      ['ValidationError', 'profile', 'exactly_one_of'],
      ['ValidationError', 'tags.team', 'type'],
    ],
  );
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

test('update renames a session found by name, replaces its tags, clears them, and refuses a taken name', async (t) => {
  const run = sessionsOf(t, 'update');
  const result = await inPage(async ({ makeClient, describe, arg: run }) => {
    const bodies = [];
    const browsers = makeClient({
      fetch: (url, init) => {
        if (init?.method === 'PATCH') bodies.push(JSON.parse(init.body));
        return fetch(url, init);
      },
    }).browsers;
    const created = await browsers.create({ name: `${run}-a`, tags: { run, team: 'payments' } });
    await browsers.create({ name: `${run}-taken`, tags: { run } });
    const renamed = await browsers.update(`${run}-a`, { name: `${run}-b`, tags: { run, team: 'search' }, viewport: { width: 1024, height: 768, force: true } });
    const byNewName = await browsers.retrieve(`${run}-b`);
    const unchanged = await browsers.update(created.session_id, { name: null });
    let conflict;
    try {
      await browsers.update(created.session_id, { name: `${run}-taken` });
    } catch (error) {
      conflict = describe(error);
    }
    const cleared = await browsers.update(created.session_id, { name: '', tags: { run } });
    return { created, renamed, byNewName, unchanged, conflict, cleared, bodies };
  }, run);
  assert.equal(result.renamed.session_id, result.created.session_id);
  assert.equal(result.renamed.name, `${run}-b`);
  assert.deepEqual(result.renamed.tags, { run, team: 'search' }, 'the tags are replaced, not merged');
  assert.deepEqual(result.renamed.viewport, { width: 1024, height: 768 });
  assert.equal(result.byNewName.session_id, result.created.session_id);
  assert.equal(result.unchanged.name, `${run}-b`, 'null leaves the name unchanged');
  assert.equal(result.conflict.name, 'ConflictError');
  assert.equal(result.cleared.name, undefined, 'an empty name clears it');
  assert.deepEqual(result.cleared.tags, { run });
  assert.deepEqual(result.bodies[1], { name: null }, 'null is sent as null');
});

test('an update the service would refuse is refused before sending, naming the field and the rule', async () => {
  const result = await inPage(async ({ makeClient, describe, sent }) => {
    const browsers = makeClient().browsers;
    const refusals = [];
    for (const params of [{ viewport: { width: 0, height: 768 } }, { viewport: { width: 800, height: 600, force: 'yes' } }, { profile: { id: 'a', name: 'b' } }, { tags: { team: 1 } }, { headless: true }, { telemetry: { enabled: false, browser: { console: { enabled: true } } } }]) {
      try {
        await browsers.update('some-session', params);
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    return { refusals, sent: [...sent] };
  });
  assert.deepEqual(
    result.refusals.map((e) => e && [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'viewport.width', 'range'],
      ['ValidationError', 'viewport.force', 'type'],
      ['ValidationError', 'profile', 'exactly_one_of'],
      ['ValidationError', 'tags.team', 'type'],
      ['ValidationError', 'headless', 'unknown_property'],
      ['ValidationError', 'telemetry', 'conflict'],
    ],
  );
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

// Runs `body` in a fresh SDK page (harness.mjs: inSdkPage).
function inPage(body, arg) {
  return inSdkPage(env, body, arg);
}
