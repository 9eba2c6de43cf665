// Browser sessions through the npm package in a real page, against the
// simulator: create, retrieve by id and by name, update (rename, replace
// the tags, clear), list by tag (sent as tags[key]=value) page by page,
// deleteByID; curl (the simulator's echo); loadExtensions from zip archives;
// refusals before sending name the field and the rule. Each test tags its
// sessions with a run of its own and deletes them, so they count against no
// other test's cap.
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

test('curl answers what the target answered (the simulator echoes the request); a bad URL is refused unsent', async (t) => {
  const run = sessionsOf(t, 'curl');
  const result = await inPage(async ({ makeClient, describe, sent, arg: run }) => {
    const browsers = makeClient().browsers;
    const { session_id: id } = await browsers.create({ tags: { run } });
    const answer = await browsers.curl(id, { url: 'https://example.com/form', method: 'POST', headers: { 'X-Trace': '7' }, body: 'a=1' });
    const encoded = await browsers.curl(id, { url: 'https://example.com/', response_encoding: 'base64' });
    const before = sent.length;
    let refused;
    try {
      await browsers.curl(id, { url: 'not a url' });
    } catch (error) {
      refused = describe(error);
    }
    return { answer, echo: JSON.parse(answer.body), decoded: JSON.parse(atob(encoded.body)), refused, unsent: sent.length === before };
  }, run);
  assert.equal(result.answer.status, 200);
  assert.deepEqual(result.answer.headers['content-type'], ['application/json']);
  assert.equal(typeof result.answer.duration_ms, 'number');
  assert.deepEqual([result.echo.method, result.echo.url, result.echo.headers['x-trace'], result.echo.body], ['POST', 'https://example.com/form', '7', 'a=1']);
  assert.equal(result.decoded.url, 'https://example.com/');
  assert.deepEqual([result.refused.name, result.refused.path, result.refused.rule], ['ValidationError', 'url', 'uri']);
  assert.equal(result.unsent, true, 'nothing was sent');
});

/** A stored zip archive of `names` (each holding `{}`; checksums left 0, which the simulator does not read). */
function zipOf(names) {
  const bytes = [];
  const directory = [];
  const u16 = (n) => [n & 255, n >> 8];
  const u32 = (n) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24];
  for (const name of names) {
    const offset = bytes.length;
    const text = [...Buffer.from(name)];
    bytes.push(0x50, 0x4b, 3, 4, 20, 0, ...Array(12).fill(0), ...u32(2), ...u32(2), ...u16(text.length), 0, 0, ...text, 0x7b, 0x7d);
    directory.push(0x50, 0x4b, 1, 2, 20, 0, 20, 0, ...Array(12).fill(0), ...u32(2), ...u32(2), ...u16(text.length), ...Array(12).fill(0), ...u32(offset), ...text);
  }
  const start = bytes.length;
  return [...bytes, ...directory, 0x50, 0x4b, 5, 6, 0, 0, 0, 0, ...u16(names.length), ...u16(names.length), ...u32(directory.length), ...u32(start), 0, 0];
}

test('extensions load from zip archives (a Blob, a typed array); a bad one is refused, an unnamed one unsent', async (t) => {
  const run = sessionsOf(t, 'extensions');
  const result = await inPage(
    async ({ makeClient, describe, sent, arg: { run, good, bad } }) => {
      const browsers = makeClient().browsers;
      const { session_id: id } = await browsers.create({ tags: { run } });
      const loaded = await browsers.loadExtensions(id, {
        extensions: [
          { name: 'adblock', zip_file: new Blob([new Uint8Array(good)]) },
          { name: 'dark-mode', zip_file: new Uint8Array(good) },
        ],
      });
      let noManifest;
      try {
        await browsers.loadExtensions(id, { extensions: [{ name: 'x', zip_file: new Uint8Array(bad) }] });
      } catch (error) {
        noManifest = describe(error);
      }
      const before = sent.length;
      let unnamed;
      try {
        await browsers.loadExtensions(id, { extensions: [{ name: '', zip_file: new Uint8Array(good) }] });
      } catch (error) {
        unnamed = describe(error);
      }
      return { id, loaded, noManifest, unnamed, unsent: sent.length === before };
    },
    { run, good: zipOf(['manifest.json', 'background.js']), bad: zipOf(['readme.txt']) },
  );
  assert.equal(result.loaded, undefined, 'loadExtensions resolves with nothing');
  const kept = await callSimulator('GET', `/_sim/browsers/${result.id}/extensions`);
  const size = zipOf(['manifest.json', 'background.js']).length;
  assert.deepEqual(kept.body.extensions, [
    { name: 'adblock', bytes: size },
    { name: 'dark-mode', bytes: size },
  ]);
  assert.equal(result.noManifest.name, 'BadRequestError');
  assert.match(result.noManifest.message, /manifest\.json/);
  assert.deepEqual([result.unnamed.name, result.unnamed.path, result.unnamed.rule], ['ValidationError', 'extensions[0].name', 'min_length']);
  assert.equal(result.unsent, true, 'nothing was sent');
});
