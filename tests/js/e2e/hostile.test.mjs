// Hostile input, in a real Chromium page against a private simulator (its
// request log is cleared and read here, so no other test file sees it):
//  - ids that could escape their path segment become one percent-encoded
//    segment each, answered 404;
//  - responses that are malformed, truncated, wrongly typed, deeply nested,
//    huge or not JSON (crafted through the client's `fetch` option) give
//    typed errors within a deadline, and the same client works afterwards;
//  - every request validation rule refuses the call before anything is sent.
// The page holds the private simulator's key and calls it directly (no demo
// proxy in between), so the request log shows exactly what the SDK built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, usePrivateDemo } from './harness.mjs';

const KEY = `sk_test_hostile_${Math.random().toString(36).slice(2, 10)}`;
const env = usePrivateDemo({ key: KEY, seed: 7 });

// A page with the SDK as `window.sdk`, `describeError(e)`, `within(promise, ms)`
// (the outcome as data, or `{ timeout: true }` when the deadline wins), and
// listeners for unhandled rejections.
async function openPage() {
  const page = await env.newPage();
  // A plain document of the demo's origin: not the demo app, whose own
  // requests through the proxy would reach the request log.
  await page.goto(`${env.origin}/config.json`);
  // Functions given as source text are installed through Playwright's
  // evaluate (the demo's pages forbid eval in page scripts).
  await page.evaluate(`window.describeError = ${describeErrorSource}; true`);
  await page.evaluate(
    async () => {
      window.unhandled = [];
      window.addEventListener('unhandledrejection', (event) => window.unhandled.push(String(event.reason?.stack ?? event.reason)));
      const sdk = await import('/pkg/browser_cloud_sdk.js');
      await sdk.default();
      window.sdk = sdk;
      window.within = (promise, ms) => {
        let timer;
        const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve({ timeout: true }), ms)));
        const outcome = Promise.resolve()
          .then(() => promise)
          .then(
            (value) => ({ ok: true, value }),
            (error) => ({ ok: false, error: window.describeError(error) }),
          );
        return Promise.race([outcome, deadline]).finally(() => clearTimeout(timer));
      };
    },
  );
  return page;
}

// Installs `window[name]` = an array of functions given as source text.
async function installFunctions(page, name, sources) {
  await page.evaluate(`window[${JSON.stringify(name)}] = [${sources.join(',\n')}]; true`);
}

async function closePage(page) {
  const unhandled = await page.evaluate(() => window.unhandled).catch(() => []);
  await page.context().close();
  assert.deepEqual(unhandled, [], 'no unhandled rejection in the page');
  assert.deepEqual(page.errors.map(String), [], 'no uncaught error in the page');
}

async function clearLog() {
  const cleared = await env.sim.call('DELETE', '/_sim/requests');
  assert.ok(cleared.status < 300, `request log cleared (${cleared.status})`);
}

async function requestLog() {
  const log = await env.sim.call('GET', '/_sim/requests');
  assert.equal(log.status, 200);
  return log.body;
}

// ---------------------------------------------------------------------------
// Ids

const HOSTILE_IDS = [
  ['unicode', 'projét✓-日本語-🙂-ß'],
  ['10,000 characters', 'ab/é ?#%'.repeat(1250)],
  ['a slash', 'a/b'],
  ['slashes only', '//'],
  ['a parent path', '../../org/projects'],
  ['dots around a slash', '../'],
  ['three dots', '...'],
  ['an encoded parent', '%2e%2e'],
  ['an encoded slash', 'a%2Fb'],
  ['a query', '?limit=1&offset=0'],
  ['a fragment', '#top'],
  ['a percent', '100%'],
  ['spaces', '  my project  '],
  ['a plus and an equals sign', 'a+b=c&d'],
  ['a backslash', 'a\\..\\b'],
  ['control characters', 'ctl\u0000\u0001\t\n\r\u001b\u007f-end'],
  ['C1 and line separators', 'x\u0085\u2028\u2029\ufeffy'],
];

