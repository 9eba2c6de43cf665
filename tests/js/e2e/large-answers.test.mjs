// Large answers (64 KiB and more), in a real Chromium page against a
// private simulator: the package checks them against their schema in a
// worker while the page runs JSON.parse (worker-check.js). The page watches
// the worker from outside: `Worker.prototype.postMessage` is wrapped before
// the SDK loads, so the test sees what the page sends the worker and what it
// answers.
//  - the first large answer starts the worker and is checked on the page;
//    later ones are checked in the worker, and resolve with what the service
//    sent;
//  - a large answer that breaks its schema gets the same typed error, naming
//    the field and the rule, as a small one checked on the page;
//  - answers under the threshold never reach the worker;
//  - a page whose worker cannot load (its file missing) checks every
//    answer itself, with the same results;
//  - a worker left idle ends.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, usePrivateDemo, watchWorkers } from './harness.mjs';

const KEY = `sk_test_large_${Math.random().toString(36).slice(2, 10)}`;
const env = usePrivateDemo({ key: KEY });

// Where an answer becomes large (worker-check.js).
const THRESHOLD = 64 * 1024;
// About 90 KB of allowed domains: a connection with them is over the
// threshold on its own.
const DOMAINS = Array.from({ length: 1000 }, (_, i) => `allowed-${i}-${'d'.repeat(60)}.example.com`);

const FULL_CONNECTION = JSON.parse(readFileSync(new URL('../../fixtures/auth_connection_full.json', import.meta.url), 'utf8'));

