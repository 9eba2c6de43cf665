// Large answers (64 KiB and more), in a real Chromium page against a
// private simulator: the package checks a success's parsed body on the page
// (answers.js) and starts no worker.
//  - large lists and records resolve with what the service sent;
//  - an answer that breaks its schema, large or small, gets the typed error
//    naming the field and the rule (the core's `judge` names it), wherever
//    in the records the fault is.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, usePrivateDemo } from './harness.mjs';

const KEY = `sk_test_large_${Math.random().toString(36).slice(2, 10)}`;
const env = usePrivateDemo({ key: KEY });

// An answer this long is large.
const LARGE = 64 * 1024;
// About 90 KB of allowed domains: a connection with them is large on its own.
const DOMAINS = Array.from({ length: 1000 }, (_, i) => `allowed-${i}-${'d'.repeat(60)}.example.com`);

const FULL_CONNECTION = JSON.parse(readFileSync(new URL('../../fixtures/auth_connection_full.json', import.meta.url), 'utf8'));

// A page with the SDK as `window.sdk`, `window.describeError` and
// `window.client` (the private simulator's, with the key), on a plain
// document of the demo's origin (the demo app would send requests of its
// own). `page.workersSeen` lists the workers that ran.
async function openPage() {
  const page = await env.newPage();
  page.workersSeen = [];
  page.on('worker', (worker) => page.workersSeen.push(worker));
  await page.goto(`${env.origin}/config.json`);
  await page.evaluate(`window.describeError = ${describeErrorSource}; true`);
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

test('large lists and records resolve with what the service sent, checked on the page with no worker', async () => {
  const page = await openPage();
  try {
    const ids = await largeConnections();
    const expected = await rawJson(page, '/auth/connections?limit=100');
    assert.ok(JSON.stringify(expected).length > LARGE, 'the list page is large');
    for (let i = 0; i < 2; i++) {
      const items = await page.evaluate(async () => (await window.client.auth.connections.list({ limit: 100 })).items);
      assert.deepEqual(items, expected, `list ${i + 1}`);
    }
    const record = await page.evaluate((id) => window.client.auth.connections.retrieve(id), ids[0]);
    assert.deepEqual(record, await rawJson(page, `/auth/connections/${ids[0]}`), 'a large record');
    const small = await page.evaluate(async () => (await window.client.projects.list()).items);
    assert.deepEqual(small, await rawJson(page, '/org/projects'), 'a small list');
    assert.deepEqual(page.workersSeen, [], 'no worker started');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

// A list page of three connections (the fixture with every field) whose
// third is changed by `breakIt`: large when `large`.
function brokenList(large, breakIt = (item) => (item.status = 7)) {
  const item = (n) => {
    const each = structuredClone({ ...FULL_CONNECTION, id: `ac_${n}` });
    if (large) each.allowed_domains = DOMAINS;
    if (n === 2) breakIt(each);
    return each;
  };
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

test('an answer that breaks its schema, large or small, gets InvalidResponseError naming the field and the rule', async () => {
  const page = await openPage();
  try {
    const faults = [
      { breakIt: (item) => (item.status = 7), path: '[2].status', rule: 'type' },
      { breakIt: (item) => delete item.domain, path: '[2].domain', rule: 'required' },
      { breakIt: (item) => (item.save_credentials = null), path: '[2].save_credentials', rule: 'type' },
      { breakIt: (item) => (item.browser = { proxy: { mode: 5 } }), path: '[2].browser.proxy.mode', rule: 'type' },
      { breakIt: (item) => (item.health_check_interval = 1.5), path: '[2].health_check_interval', rule: 'type' },
      { breakIt: (item) => (item.choices = [{ id: 'c' }]), path: '[2].choices[0].type', rule: 'required' },
    ];
    for (const { breakIt, path, rule } of faults) {
      for (const large of [false, true]) {
        const body = brokenList(large, breakIt);
        assert.equal(body.length > LARGE, large);
        const outcome = await listAnswering(page, body);
        assert.equal(outcome.ok, false, `${path}, large ${large}: refused`);
        assert.deepEqual(
          { ownClass: outcome.error.ownClass, path: outcome.error.path, rule: outcome.error.rule },
          { ownClass: 'InvalidResponseError', path, rule },
          `${path}, large ${large}`,
        );
        assert.ok(outcome.error.exactClass && outcome.error.sdkError);
      }
    }
    const valid = await listAnswering(page, brokenList(true, (item) => (item.added_later = { any: [1, null] })));
    assert.deepEqual(valid, { ok: true, items: 3 }, 'a member the service adds later passes');
    assert.deepEqual(page.workersSeen, []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