test('hostile ids each become one percent-encoded path segment that decodes back to the id, answered with NotFoundError', async () => {
  const page = await openPage();
  try {
    await clearLog();
    const outcomes = await page.evaluate(
      async ({ ids, simUrl, key }) => {
        const client = new window.sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 0 });
        const results = [];
        for (const id of ids) {
          results.push({
            connection: await window.within(client.auth.connections.retrieve(id), 10000),
            project: await window.within(client.projects.retrieve(id), 10000),
          });
        }
        return results;
      },
      { ids: HOSTILE_IDS.map(([, id]) => id), simUrl: env.sim.url, key: KEY },
    );
    // CORS preflights (the page calls the simulator's origin) are logged too.
    const log = (await requestLog()).filter((entry) => entry.method !== 'OPTIONS');
    assert.equal(log.length, HOSTILE_IDS.length * 2, `one request per call (${log.length})`);
    HOSTILE_IDS.forEach(([label, id], n) => {
      for (const [kind, prefix, entry] of [
        ['connection', '/auth/connections/', log[2 * n]],
        ['project', '/org/projects/', log[2 * n + 1]],
      ]) {
        const outcome = outcomes[n][kind];
        assert.ok(!outcome.timeout, `${label} (${kind}): answered before the deadline`);
        assert.equal(outcome.ok, false, `${label} (${kind}): rejected`);
        assert.ok(outcome.error.classes.includes('NotFoundError'), `${label} (${kind}): NotFoundError, got ${JSON.stringify(outcome.error)}`);
        assert.equal(outcome.error.status, 404);
        assert.equal(entry.method, 'GET', `${label} (${kind})`);
        assert.ok(entry.path.startsWith(prefix), `${label} (${kind}): sent to ${entry.path.slice(0, 80)}`);
        const segment = entry.path.slice(prefix.length);
        assert.ok(!segment.includes('/'), `${label} (${kind}): one segment, not ${JSON.stringify(segment.slice(0, 80))}`);
        assert.match(segment, /^[A-Za-z0-9\-._~%]+$/, `${label} (${kind}): only unreserved characters and escapes`);
        assert.equal(decodeURIComponent(segment), id, `${label} (${kind}): the segment decodes back to the id`);
        assert.equal(entry.query, null, `${label} (${kind}): no query string`);
      }
    });
  } finally {
    await closePage(page);
  }
});

// Calls retrieve (connection and project) and login with each id; each
// must be refused with ValidationError naming the path's parameter (`id`,
// or for a project's retrieve, which takes a name too, `id_or_name`)
// before anything is sent.
const PARAMETER = { connection: 'id', project: 'id_or_name', login: 'id' };

async function refusedIds(ids) {
  const page = await openPage();
  try {
    await clearLog();
    const outcomes = await page.evaluate(
      async ({ ids, simUrl, key }) => {
        const client = new window.sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 0 });
        const results = {};
        for (const [label, id] of ids) {
          results[label] = {
            connection: await window.within(client.auth.connections.retrieve(id), 10000),
            project: await window.within(client.projects.retrieve(id), 10000),
            login: await window.within(client.auth.connections.login(id), 10000),
          };
        }
        return results;
      },
      { ids, simUrl: env.sim.url, key: KEY },
    );
    const log = await requestLog();
    const failures = [];
    for (const [label, byCall] of Object.entries(outcomes)) {
      for (const [call, outcome] of Object.entries(byCall)) {
        if (outcome.timeout || outcome.ok) failures.push(`${label} (${call}): not refused: ${JSON.stringify(outcome)}`);
        else if (!outcome.error.classes.includes('ValidationError') || outcome.error.path !== PARAMETER[call]) {
          failures.push(`${label} (${call}): expected ValidationError at ${PARAMETER[call]}, got ${outcome.error.ownClass}: ${outcome.error.message}`);
        }
      }
    }
    const arrived = log.map((entry) => `${entry.method} ${entry.path}`);
    return { failures, arrived };
  } finally {
    await closePage(page);
  }
}

test('the ids "." and ".." (which a URL would resolve away) and the empty id are refused with ValidationError, and nothing is sent', async () => {
  const { failures, arrived } = await refusedIds([
    ['dot', '.'],
    ['dot dot', '..'],
    ['empty', ''],
  ]);
  assert.deepEqual(failures, []);
  assert.deepEqual(arrived, [], 'nothing reached the service (not even a preflight)');
});

test('an id that is not well-formed UTF-16 (a lone surrogate) is refused, not sent as another id with U+FFFD in its place', async () => {
  const { failures, arrived } = await refusedIds([
    ['a lone high surrogate', 'ab\uD800cd'],
    ['a lone low surrogate', '\uDC00'],
  ]);
  assert.deepEqual(arrived, [], 'nothing reached the service');
  assert.deepEqual(failures, []);
});

