// Secrets: a page that holds a known, recognizable API key (its own private
// simulator's key, never the shared demo's, and never through the demo's
// proxy) runs every resource and method of the client, failures included,
// streams, faults and hostile responses at small scale. The key must appear
// in none of: console output, any error's message / code / String() /
// JSON.stringify / stack, any URL or non-Authorization header the page
// requested, storage (localStorage, sessionStorage, cookies, IndexedDB,
// Cache Storage). It appears only in the Authorization header, and only to
// the configured base URL's origin: the SDK follows no redirect.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeErrorSource, usePrivateDemo } from './harness.mjs';

const KEY = `sk_test_CANARY_${Math.random().toString(36).slice(2, 12)}_do_not_leak`;
const env = usePrivateDemo({ key: KEY, seed: 11 });
const PROXY_PASSWORD = `proxy_pw_CANARY_${Math.random().toString(36).slice(2, 12)}`;
const pkgDir = fileURLToPath(new URL('../../../pkg/', import.meta.url));

// Where the key (or a JWT / handoff code) shows in a text, for messages that
// do not print the secret themselves.
const leaks = (text, secret) => typeof text === 'string' && secret && text.includes(secret);

// A page with listeners on everything the page logs and requests.
async function watchedPage(url, contextOptions = {}) {
  const context = await env.browser.newContext(contextOptions);
  const page = await context.newPage();
  const seen = { console: [], requests: [], pageErrors: [] };
  page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => seen.pageErrors.push(`${error.message}\n${error.stack}`));
  page.on('request', (request) => {
    seen.requests.push(
      request.allHeaders().then((headers) => ({ url: request.url(), method: request.method(), headers, postData: request.postData() })),
    );
  });
  await page.goto(url);
  await page.evaluate(async () => {
    window.unhandled = [];
    window.addEventListener('unhandledrejection', (event) => window.unhandled.push(String(event.reason?.stack ?? event.reason)));
    const sdk = await import('/pkg/browser_cloud_sdk.js');
    await sdk.default();
    window.sdk = sdk;
  });
  await page.evaluate(`window.describeError = ${describeErrorSource}; true`);
  return { page, seen };
}

// Everything the page stores, as one text.
async function storageOf(page) {
  return page.evaluate(async () => {
    const parts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie];
    if (indexedDB.databases) parts.push(JSON.stringify(await indexedDB.databases()));
    if (window.caches) parts.push(JSON.stringify(await caches.keys()));
    return parts.join('\n');
  });
}