// A page with the SDK as `window.sdk`, `window.describeError` and
// `window.client` (the private simulator's, with the key), on a plain
// document of the demo's origin (the demo app would send requests of its
// own). `page.workersSeen` lists the workers that ran. `withoutWorkerFile`:
// the worker's file answers 404, as when a bundler left it out.
async function openPage({ withoutWorkerFile = false } = {}) {
  const page = await env.newPage();
  page.workersSeen = [];
  page.on('worker', (worker) => page.workersSeen.push(worker));
  if (withoutWorkerFile) await page.route('**/check-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${env.origin}/config.json`);
  await page.evaluate(`(${watchWorkers})(); window.describeError = ${describeErrorSource}; true`);
  await page.evaluate(
    async ({ baseURL, apiKey }) => {
      const sdk = await import('/pkg/browser_cloud_sdk.js');
      await sdk.default();
      window.sdk = sdk;
      window.client = new sdk.Client({ baseURL, apiKey, maxRetries: 0 });
    },
    { baseURL: env.sim.url, apiKey: KEY },
  );
  return page;
}

// Three such connections, made once for the file from here (so no page
// under test has seen a large answer before).
let made;
function largeConnections() {
  made ??= Promise.all(
    [0, 1, 2].map(async (i) => {
      const response = await fetch(`${env.sim.url}/auth/connections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ domain: `large-${i}.example.com`, profile_name: `large-${i}`, allowed_domains: DOMAINS }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      return (await response.json()).id;
    }),
  );
  return made;
}

// What the service sent for `path`, read by the page with a raw fetch.
async function rawJson(page, path) {
  return page.evaluate(
    async ({ url, apiKey }) => (await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } })).json(),
    { url: `${env.sim.url}${path}`, apiKey: KEY },
  );
}

// Waits until the page's worker says it is ready.
async function workerReady(page) {
  await page.waitForFunction(() => window.answered.includes('ready'), null, { timeout: 20000 });
}

test('large answers are checked in a worker from the second on, and resolve with what the service sent', async () => {
  const page = await openPage();
  try {
    const ids = await largeConnections();
    const list = () => page.evaluate(async () => (await window.client.auth.connections.list({ limit: 100 })).items);
    const expected = await rawJson(page, '/auth/connections?limit=100');
    assert.ok(JSON.stringify(expected).length > THRESHOLD, 'the list page is over the threshold');

    const first = await list();
    assert.deepEqual(first, expected, 'the first large list, checked on the page');
    assert.deepEqual(await page.evaluate(() => window.posted), ['module'], 'the first large answer only starts the worker');
    await workerReady(page);

    assert.deepEqual(await list(), expected, 'the second, checked in the worker');
    const record = await page.evaluate((id) => window.client.auth.connections.retrieve(id), ids[0]);
    assert.deepEqual(record, await rawJson(page, `/auth/connections/${ids[0]}`), 'a large record, checked in the worker');
    const posted = await page.evaluate(() => window.posted.slice(1));
    assert.deepEqual(posted.map((p) => p.op), ['list_connections', 'retrieve_connection']);
    const verdicts = await page.evaluate(() => window.answered.filter((a) => a !== 'ready').map((a) => a.valid));
    assert.deepEqual(verdicts, [true, true], 'the worker found both valid');

    const small = await page.evaluate(async () => (await window.client.projects.list()).items);
    assert.deepEqual(small, (await rawJson(page, '/org/projects')));
    assert.equal(await page.evaluate(() => window.posted.length), 3, 'an answer under the threshold is checked on the page');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

// A list page of three connections (the fixture with every field) whose
// third has `status` 7: over the threshold when `large`.
function brokenList(large) {
  const item = (n) => ({
    ...FULL_CONNECTION,
    id: `ac_${n}`,
    status: n === 2 ? 7 : FULL_CONNECTION.status,
    allowed_domains: large ? DOMAINS : FULL_CONNECTION.allowed_domains,
  });
  return JSON.stringify([item(0), item(1), item(2)]);
}

// The outcome of listing connections with a fetch that answers `body`.
async function listAnswering(page, body) {
  return page.evaluate(async (text) => {
    const client = new window.sdk.Client({
      baseURL: 'http://service.invalid',
      apiKey: 'sk_test_canned',
      fetch: async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    try {
      return { ok: true, items: (await client.auth.connections.list()).items.length };
    } catch (error) {
      return { ok: false, error: window.describeError(error) };
    }
  }, body);
}

test('a large answer that breaks its schema gets the typed error a small one gets, naming the field and the rule', async () => {
  const page = await openPage();
  try {
    const small = await listAnswering(page, brokenList(false));
    assert.equal(small.ok, false);
    assert.equal(small.error.ownClass, 'InvalidResponseError');
    assert.equal(small.error.path, '[2].status');

    const body = brokenList(true);
    assert.ok(body.length > THRESHOLD);
    const onPage = await listAnswering(page, body);
    await workerReady(page);
    const inWorker = await listAnswering(page, body);
    for (const outcome of [onPage, inWorker]) {
      assert.equal(outcome.ok, false);
      assert.deepEqual(
        { ownClass: outcome.error.ownClass, path: outcome.error.path, rule: outcome.error.rule },
        { ownClass: small.error.ownClass, path: small.error.path, rule: small.error.rule },
      );
      assert.ok(outcome.error.exactClass && outcome.error.sdkError);
    }
    const verdicts = await page.evaluate(() => window.answered.filter((a) => a !== 'ready').map((a) => a.valid));
    assert.deepEqual(verdicts, [false], 'the worker refused it; the page then named the fault');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a page whose worker cannot load checks every large answer itself, with the same results', async () => {
  const page = await openPage({ withoutWorkerFile: true });
  try {
    await largeConnections();
    const expected = await rawJson(page, '/auth/connections?limit=100');
    for (let i = 0; i < 3; i++) {
      const items = await page.evaluate(async () => (await window.client.auth.connections.list({ limit: 100 })).items);
      assert.deepEqual(items, expected, `list ${i + 1}`);
    }
    const broken = await listAnswering(page, brokenList(true));
    assert.equal(broken.ok, false);
    assert.equal(broken.error.path, '[2].status');
    assert.deepEqual(await page.evaluate(() => window.posted), ['module'], 'the worker was tried once, and never again');
    assert.deepEqual(await page.evaluate(() => window.answered), [], 'no worker answered');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a worker left idle ends, and the next large answer starts another', async () => {
  const page = await openPage();
  try {
    await largeConnections();
    const list = () => page.evaluate(async () => (await window.client.auth.connections.list({ limit: 100 })).items.length);
    assert.equal(await list(), 3);
    await workerReady(page);
    const [worker] = page.workersSeen;
    const closed = new Promise((resolve) => worker.once('close', resolve));
    const started = Date.now();
    await closed;
    const idle = Date.now() - started;
    assert.ok(idle >= 5000, `the worker ended after ${idle} ms idle, not at once`);
    const second = page.waitForEvent('worker', { timeout: 20000 });
    assert.equal(await list(), 3);
    await second;
    assert.equal(page.workersSeen.length, 2, 'a second worker started');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