// The core hands send.js each request as one text whose fields NUL
// separates (src/js/request_text.rs): a NUL the caller puts in a body must
// travel escaped inside the JSON, never split the request.
test('a body whose strings hold NUL and other control characters reaches the service whole and comes back as sent', async () => {
  const page = await openPage();
  try {
    const name = `ctl\u0000\u0001\t\n\r\u001b\u007f-${Math.random().toString(36).slice(2, 8)}\u0000`;
    const { created, retrieved } = await page.evaluate(
      async ({ name, simUrl, key }) => {
        const client = new window.sdk.Client({ baseURL: simUrl, apiKey: key, maxRetries: 0 });
        const created = await client.projects.create({ name });
        return { created, retrieved: await client.projects.retrieve(created.id) };
      },
      { name, simUrl: env.sim.url, key: KEY },
    );
    assert.equal(created.name, name, 'the created project holds the name as sent');
    assert.equal(retrieved.name, name, 'and so does the project retrieved');
  } finally {
    await closePage(page);
  }
});

// ---------------------------------------------------------------------------
// Hostile responses, crafted in the page and served through the `fetch` option

// Each case: a label, the call (source run with `client`), the response
// (source of a function returning a Response, or throwing, or never settling),
// the error classes accepted, and optionally the expected path/rule.
const RESPONSE_CASES = [
  {
    label: 'malformed JSON',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('{"id": "p", "name": ', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'a truncated record',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response(JSON.stringify({ id: 'p', name: 'n', status: 'active', created_at: '2024-01-01T00:00:00Z' }).slice(0, 30), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'a wrongly typed member',
    call: 'client.projects.retrieve("p")',
    respond: `() => Response.json({ id: 5, name: 'n', status: 'active' })`,
    expect: ['InvalidResponseError'],
    path: 'id',
    rule: 'type',
  },
  {
    label: 'a missing required member',
    call: 'client.projects.retrieve("p")',
    respond: `() => Response.json({ name: 'n', status: 'active' })`,
    expect: ['InvalidResponseError'],
    path: 'id',
    rule: 'required',
  },
  {
    label: 'an array where a record belongs',
    call: 'client.auth.connections.retrieve("c")',
    respond: `() => Response.json([{ id: 'c' }])`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'a record where a list belongs',
    call: 'client.projects.list()',
    respond: `() => Response.json({ id: 'p', name: 'n', status: 'active' }, { headers: { 'x-has-more': 'false' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'null',
    call: 'client.organization.limits.retrieve()',
    respond: `() => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'a number too large to be finite',
    call: 'client.organization.limits.retrieve()',
    respond: `() => new Response('{"max_concurrent_sessions": 1e400, "default_project_max_concurrent_sessions": null}', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: '100,000 nested arrays',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('['.repeat(100000) + ']'.repeat(100000), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    // The package checks the members the schema names; one it does not name
    // is passed through unread, as the service may add members (the
    // official SDK does the same). JSON.parse reads any depth.
    label: '100,000 nested objects in an unknown member of a list item: passed through',
    call: 'client.projects.list().then((page) => page.items.length)',
    respond: `() => new Response('[{"id":"p","name":"n","status":"active","extra":' + '{"a":'.repeat(100000) + '1' + '}'.repeat(100000) + '}]', { status: 200, headers: { 'content-type': 'application/json' } })`,
    resolves: 1,
  },
  {
    label: '100,000 nested arrays in an error body',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('{"code":"bad","message":' + '['.repeat(100000) + ']'.repeat(100000) + '}', { status: 400, headers: { 'content-type': 'application/json' } })`,
    expect: ['BadRequestError'],
  },
  {
    label: 'a 50 MB string where a record belongs',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('"' + 'a'.repeat(50 * 1024 * 1024) + '"', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
    deadline: 60000,
  },
  {
    label: 'a 50 MB unterminated string',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('{"id":"p","name":"' + 'x'.repeat(50 * 1024 * 1024), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
    deadline: 60000,
  },
  {
    label: 'a 50 MB string where a number belongs',
    call: 'client.organization.limits.retrieve()',
    respond: `() => new Response('{"max_concurrent_sessions":"' + '9'.repeat(50 * 1024 * 1024) + '","default_project_max_concurrent_sessions":null}', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
    path: 'max_concurrent_sessions',
    rule: 'type',
    deadline: 60000,
  },
  {
    label: 'a valid record with a 50 MB name (accepted whole)',
    call: 'client.projects.retrieve("p").then((project) => project.name.length)',
    respond: `() => new Response('{"id":"p","name":"' + 'n'.repeat(50 * 1024 * 1024) + '","status":"active"}', { status: 200, headers: { 'content-type': 'application/json' } })`,
    resolves: 50 * 1024 * 1024,
    deadline: 60000,
  },
  {
    label: 'an HTML page with status 200',
    call: 'client.projects.list()',
    respond: `() => new Response('<!doctype html><title>Gateway</title><h1>Sign in</h1>', { status: 200, headers: { 'content-type': 'text/html' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'an empty body with status 200',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('', { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'bytes that are not UTF-8',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response(new Uint8Array([123, 34, 105, 100, 34, 58, 34, 0xff, 0xfe, 0xc3, 34, 125]), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'a 502 HTML page',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })`,
    expect: ['InternalServerError'],
  },
  {
    label: 'a 404 whose error record is malformed',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response('{"code": "not_found", "message": ', { status: 404, headers: { 'content-type': 'application/json' } })`,
    expect: ['NotFoundError'],
  },
  {
    label: 'a 409 whose error record is wrongly typed',
    call: 'client.auth.connections.create({ domain: "example.com", profile_name: "p" })',
    respond: `() => Response.json({ code: 5, message: [], existing_id: {} }, { status: 409 })`,
    expect: ['ConflictError'],
  },
  {
    label: 'a 503 with an absurd Retry-After (not waited for)',
    call: 'client.projects.retrieve("p")',
    respond: `() => Response.json({ code: 'unavailable', message: 'later' }, { status: 503, headers: { 'retry-after': '9'.repeat(400), 'retry-after-ms': '99999999999999999999' } })`,
    expect: ['InternalServerError'],
  },
  {
    label: 'a body that fails midway',
    call: 'client.projects.retrieve("p")',
    respond: `() => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('{"id":"p",')); c.error(new TypeError('network error')); } }), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['APIConnectionError'],
  },
  {
    label: 'a body that never ends (timeout 1 s)',
    call: 'client.projects.retrieve("p", { timeout: 1000 })',
    respond: `() => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('{"id":')); } }), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['APIConnectionTimeoutError'],
    deadline: 10000, // three attempts of 1 s and two backoffs fit in 5 s
  },
  {
    label: 'a fetch that never settles (timeout 1 s)',
    call: 'client.projects.retrieve("p", { timeout: 1000 })',
    respond: `() => new Promise(() => {})`,
    expect: ['APIConnectionTimeoutError'],
    deadline: 10000, // three attempts of 1 s and two backoffs fit in 5 s
  },
  {
    label: 'a fetch that never settles, aborted by the caller after 0.5 s',
    call: '(() => { const stop = new AbortController(); setTimeout(() => stop.abort(), 500); return client.projects.retrieve("p", { signal: stop.signal }); })()',
    respond: `() => new Promise(() => {})`,
    expect: ['APIUserAbortError'],
    deadline: 5000,
  },
  {
    label: 'control: a body that never ends but errors on the abort signal (timeout 1 s)',
    call: 'client.projects.retrieve("p", { timeout: 1000 })',
    respond: `(url, init) => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('{"id":')); init.signal.addEventListener('abort', () => c.error(init.signal.reason)); } }), { status: 200, headers: { 'content-type': 'application/json' } })`,
    expect: ['APIConnectionTimeoutError'],
    deadline: 10000, // three attempts of 1 s and two backoffs fit in 5 s
  },
  {
    label: 'control: a fetch that never settles but rejects on the abort signal (timeout 1 s)',
    call: 'client.projects.retrieve("p", { timeout: 1000 })',
    respond: `(url, init) => new Promise((resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)))`,
    expect: ['APIConnectionTimeoutError'],
    deadline: 10000, // three attempts of 1 s and two backoffs fit in 5 s
  },
  {
    label: 'a fetch that rejects with a string',
    call: 'client.projects.retrieve("p")',
    respond: `() => Promise.reject('boom')`,
    expect: ['APIConnectionError'],
  },
  {
    label: 'a fetch that throws synchronously',
    call: 'client.projects.retrieve("p")',
    respond: `() => { throw new RangeError('sync boom'); }`,
    expect: ['APIConnectionError'],
  },
  {
    label: 'a fetch that resolves to something other than a Response',
    call: 'client.projects.retrieve("p")',
    respond: `() => ({ ok: true, status: 200, json: async () => ({}) })`,
    expect: ['APIConnectionError'],
  },
  {
    label: 'an event stream whose event is not JSON',
    call: 'window.drain(client.auth.connections.follow("c"))',
    respond: `() => new Response('id: 1\\ndata: {not json\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
    rule: 'syntax',
  },
  {
    // Its brackets balance, so it joins the batch parsed whole: the parse
    // fails, and the core names the event whose syntax breaks.
    label: 'an event stream whose second event is not JSON but balanced',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }))',
    respond: `() => new Response('id: 1\\ndata: {"event":"log","message":"m","timestamp":"t"}\\n\\nid: 2\\ndata: {"event" "log"}\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
    rule: 'syntax',
  },
  {
    // Balanced too, but two values: the batch parses to one item more than
    // it has events, and the core names the event whose syntax breaks.
    label: 'an event stream whose event holds two values',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }))',
    respond: `() => new Response('id: 1\\ndata: {"event":"log","message":"m","timestamp":"t"},{"event":"log","message":"n","timestamp":"t"}\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
    rule: 'syntax',
  },
  {
    // Two events that are JSON only when run together, as in one array of
    // the batch: a count of the parsed items would not tell.
    label: 'an event stream whose event runs on into the next',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }))',
    respond: `() => new Response('id: 1\\ndata: {"event":"log","message":"m","timestamp":"t","x":[1\\n\\nid: 2\\ndata: 2]},{"event":"log","message":"n","timestamp":"t"}\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
    rule: 'syntax',
  },
  {
    // JSON has no byte order mark, though a decoder at the start of a text
    // would drop it.
    label: 'an event stream whose event starts with a byte order mark',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }))',
    respond: `() => new Response('id: 1\\ndata: \\ufeff{"event":"log","message":"m","timestamp":"t"}\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
    rule: 'syntax',
  },
  {
    label: 'an event stream whose event nests 100,000 arrays',
    call: 'window.drain(client.auth.connections.follow("c"))',
    respond: `() => new Response('id: 1\\ndata: ' + '['.repeat(100000) + ']'.repeat(100000) + '\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'an event stream of a wrongly typed log event',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }))',
    respond: `() => new Response('id: 1\\ndata: {"event":"log","message":7,"timestamp":"2024-01-01T00:00:00Z"}\\n\\n', { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError'],
  },
  {
    label: 'an event stream that is an HTML page',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }, { maxReconnects: 0 }))',
    respond: `() => new Response('<html><body>Sign in</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })`,
    expect: ['InvalidResponseError', 'APIConnectionError'],
  },
  {
    label: 'an event stream with a 50 MB line and no end of line (idle timeout 2 s)',
    call: 'window.drain(client.browsers.logs.stream("b", { source: "path", path: "/x" }, { idleTimeout: 2000, maxReconnects: 0 }))',
    respond: `() => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('data: ' + 'z'.repeat(50 * 1024 * 1024))); } }), { status: 200, headers: { 'content-type': 'text/event-stream' } })`,
    expect: ['InvalidResponseError', 'APIConnectionError'],
    deadline: 60000,
  },
];

test('hostile responses served through the fetch option give typed errors within a deadline, and the same client then succeeds', async () => {
  const page = await openPage();
  try {
    await installFunctions(page, 'responders', RESPONSE_CASES.map((c) => c.respond));
    await installFunctions(page, 'calls', RESPONSE_CASES.map((c) => `(client) => ${c.call}`));
    const results = await page.evaluate(
      async ({ cases, simUrl, key }) => {
        window.drain = async (stream) => {
          const seen = [];
          for await (const event of stream) seen.push(event);
          return seen.length;
        };
        let hostile = null;
        let hostileCalls = 0;
        const client = new window.sdk.Client({
          baseURL: simUrl,
          apiKey: key,
          maxRetries: 2,
          fetch: (url, init) => {
            if (hostile) {
              hostileCalls += 1;
              return hostile(url, init);
            }
            return fetch(url, init);
          },
        });
        const out = [];
        for (const [n, c] of cases.entries()) {
          hostile = window.responders[n];
          hostileCalls = 0;
          const started = performance.now();
          const outcome = await window.within(window.calls[n](client), c.deadline ?? 20000);
          const took = Math.round(performance.now() - started);
          const calls = hostileCalls;
          hostile = null;
          const after = await window.within(client.projects.list({ limit: 1 }), 10000);
          out.push({
            label: c.label,
            outcome,
            took,
            calls,
            after: after.ok ? { ok: true, items: after.value.items.length } : after,
          });
        }
        return out;
      },
      { cases: RESPONSE_CASES.map(({ label, deadline }) => ({ label, deadline })), simUrl: env.sim.url, key: KEY },
    );
    const failures = [];
    const table = [];
    RESPONSE_CASES.forEach((c, n) => {
      const r = results[n];
      const got = r.outcome.timeout ? 'DEADLINE (hung)' : r.outcome.ok ? 'resolved' : r.outcome.error.ownClass;
      table.push(`${c.label.padEnd(72)} ${got.padEnd(28)} ${String(r.took).padStart(6)} ms  fetch x${r.calls}`);
      const problems = [];
      if (r.outcome.timeout) problems.push('the deadline won: the call hung');
      else if (c.resolves !== undefined) {
        if (!r.outcome.ok) problems.push(`rejected: ${JSON.stringify(r.outcome.error)}`);
        else if (r.outcome.value !== c.resolves) problems.push(`resolved with ${r.outcome.value}, expected ${c.resolves}`);
      } else if (r.outcome.ok) problems.push(`it resolved (${JSON.stringify(r.outcome.value)?.slice(0, 120)})`);
      else {
        const e = r.outcome.error;
        if (!e.sdkError || !e.exactClass) problems.push(`not a typed SDK error: ${JSON.stringify(e)}`);
        if (!c.expect.some((name) => e.classes.includes(name))) problems.push(`expected ${c.expect.join(' or ')}, got ${e.ownClass}: ${e.message}`);
        if (c.path !== undefined && e.path !== c.path) problems.push(`path ${JSON.stringify(e.path)}, expected ${c.path}`);
        if (c.rule !== undefined && e.rule !== c.rule) problems.push(`rule ${JSON.stringify(e.rule)}, expected ${c.rule}`);
      }
      if (!r.after.ok) problems.push(`the next normal call failed: ${JSON.stringify(r.after)}`);
      if (problems.length) failures.push(`${c.label}: ${problems.join('; ')}`);
    });
    console.log(`hostile responses:\n${table.join('\n')}`);
    assert.deepEqual(failures, [], 'every hostile response gives its typed error in time, and the client recovers');
  } finally {
    await closePage(page);
  }
});

test('a list whose X-Next-Offset repeats the offset just fetched ends instead of looping forever', async () => {
  const page = await openPage();
  try {
    const result = await page.evaluate(async () => {
      let calls = 0;
      const client = new window.sdk.Client({
        baseURL: 'http://127.0.0.1:9',
        apiKey: 'sk_unused',
        maxRetries: 0,
        fetch: (url) => {
          calls += 1;
          const offset = new URL(url).searchParams.get('offset') ?? '0';
          return Response.json([{ id: `p${calls}`, name: `n${calls}`, status: 'active' }], {
            headers: { 'x-has-more': 'true', 'x-next-offset': offset },
          });
        },
      });
      const seen = [];
      const iterate = (async () => {
        for await (const project of client.projects.list({ offset: 5 })) {
          seen.push(project.id);
          if (seen.length >= 50) return 'stopped by the test after 50 items';
        }
        return 'ended by itself';
      })();
      const outcome = await window.within(iterate, 10000);
      return { outcome, calls, seen: seen.length };
    });
    assert.equal(result.outcome.ok, true, JSON.stringify(result.outcome));
    assert.equal(result.outcome.value, 'ended by itself', `the iteration ended by itself (pages fetched: ${result.calls})`);
    assert.equal(result.calls, 1, 'one page fetched: its next offset is its own');
  } finally {
    await closePage(page);
  }
});

// ---------------------------------------------------------------------------
// Request validation: every rule, through the JS API, before sending

const RULE_CASES = [
  ['type', 'client.auth.connections.create({ domain: 5, profile_name: "p" })', 'domain'],
  ['type', 'client.projects.limits.update("proj", { max_concurrent_sessions: 1.5 })', 'max_concurrent_sessions'],
  ['type', 'client.auth.connections.submit("c", { fields: { password: 7 } })', 'fields.password'],
  ['required', 'client.auth.connections.create({ domain: "example.com" })', 'profile_name'],
  ['required', 'client.auth.connections.exchange("c", {})', 'code'],
  ['unknown_property', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", colour: "blue" })', 'colour'],
  ['unknown_property', 'client.auth.connections.update("c", { domain: "other.com" })', 'domain'],
  ['exactly_one_of', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", browser: { proxy: {} } })', 'browser.proxy'],
  ['exactly_one_of', 'client.auth.connections.login("c", { proxy: { id: "a", name: "b" } })', 'proxy'],
  ['exactly_one_of', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", credential: { name: "a", provider: "b" } })', 'credential'],
  ['min_length', 'client.projects.create({ name: "" })', 'name'],
  ['min_length', 'client.auth.connections.exchange("c", { code: "" })', 'code'],
  ['range', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", health_check_interval: 10 })', 'health_check_interval'],
  ['range', 'client.organization.limits.update({ default_project_max_concurrent_sessions: -1 })', 'default_project_max_concurrent_sessions'],
  ['uri', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", login_url: "not a uri" })', 'login_url'],
  ['enum', 'client.projects.update("proj", { status: "deleted" })', 'status'],
  ['enum', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", browser: { proxy: { mode: "sideways" } } })', 'browser.proxy.mode'],
  ['refused', 'client.projects.limits.update("proj", { max_pooled_sessions: 1 })', 'max_pooled_sessions'],
  ['refused', 'client.organization.limits.update({ max_pooled_sessions: 0 })', 'max_pooled_sessions'],
  ['conflict', 'client.auth.connections.create({ domain: "example.com", profile_name: "p", browser_telemetry: { enabled: false, browser: {} } })', 'browser_telemetry'],
  ['conflict', 'client.auth.connections.login("c", { browser_telemetry: { enabled: false, browser: { console: {} } } })', 'browser_telemetry'],
];

test('bytes of an event that are not UTF-8 read as U+FFFD, as EventSource reads them, in the data and in the id a reconnection sends', async () => {
  const page = await openPage();
  try {
    const outcome = await page.evaluate(
      async ({ simUrl, key }) => {
        const text = (s) => [...new TextEncoder().encode(s)];
        // "a", then 0xff (never UTF-8) and 0xc3 cut short by "b": two U+FFFD.
        // The connection then drops in the middle of an event, and the
        // stream reconnects once, after the id.
        const stream = [
          ...text('id: 7'), 0xff, ...text('\ndata: {"event":"log","message":"a'), 0xff, 0xc3,
          ...text('b","timestamp":"2024-01-01T00:00:00Z"}\n\ndata: {"cut'),
        ];
        const sent = [];
        const client = new window.sdk.Client({
          baseURL: simUrl,
          apiKey: key,
          fetch: (url, init) => {
            sent.push(new Headers(init.headers).get('last-event-id'));
            const body = sent.length === 1 ? new Uint8Array(stream) : new Uint8Array(0);
            return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
          },
        });
        const messages = [];
        const query = { source: 'path', path: '/x', follow: true };
        const events = client.browsers.logs.stream('b', query, { maxReconnects: 1 });
        const ended = await window.within(
          (async () => {
            for await (const event of events) messages.push(event.message);
          })(),
          10000,
        );
        return { messages, sent, ended };
      },
      { simUrl: env.sim.url, key: KEY },
    );
    assert.deepEqual(outcome.messages, ['a\uFFFD\uFFFDb']);
    // fetch sends a header's characters as bytes: the id's UTF-8, U+FFFD's three bytes included.
    assert.deepEqual(outcome.sent, [null, '7\u00ef\u00bf\u00bd'], 'the reconnection resumes after the id as text');
    assert.equal(outcome.ended.ok, true, 'the second connection ends the stream cleanly');
  } finally {
    await closePage(page);
  }
});

test('a stream read chunk by chunk through the fetch option holds one abort listener, not one per chunk', async () => {
  const page = await openPage();
  try {
    const outcome = await page.evaluate(
      async ({ simUrl, key }) => {
        // Every `abort` listener added to a signal and not yet removed.
        const live = new Map();
        const add = EventTarget.prototype.addEventListener;
        const remove = EventTarget.prototype.removeEventListener;
        EventTarget.prototype.addEventListener = function (type, listener, options) {
          if (this instanceof AbortSignal && type === 'abort') {
            if (!live.has(this)) live.set(this, new Set());
            live.get(this).add(listener);
          }
          return add.call(this, type, listener, options);
        };
        EventTarget.prototype.removeEventListener = function (type, listener, options) {
          if (this instanceof AbortSignal && type === 'abort') live.get(this)?.delete(listener);
          return remove.call(this, type, listener, options);
        };
        const count = () => [...live.values()].reduce((sum, set) => sum + set.size, 0);
        const chunks = 300;
        let pulled = 0;
        const encoder = new TextEncoder();
        const client = new window.sdk.Client({
          baseURL: simUrl,
          apiKey: key,
          fetch: () => {
            const body = new ReadableStream({
              pull(controller) {
                pulled += 1;
                if (pulled > chunks) return controller.close();
                const event = { event: 'log', message: `line ${pulled}`, timestamp: '2024-01-01T00:00:00Z' };
                controller.enqueue(encoder.encode(`id: ${pulled}\ndata: ${JSON.stringify(event)}\n\n`));
              },
            });
            return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
          },
        });
        let most = 0;
        let read = 0;
        try {
          const events = client.browsers.logs.stream('b', { source: 'path', path: '/x', follow: true }, { maxReconnects: 0 });
          const ended = await window.within(
            (async () => {
              for await (const event of events) {
                if (event.message === `line ${read + 1}`) read += 1;
                most = Math.max(most, count());
              }
            })(),
            20000,
          );
          return { read, most, ended };
        } finally {
          EventTarget.prototype.addEventListener = add;
          EventTarget.prototype.removeEventListener = remove;
        }
      },
      { simUrl: env.sim.url, key: KEY },
    );
    assert.equal(outcome.ended.ok, true, 'the stream ended by itself');
    assert.equal(outcome.read, 300, 'every event arrived, in order');
    assert.ok(outcome.most <= 2, `at most 2 abort listeners at once, not one per chunk (saw ${outcome.most})`);
  } finally {
    await closePage(page);
  }
});

test('every request validation rule refuses the call with ValidationError naming path and rule, and nothing reaches the service', async () => {
  const page = await openPage();
  try {
    await clearLog();
    await installFunctions(page, 'calls', RULE_CASES.map(([, call]) => `(client) => ${call}`));
    const outcomes = await page.evaluate(
      async ({ simUrl, key }) => {
        let sent = 0;
        const client = new window.sdk.Client({
          baseURL: simUrl,
          apiKey: key,
          maxRetries: 2,
          fetch: (url, init) => {
            sent += 1;
            return fetch(url, init);
          },
        });
        const out = [];
        for (const call of window.calls) out.push(await window.within(call(client), 5000));
        return { out, sent };
      },
      { simUrl: env.sim.url, key: KEY },
    );
    const log = await requestLog();
    const failures = [];
    RULE_CASES.forEach(([rule, call, path], n) => {
      const outcome = outcomes.out[n];
      if (outcome.timeout || outcome.ok) return failures.push(`${call}: not refused (${JSON.stringify(outcome)})`);
      const e = outcome.error;
      if (!e.classes.includes('ValidationError') || !e.exactClass) failures.push(`${call}: ${e.ownClass}, not ValidationError`);
      if (e.rule !== rule) failures.push(`${call}: rule ${e.rule}, expected ${rule}`);
      if (e.path !== path) failures.push(`${call}: path ${e.path}, expected ${path}`);
      if (e.code !== 'invalid_input') failures.push(`${call}: code ${e.code}`);
      if (e.status !== undefined) failures.push(`${call}: status ${e.status}`);
    });
    assert.deepEqual(failures, []);
    const covered = new Set(RULE_CASES.map(([rule]) => rule));
    assert.deepEqual(
      [...covered].sort(),
      ['conflict', 'enum', 'exactly_one_of', 'min_length', 'range', 'refused', 'required', 'type', 'unknown_property', 'uri'],
      'every rule code is covered',
    );
    assert.equal(outcomes.sent, 0, 'the fetch option was never called');
    assert.deepEqual(log, [], "the simulator's request log is empty: nothing arrived");
  } finally {
    await closePage(page);
  }
});