// Runs in the page: every method of every resource, failing calls, streams,
// faults and hostile responses; returns what each call gave back, as text.
async function runEverything({ simUrl, key, browserId, proxyPassword }) {
  const sdk = window.sdk;
  const texts = []; // every error's message, code, String(), JSON, stack; every value
  const outcomes = [];
  const record = (label, error) => {
    texts.push(
      `${label}: ${error?.message} | ${error?.code} | ${String(error)} | ${JSON.stringify(error)} | ${error?.stack} | ${JSON.stringify(error?.error)} | ${error?.path} | ${error?.rule}`,
    );
    outcomes.push({ label, error: window.describeError(error) });
  };
  const attempt = async (label, run) => {
    try {
      const value = await run();
      texts.push(`${label}: ${JSON.stringify(value)}`);
      outcomes.push({ label, ok: true });
      return value;
    } catch (error) {
      record(label, error);
      return undefined;
    }
  };
  const client = new sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 1 });
  texts.push(`client: ${JSON.stringify(client)} ${String(client)} ${Object.keys(client)}`);
  const suffix = Math.random().toString(36).slice(2, 8);

  // Organization
  await attempt('org limits retrieve', () => client.organization.limits.retrieve());
  await attempt('org limits update', () => client.organization.limits.update({ default_project_max_concurrent_sessions: 0 }));
  await attempt('org limits update refused', () => client.organization.limits.update({ max_pooled_sessions: 1 }));

  // API keys: the plaintext answered by create and rotate is a secret too
  const madeKey = await attempt('api key create', () => client.apiKeys.create({ name: `secrets-${suffix}`, days_to_expire: 1 }));
  await attempt('api key create refused', () => client.apiKeys.create({ name: 'x', days_to_expire: 0 }));
  const rotatedKey = await attempt('api key rotate', () => client.apiKeys.rotate(madeKey.id));
  const oldKeyClient = new sdk.Client({ baseURL: simUrl, apiKey: madeKey.key, maxRetries: 0 });
  texts.push(`old key client: ${JSON.stringify(oldKeyClient)} ${String(oldKeyClient)}`);
  await attempt('rotated-out key (401)', () => oldKeyClient.apiKeys.retrieve(rotatedKey.id));
  await attempt('rotated-out key stream (401)', async () => {
    for await (const event of oldKeyClient.invocations.follow('inv_none')) texts.push(JSON.stringify(event));
  });
  await attempt('api key retrieve', () => client.apiKeys.retrieve(rotatedKey.id));
  await attempt('api key delete', () => client.apiKeys.delete(rotatedKey.id));
  await attempt('deleted key (401)', () => new sdk.Client({ baseURL: simUrl, apiKey: rotatedKey.key, maxRetries: 0 }).apiKeys.list());
  await attempt('audit log list', async () => (await client.auditLogs.list({ start: '2000-01-01T00:00:00Z', end: '2100-01-01T00:00:00Z', limit: 5 })).items.length);

  // Projects
  const project = await attempt('project create', () => client.projects.create({ name: `secrets-${suffix}` }));
  await attempt('project create duplicate', () => client.projects.create({ name: `secrets-${suffix}` }));
  await attempt('project retrieve', () => client.projects.retrieve(project.id));
  await attempt('project retrieve by name', () => client.projects.retrieve(`secrets-${suffix}`));
  await attempt('project retrieve missing', () => client.projects.retrieve('no-such-project'));
  await attempt('project update', () => client.projects.update(project.id, { name: `secrets-${suffix}-renamed` }));
  await attempt('project update refused (the key as an enum value)', () => client.projects.update(project.id, { status: key }));
  await attempt('project list', async () => (await client.projects.list({ limit: 1 })).items.length);
  await attempt('project list every page', async () => {
    let n = 0;
    for await (const item of client.projects.list({ limit: 1 })) n += item ? 1 : 0;
    return n;
  });
  await attempt('project limits retrieve', () => client.projects.limits.retrieve(project.id));
  await attempt('project limits update', () => client.projects.limits.update(project.id, { max_concurrent_sessions: 3 }));
  await attempt('project limits update refused', () => client.projects.limits.update(project.id, { max_pooled_sessions: 3 }));
  await attempt('project delete', () => client.projects.delete(project.id));
  await attempt('project delete again', () => client.projects.delete(project.id));

  // Auth connections
  const connections = client.auth.connections;
  const params = { domain: 'example.com', profile_name: `secrets-${suffix}` };
  const connection = await attempt('connection create', () => connections.create(params));
  await attempt('connection create duplicate', () => connections.create(params));
  await attempt('connection getOrCreate', () => connections.getOrCreate(params));
  await attempt('connection create refused (the key as a URI)', () => connections.create({ ...params, login_url: key }));
  await attempt('connection create refused (the key where a number belongs)', () => connections.create({ ...params, health_check_interval: key }));
  await attempt('connection retrieve', () => connections.retrieve(connection.id));
  await attempt('connection retrieve missing', () => connections.retrieve('ac_missing'));
  await attempt('connection update', () => connections.update(connection.id, { record_session: true }));
  await attempt('connection list', async () => (await connections.list({ profile_name: params.profile_name })).items.length);
  await attempt('connection list every page', async () => {
    let n = 0;
    for await (const item of connections.list({ limit: 1 })) n += item ? 1 : 0;
    return n;
  });
  await attempt('submit before login', () => connections.submit(connection.id, { fields: { password: 'x' } }));
  const login = await attempt('login', () => connections.login(connection.id));
  await attempt('login again (flow in progress)', () => connections.login(connection.id));
  const exchanged = await attempt('exchange', () => connections.exchange(connection.id, { code: login.handoff_code }));
  await attempt('exchange reused code', () => connections.exchange(connection.id, { code: login.handoff_code }));
  const scoped = new sdk.Client({ baseURL: simUrl, apiKey: exchanged.jwt, maxRetries: 0 });
  await attempt('jwt retrieve', () => scoped.auth.connections.retrieve(connection.id));
  await attempt('jwt projects (forbidden)', () => scoped.projects.list());
  await attempt('follow + submit + waitForLogin', async () => {
    const events = [];
    const waiting = connections.waitForLogin(connection.id, { pollInterval: 50 });
    for await (const event of connections.follow(connection.id)) {
      events.push(event.flow_step);
      if (event.flow_step === 'AWAITING_INPUT' && event.fields) {
        await connections.submit(connection.id, { fields: { identifier: 'me@example.com', password: 'correct-password' } });
      }
    }
    const done = await waiting;
    return { events, status: done.status };
  });
  await attempt('submit after the flow', () => connections.submit(connection.id, { fields: { password: 'x' } }));
  await attempt('timeline every page', async () => {
    let n = 0;
    for await (const entry of connections.timeline(connection.id, { limit: 2 })) n += entry ? 1 : 0;
    return n;
  });
  await attempt('follow after the end', async () => {
    let n = 0;
    for await (const event of connections.follow(connection.id)) n += event ? 1 : 0;
    return n;
  });
  await attempt('log stream', async () => {
    const lines = [];
    for await (const event of client.browsers.logs.stream(browserId, { source: 'path', path: '/var/log/secret.log' })) lines.push(event.message);
    return lines;
  });
  await attempt('log stream missing browser', async () => {
    for await (const event of client.browsers.logs.stream('no-such-browser', { source: 'supervisor', supervisor_process: 'chromium' })) return event;
    return null;
  });
  await attempt('aborted call', () => {
    const controller = new AbortController();
    controller.abort();
    return connections.retrieve(connection.id, { signal: controller.signal });
  });
  await attempt('timed-out call', () => connections.retrieve(connection.id, { timeout: 1 }));
  await attempt('eventsource mode with a key', () => new sdk.Client({ baseURL: simUrl, apiKey: key, stream: 'eventsource' }));
  await attempt('bad option', () => new sdk.Client({ baseURL: simUrl, apiKey: key, timeout: -1 }));
  await attempt('unknown origin', () => new sdk.Client({ baseURL: 'http://127.0.0.1:9', apiKey: key, maxRetries: 0 }).projects.list());
  await attempt('connection delete', () => connections.delete(connection.id));
  await attempt('connection delete again', () => connections.delete(connection.id));
  // Profiles, proxies (a custom proxy's password is a secret) and extensions
  const profile = await attempt('profile create', () => client.profiles.create({ name: `secrets-${suffix}` }));
  await attempt('profile create duplicate', () => client.profiles.create({ name: `secrets-${suffix}` }));
  await attempt('profile update refused (the key as a name of the wrong type)', () => client.profiles.update(profile.id, { name: [key] }));
  await attempt('profile download', async () => (await client.profiles.download(profile.id, { format: 'tar' })).status);
  await attempt('profile delete', () => client.profiles.delete(profile.id));
  const proxyConfig = { host: 'canary.example.com', username: 'alice', password: proxyPassword };
  await attempt('proxy create without a port', () => client.proxies.create({ type: 'custom', config: proxyConfig }));
  await attempt('proxy create refused (port out of range)', () => client.proxies.create({ type: 'custom', config: { ...proxyConfig, port: 0 } }));
  const proxy = await attempt('proxy create', () => client.proxies.create({ type: 'custom', config: { ...proxyConfig, port: 3128 } }));
  await attempt('proxy retrieve', () => client.proxies.retrieve(proxy.id));
  await attempt('proxy list', async () => (await client.proxies.list()).items);
  await attempt('proxy check', () => client.proxies.check(proxy.id));
  await attempt('proxy delete', () => client.proxies.delete(proxy.id));
  await attempt('proxy retrieve deleted', () => client.proxies.retrieve(proxy.id));
  await attempt('extension upload refused', () => client.extensions.upload({ file: new Blob(['not a zip']), name: `secrets-${suffix}` }));
  await attempt('extension get missing', () => client.extensions.get('no-such-extension'));
  await attempt('extension from store refused', () => client.extensions.downloadFromChromeStore({ url: 'https://example.com/x' }));
  return { texts, outcomes, jwt: exchanged?.jwt, code: login?.handoff_code, liveView: login?.live_view_url, createdKeys: [madeKey?.key, rotatedKey?.key] };
}

// Small-scale storm and hostile responses with the same key.
async function runFaultsAndHostile({ simUrl, key }) {
  const sdk = window.sdk;
  const texts = [];
  const outcomes = [];
  const attempt = async (label, run) => {
    try {
      const value = await run();
      texts.push(`${label}: ${JSON.stringify(value)}`);
      outcomes.push({ label, ok: true });
    } catch (error) {
      texts.push(`${label}: ${error?.message} | ${error?.code} | ${String(error)} | ${JSON.stringify(error)} | ${error?.stack}`);
      outcomes.push({ label, error: window.describeError(error) });
    }
  };
  const client = new sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 2 });
  for (let n = 0; n < 30; n += 1) {
    await attempt(`faulted list ${n}`, async () => (await client.projects.list()).items.length);
    await attempt(`faulted create ${n}`, () => client.auth.connections.create({ domain: 'example.com', profile_name: `faulted-${n}-${Math.random()}` }));
  }
  let hostile = null;
  const crafted = new sdk.Client({
    baseURL: simUrl,
    apiKey: key,
    maxRetries: 1,
    fetch: (url, init) => (hostile ? hostile(url, init) : fetch(url, init)),
  });
  const responses = [
    () => new Response('{"id": ', { status: 200 }),
    () => Response.json({ id: 5, name: 'n', status: 'active' }),
    () => new Response('['.repeat(100000), { status: 200 }),
    () => new Response('<html>', { status: 502 }),
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => new Response(new ReadableStream({ start: (c) => c.error(new Error('cut')) }), { status: 200 }),
  ];
  for (const [n, respond] of responses.entries()) {
    hostile = respond;
    await attempt(`hostile ${n}`, () => crafted.projects.retrieve('p'));
    hostile = null;
  }
  return { texts, outcomes };
}

test('a page-held key appears only in the Authorization header: not in console output, errors, URLs, other headers, bodies or storage', async () => {
  const browserMade = await env.sim.call('POST', '/_sim/browsers');
  assert.equal(browserMade.status, 201);
  await env.sim.call('POST', `/_sim/browsers/${browserMade.body.id}/logs`, { path: '/var/log/secret.log', lines: ['one', 'two'] });
  const { page, seen } = await watchedPage(`${env.origin}/config.json`);
  try {
    const everything = await page.evaluate(runEverything, { simUrl: env.sim.url, key: KEY, browserId: browserMade.body.id, proxyPassword: PROXY_PASSWORD });
    assert.equal((await env.sim.call('POST', '/_sim/faults', { error_rate: 0.4, statuses: [503, 429, 500], retry_after_ms: 20, reset_rate: 0.15, malformed_json_rate: 0.1, truncate_rate: 0.1, sse_cut_after_events: 1 })).status, 200);
    let stormed;
    try {
      stormed = await page.evaluate(runFaultsAndHostile, { simUrl: env.sim.url, key: KEY });
    } finally {
      await env.sim.call('POST', '/_sim/faults', {});
    }
    const storage = await storageOf(page);
    const unhandled = await page.evaluate(() => window.unhandled);
    const requests = await Promise.all(seen.requests);

    // The calls did what they should have (the run is meaningful).
    const failedOutcomes = [...everything.outcomes, ...stormed.outcomes].filter((o) => !o.ok);
    assert.ok(failedOutcomes.length >= 20, `many calls failed on purpose (${failedOutcomes.length})`);
    assert.ok(everything.outcomes.filter((o) => o.ok).length >= 20, 'many calls succeeded');
    for (const o of failedOutcomes) assert.ok(o.error.sdkError, `${o.label}: a typed error (${JSON.stringify(o.error)})`);
    assert.ok(everything.jwt && everything.code, 'a JWT and a handoff code were obtained');

    assert.ok(everything.createdKeys.every(Boolean), 'API keys were created and rotated');
    const [createdKey, rotatedKey] = everything.createdKeys;
    assert.ok(everything.liveView, 'a live view URL was obtained');
    const secrets = {
      'the API key': KEY,
      'the JWT': everything.jwt,
      'the handoff code': everything.code,
      'the live view URL': everything.liveView,
      'a created API key': createdKey,
      'a rotated API key': rotatedKey,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      const inConsole = seen.console.filter((text) => leaks(text, secret));
      assert.deepEqual(inConsole, [], `${name} is in no console message`);
      const inErrors = [...everything.texts, ...stormed.texts].filter((text) => text.includes('Error') && leaks(text, secret));
      assert.deepEqual(inErrors.map((t) => t.split(':')[0]), [], `${name} is in no error's message, code, String(), JSON or stack`);
      assert.ok(!leaks(everything.texts[0], secret), `${name} is not in the client object's JSON or String()`);
      assert.deepEqual(requests.filter((r) => leaks(r.url, secret)).map((r) => r.method + ' ' + r.url.split('?')[0]), [], `${name} is in no URL the page requested`);
      const inOtherHeaders = requests.flatMap((r) =>
        Object.entries(r.headers)
          .filter(([header, value]) => header !== 'authorization' && leaks(value, secret))
          .map(([header]) => `${r.method} ${r.url}: ${header}`),
      );
      assert.deepEqual(inOtherHeaders, [], `${name} is in no header but Authorization`);
      assert.ok(!leaks(storage, secret), `${name} is in no storage`);
      assert.deepEqual(seen.pageErrors.filter((text) => leaks(text, secret)), [], `${name} is in no uncaught error`);
      assert.deepEqual(unhandled.filter((text) => leaks(text, secret)), [], `${name} is in no unhandled rejection`);
    }
    // A custom proxy's password goes in its create request's body only: in no
    // answer, error, console message, URL or storage.
    assert.ok(requests.some((r) => r.url.endsWith('/proxies') && leaks(r.postData ?? '', PROXY_PASSWORD)), 'the password went in the create body');
    assert.deepEqual([...everything.texts, ...seen.console].filter((text) => leaks(text, PROXY_PASSWORD)).map((t) => t.split(':')[0]), [], 'the proxy password is in no value, error or console message');
    assert.deepEqual(requests.filter((r) => leaks(r.url, PROXY_PASSWORD)).map((r) => r.url.split('?')[0]), [], 'the proxy password is in no URL');
    assert.ok(!leaks(storage, PROXY_PASSWORD), 'the proxy password is in no storage');
    // Nor in any value the calls returned (the JWT and the code legitimately are).
    assert.deepEqual([...everything.texts, ...stormed.texts].filter((text) => leaks(text, KEY)).map((t) => t.split(':')[0]), [], 'the API key is in no value or error of any call');
    // The handoff code travels in a request body (exchange), never in a URL; the key never in a body.
    assert.deepEqual(requests.filter((r) => leaks(r.postData ?? '', KEY)).map((r) => r.url), [], 'the key is in no request body');
    assert.ok(requests.some((r) => r.url.endsWith('/exchange') && leaks(r.postData ?? '', everything.code)), 'the handoff code went in the exchange body');

    // Positive control: the key did go, in the Authorization header, to the configured origin only.
    const simOrigin = new URL(env.sim.url).origin;
    const withKey = requests.filter((r) => r.headers.authorization === `Bearer ${KEY}`);
    assert.ok(withKey.length >= 40, `the key was sent in the Authorization header (${withKey.length} requests)`);
    assert.deepEqual(
      [...new Set(withKey.map((r) => new URL(r.url).origin))].filter((origin) => origin !== simOrigin && origin !== 'http://127.0.0.1:9'),
      [],
      'only to the configured origins',
    );
    assert.deepEqual(unhandled, [], 'no unhandled rejection');
    assert.deepEqual(seen.pageErrors, [], 'no uncaught error');
  } finally {
    await page.context().close();
    await env.sim.call('DELETE', `/_sim/browsers/${browserMade.body.id}`);
  }
});

// --- Redirects ---------------------------------------------------------------

// A tiny HTTP server on a free loopback port; `handle(req, res, body)`.
async function tinyServer(handle) {
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    try {
      await handle(req, res, Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const CORS_HEADERS = (req) => ({
  'access-control-allow-origin': req.headers.origin ?? '*',
  'access-control-allow-headers': 'authorization, content-type, accept, last-event-id, x-service-project-id',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'x-has-more, x-next-offset, retry-after, retry-after-ms, x-request-id',
  'access-control-max-age': '0',
});

test('the key goes only to the base URL\'s origin: the SDK follows no redirect, so another origin receives nothing', async () => {
  // B: the other origin, recording everything it gets.
  const receivedByB = [];
  const b = await tinyServer((req, res, body) => {
    receivedByB.push({ method: req.method, url: req.url, headers: req.headers, body });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS(req));
      return res.end();
    }
    const json = req.url.includes('/logs/stream') ? null : req.url.includes('/org/projects') && !/projects\/[^/?]+/.test(req.url) ? '[]' : '{"id":"p","name":"n","status":"active"}';
    if (json === null) {
      res.writeHead(200, { ...CORS_HEADERS(req), 'content-type': 'text/event-stream' });
      return res.end('id: 1\ndata: {"event":"log","message":"from B","timestamp":"2024-01-01T00:00:00Z"}\n\n');
    }
    res.writeHead(200, { ...CORS_HEADERS(req), 'content-type': 'application/json', 'x-has-more': 'false', 'x-next-offset': '0' });
    res.end(json);
  });
  // A: the configured base URL; redirects every request (but preflights) to B,
  // with the status named by the path, or to itself for /same/.
  const receivedByA = [];
  const a = await tinyServer((req, res) => {
    receivedByA.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS(req));
      return res.end();
    }
    if (req.url.startsWith('/moved/')) {
      res.writeHead(200, { ...CORS_HEADERS(req), 'content-type': 'application/json' });
      return res.end('{"max_concurrent_sessions":10,"default_project_max_concurrent_sessions":null}');
    }
    const status = Number(/status-(\d{3})/.exec(req.url)?.[1] ?? 307);
    const target = req.url.startsWith('/org/limits') ? `${a.origin}/moved${req.url}` : `${b.origin}/landed${req.url}`;
    res.writeHead(status, { ...CORS_HEADERS(req), location: target });
    res.end();
  });
  // P: serves the page and the package, with no CSP (the demo's CSP would
  // refuse A and B before the SDK or the browser had a say).
  const p = await tinyServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><title>redirects</title>');
    }
    const relative = normalize(decodeURIComponent(url.pathname.replace(/^\/pkg\//, '')));
    if (!url.pathname.startsWith('/pkg/') || relative.startsWith('..')) {
      res.writeHead(404);
      return res.end();
    }
    const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };
    res.writeHead(200, { 'content-type': types[extname(relative)] ?? 'application/octet-stream' });
    res.end(await readFile(join(pkgDir, relative)));
  });
  const { page, seen } = await watchedPage(`${p.origin}/`);
  try {
    const outcomes = await page.evaluate(
      async ({ base, key }) => {
        const client = new window.sdk.Client({ baseURL: base, apiKey: key, maxRetries: 0 });
        const out = {};
        const attempt = async (label, run) => {
          try {
            const value = await run();
            out[label] = { ok: true, value: JSON.stringify(value)?.slice(0, 100) };
          } catch (error) {
            out[label] = { ok: false, error: window.describeError(error) };
          }
        };
        // The SDK builds the query; a test-only `status` in it picks A's redirect status.
        const at = (status) => ({ query: `status-${status}` });
        await attempt('GET list, 307', async () => (await client.projects.list(at(307))).items);
        await attempt('GET list, 302', async () => (await client.projects.list(at(302))).items);
        await attempt('GET list, 301', async () => (await client.projects.list(at(301))).items);
        await attempt('GET list, 308', async () => (await client.projects.list(at(308))).items);
        await attempt('GET list, 303', async () => (await client.projects.list(at(303))).items);
        await attempt('GET retrieve', () => client.projects.retrieve('p'));
        await attempt('POST create', () => client.projects.create({ name: 'n' }));
        await attempt('PATCH update', () => client.projects.update('p', { name: 'n2' }));
        await attempt('DELETE', () => client.projects.delete('p'));
        await attempt('stream', async () => {
          const seen = [];
          for await (const event of client.browsers.logs.stream('b', { source: 'path', path: '/x' })) seen.push(event.message);
          return seen;
        });
        await attempt('same-origin redirect', () => client.organization.limits.retrieve());
        return out;
      },
      { base: a.origin, key: KEY },
    );
    const requests = await Promise.all(seen.requests);
    const report = {
      outcomes,
      'A received': receivedByA.map((r) => `${r.method} ${r.url.split('?')[0]} auth=${r.authorization ? (r.authorization === `Bearer ${KEY}` ? 'KEY' : 'other') : 'none'}`),
      'B received': receivedByB.map((r) => `${r.method} ${r.url.split('?')[0]} authorization=${r.headers.authorization ? 'PRESENT' : 'absent'}${r.body ? ` body=${r.body}` : ''}`),
    };
    console.log(`redirects:\n${JSON.stringify(report, null, 2)}`);
    assert.ok(receivedByA.some((r) => r.authorization === `Bearer ${KEY}`), 'A (the base URL) received the key');
    assert.ok(receivedByA.length >= Object.keys(outcomes).length, 'every call reached A, which answered with a redirect');
    assert.deepEqual(
      receivedByB.map((r) => `${r.method} ${r.url}`),
      [],
      'B (another origin, named by the redirects) received nothing: no key, no body, no request',
    );
    for (const [label, outcome] of Object.entries(outcomes)) {
      assert.equal(outcome.ok, false, `${label}: a redirect fails the call`);
      assert.ok(outcome.error.classes.includes('APIConnectionError'), `${label}: as an APIConnectionError (${outcome.error.name})`);
    }
    const withKey = requests.filter((r) => JSON.stringify(r.headers).includes(KEY));
    assert.deepEqual(
      [...new Set(withKey.map((r) => new URL(r.url).origin))],
      [a.origin],
      'the page sent the key to the base URL\'s origin only',
    );
    assert.deepEqual(seen.pageErrors, []);
    assert.deepEqual(await page.evaluate(() => window.unhandled), []);
  } finally {
    await page.context().close();
    await Promise.all([a.close(), b.close(), p.close()]);
  }
});

// --- Credentials, TOTP codes and provider tokens -----------------------------

test('credential values, TOTP secrets and codes and provider tokens appear in no error, console message, URL or storage', async () => {
  const value = `pw_CANARY_${Math.random().toString(36).slice(2, 10)}`;
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const token = `ops_CANARY_${Math.random().toString(36).slice(2, 10)}`;
  const { page, seen } = await watchedPage(`${env.origin}/config.json`);
  try {
    const run = await page.evaluate(async ({ simUrl, key, value, secret, token }) => {
      const client = new window.sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 0 });
      const texts = [];
      const attempt = async (label, call) => {
        try {
          texts.push(`${label}: ${JSON.stringify(await call())}`);
        } catch (error) {
          texts.push(`${label} Error: ${error.message} | ${String(error)} | ${JSON.stringify(error)} | ${error.stack} | ${error.path}`);
        }
      };
      const name = `canary-${Math.random().toString(36).slice(2, 8)}`;
      await attempt('create refused', () => client.credentials.create({ domain: 'c.example.com', name: '', values: { password: value }, totp_secret: secret }));
      await attempt('create refused by type', () => client.credentials.create({ domain: 'c.example.com', name, values: { password: value, pin: 1 } }));
      await attempt('create', () => client.credentials.create({ domain: 'c.example.com', name, values: { password: value }, totp_secret: secret }));
      await attempt('update refused', () => client.credentials.update('no-such-credential', { values: { password: value }, totp_secret: secret }));
      const code = (await client.credentials.totpCode(name)).code;
      await attempt('delete', () => client.credentials.delete(name));
      await attempt('totp code gone', () => client.credentials.totpCode(name));
      await attempt('provider refused', () => client.credentialProviders.create({ token, name: '', provider_type: 'onepassword' }));
      await attempt('provider update refused', () => client.credentialProviders.update('cp_missing', { token }));
      return { texts, code };
    }, { simUrl: env.sim.url, key: KEY, value, secret, token });
    const requests = await Promise.all(seen.requests);
    const storage = await storageOf(page);
    assert.match(run.code, /^\d{6}$/);
    assert.ok(run.texts.filter((text) => text.includes('Error')).length >= 6, 'the refusals ran');
    for (const [name, canary] of Object.entries({ 'a credential value': value, 'the TOTP secret': secret, 'the provider token': token, 'the TOTP code': run.code })) {
      assert.deepEqual(run.texts.filter((text) => text.includes('Error') && leaks(text, canary)).map((t) => t.split(':')[0]), [], `${name} is in no error`);
      assert.deepEqual(seen.console.filter((text) => leaks(text, canary)), [], `${name} is in no console message`);
      assert.deepEqual(requests.filter((r) => leaks(r.url, canary)).map((r) => r.url), [], `${name} is in no URL`);
      assert.ok(!leaks(storage, canary), `${name} is in no storage`);
    }
    assert.deepEqual(run.texts.filter((text) => !text.includes('Error') && (leaks(text, value) || leaks(text, secret) || leaks(text, token))).map((t) => t.split(':')[0]), [], 'no answer carries a value, secret or token');
  } finally {
    await page.context().close();
  }
});
