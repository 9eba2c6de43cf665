// Progress of long operations, in a real Chromium page against a private
// simulator (its faults and request log are set and read here): the
// `onProgress` option of lists (each page), of waitForLogin (each read of
// the connection) and of event streams (each batch, through injected cuts),
// and what a callback that throws does to each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, unique, usePrivateDemo } from './harness.mjs';

const KEY = `sk_test_progress_${Math.random().toString(36).slice(2, 10)}`;
const env = usePrivateDemo({ key: KEY });

// A connection of a new profile whose login awaits input (run in the page).
async function loginAwaitingInput() {
  const connections = window.makeClient().auth.connections;
  const connection = await connections.create({ domain: 'example.com', profile_name: `progress-${Math.random().toString(36).slice(2)}` });
  await connections.login(connection.id);
  let record = await connections.retrieve(connection.id);
  while (record.flow_step !== 'AWAITING_INPUT') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    record = await connections.retrieve(connection.id);
  }
  window.sent.length = 0;
  return { connections, id: connection.id };
}

// Runs `body(arg)` in a page that has the SDK as `window.sdk`,
// `window.describeError(e)`, `window.loginAwaitingInput()`, `window.sent`
// (each request's method and path) and `window.makeClient(options)`: a
// client of the private simulator, with the key, through a fetch that
// records into `sent`, without retries.
async function inPage(body, arg) {
  const page = await env.newPage();
  try {
    // A plain document of the demo's origin: the demo app would send
    // requests of its own.
    await page.goto(`${env.origin}/config.json`);
    // Functions given as source text go in through Playwright's evaluate
    // (the demo's server forbids eval in page scripts).
    await page.evaluate(`window.describeError = ${describeErrorSource}; window.loginAwaitingInput = ${loginAwaitingInput}; true`);
    await page.evaluate(
      async ({ url, key }) => {
        const sdk = await import('/pkg/browser_cloud_sdk.js');
        await sdk.default();
        window.sdk = sdk;
        window.sent = [];
        window.makeClient = (options = {}) =>
          new sdk.Client({
            apiKey: key,
            baseURL: url,
            maxRetries: 0,
            fetch: (target, init) => {
              window.sent.push(`${init.method} ${new URL(target).pathname}`);
              return fetch(target, init);
            },
            ...options,
          });
      },
      { url: env.sim.url, key: env.sim.key },
    );
    const result = await page.evaluate(body, arg);
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    return result;
  } finally {
    await page.context().close();
  }
}

async function projectsNamed(t, prefix, count) {
  const ids = [];
  for (let n = 0; n < count; n += 1) {
    const created = await env.sim.call('POST', '/org/projects', { name: `${prefix}-${n}` });
    assert.equal(created.status, 201);
    ids.push(created.body.id);
  }
  t.after(() => Promise.all(ids.map((id) => env.sim.call('DELETE', `/org/projects/${id}`))));
}

test('a list walked with for await reports each page as it arrives, with totals that add up to what was yielded', async (t) => {
  const prefix = unique('progress');
  await projectsNamed(t, prefix, 5);
  const result = await inPage(async (prefix) => {
    const projects = window.makeClient().projects;
    const walked = [];
    const yielded = [];
    const options = { onProgress: (progress) => walked.push({ ...progress, yieldedBefore: yielded.length }) };
    for await (const project of projects.list({ query: prefix, limit: 2 }, options)) yielded.push(project.name);
    const paged = [];
    const first = await projects.list({ query: prefix, limit: 2 }, { onProgress: (progress) => paged.push(progress) });
    const second = await first.getNextPage();
    const third = await second.getNextPage();
    return { walked, yielded: yielded.length, paged, lastPage: third.items.length };
  }, prefix);
  assert.deepEqual(result.walked, [
    { pages: 1, items: 2, hasMore: true, yieldedBefore: 0 },
    { pages: 2, items: 4, hasMore: true, yieldedBefore: 2 },
    { pages: 3, items: 5, hasMore: false, yieldedBefore: 4 },
  ]);
  assert.equal(result.yielded, 5, 'the last report counts every item yielded');
  assert.deepEqual(result.paged, [
    { pages: 1, items: 2, hasMore: true },
    { pages: 2, items: 4, hasMore: true },
    { pages: 3, items: 5, hasMore: false },
  ], 'getNextPage() counts on from the page it is called on');
  assert.equal(result.lastPage, 1);
});

test('a list callback that throws rejects the for await with what it threw, and the client lists on afterwards', async (t) => {
  const prefix = unique('throwing-list');
  await projectsNamed(t, prefix, 5);
  const result = await inPage(async (prefix) => {
    const projects = window.makeClient().projects;
    const thrown = new RangeError('stop at page 2');
    const yielded = [];
    let caught;
    try {
      const onProgress = ({ pages }) => {
        if (pages === 2) throw thrown;
      };
      for await (const project of projects.list({ query: prefix, limit: 2 }, { onProgress })) yielded.push(project.name);
    } catch (error) {
      caught = error;
    }
    const requestsThen = window.sent.length;
    let again = 0;
    for await (const project of projects.list({ query: prefix, limit: 2 })) again += project.name.startsWith(prefix) ? 1 : 0;
    return { same: caught === thrown, yielded: yielded.length, requestsThen, again };
  }, prefix);
  assert.equal(result.same, true, 'the for await rejected with the thrown error itself');
  assert.equal(result.yielded, 2, 'the first page was yielded, nothing after the throw');
  assert.equal(result.requestsThen, 2, 'no page was fetched after the one whose report threw');
  assert.equal(result.again, 5, 'the same client walks the whole list afterwards');
});

test('onProgress is refused where no progress is reported, and when it is not a function, before anything is sent', async () => {
  const result = await inPage(async () => {
    const client = window.makeClient();
    const outcomes = {};
    const refusal = async (name, call) => {
      try {
        await call();
        outcomes[name] = null;
      } catch (error) {
        outcomes[name] = window.describeError(error);
      }
    };
    await refusal('retrieve', () => client.projects.retrieve('proj_1', { onProgress: () => {} }));
    await refusal('list', () => client.projects.list(undefined, { onProgress: 'every page' }));
    await refusal('stream', () => client.browsers.logs.stream('b', { source: 'path', path: '/x' }, { onProgress: 1 }).next());
    await refusal('wait', () => client.auth.connections.waitForLogin('ac_1', { onProgress: {} }));
    return { outcomes, sent: window.sent };
  });
  assert.deepEqual(result.sent, [], 'nothing was sent');
  const { retrieve, list, stream, wait } = result.outcomes;
  for (const error of [retrieve, list, stream, wait]) {
    assert.ok(error, 'the call was refused');
    assert.deepEqual(error.classes.sort(), ['APIError', 'ValidationError']);
  }
  assert.equal(retrieve.path, 'requestOptions.onProgress');
  assert.match(retrieve.message, /is not a known option/);
  assert.equal(list.path, 'requestOptions.onProgress');
  assert.match(list.message, /must be a function/);
  assert.equal(stream.path, 'requestOptions.onProgress');
  assert.equal(wait.path, 'waitOptions.onProgress');
});

test('waitForLogin reports each read of the connection while a login completes, the last with the final record', async () => {
  const result = await inPage(async () => {
    const { connections, id } = await window.loginAwaitingInput();
    const reports = [];
    const onProgress = ({ connection, polls, elapsedMs }) =>
      reports.push({ polls, elapsedMs, id: connection.id, flow_status: connection.flow_status, flow_step: connection.flow_step });
    const waiting = connections.waitForLogin(id, { pollInterval: 50, onProgress });
    while (reports.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await connections.submit(id, { fields: { identifier: 'me@example.com', password: 'correct-password' } });
    const done = await waiting;
    const reads = window.sent.filter((line) => line === `GET /auth/connections/${id}`).length;
    return { id, reports, reads, done: { flow_status: done.flow_status, flow_step: done.flow_step } };
  });
  const { reports } = result;
  assert.ok(reports.length >= 2, `several reads (${reports.length})`);
  assert.deepEqual(reports.map((report) => report.polls), reports.map((_, n) => n + 1), 'polls count each read');
  assert.equal(result.reads, reports.length, 'one report per read sent');
  assert.ok(reports.every((report) => report.id === result.id));
  assert.ok(reports.every((report, n) => n === 0 || report.elapsedMs >= reports[n - 1].elapsedMs), 'elapsedMs never goes back');
  assert.ok(reports.slice(0, -1).every((report) => report.flow_status === 'IN_PROGRESS'));
  assert.equal(reports[0].flow_step, 'AWAITING_INPUT');
  assert.deepEqual({ flow_status: reports.at(-1).flow_status, flow_step: reports.at(-1).flow_step }, result.done);
  assert.deepEqual(result.done, { flow_status: 'SUCCESS', flow_step: 'COMPLETED' });
});

test('a waitForLogin callback that throws stops the wait: it rejects with what was thrown and reads no more', async () => {
  const result = await inPage(async () => {
    const { connections, id } = await window.loginAwaitingInput();
    const thrown = new Error('enough waiting');
    let reports = 0;
    const onProgress = () => {
      reports += 1;
      if (reports === 2) throw thrown;
    };
    let caught;
    try {
      await connections.waitForLogin(id, { pollInterval: 50, onProgress });
    } catch (error) {
      caught = error;
    }
    const reads = () => window.sent.filter((line) => line === `GET /auth/connections/${id}`).length;
    const readsThen = reads();
    // Ten poll intervals: a wait that went on would read again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const still = await connections.retrieve(id);
    return { same: caught === thrown, reports, readsThen, readsLater: reads() - 1, flow_step: still.flow_step };
  });
  assert.equal(result.same, true, 'the wait rejected with the thrown error itself');
  assert.equal(result.reports, 2);
  assert.equal(result.readsThen, 2, 'two reads, then none');
  assert.equal(result.readsLater, 2, 'no read after the throw');
  assert.equal(result.flow_step, 'AWAITING_INPUT', 'the login itself is untouched');
});

test('a log stream cut every 150 events reports its events, its reconnections and the last event id, in both stream modes', async (t) => {
  const browser = (await env.sim.call('POST', '/_sim/browsers')).body.id;
  t.after(() => env.sim.call('DELETE', `/_sim/browsers/${browser}`));
  const lines = Array.from({ length: 2000 }, (_, n) => `line ${n + 1}`);
  await env.sim.call('POST', `/_sim/browsers/${browser}/logs`, { path: '/var/log/cut.log', lines });
  const path = `/browsers/${browser}/logs/stream`;
  await env.sim.call('POST', '/_sim/faults', { sse_cut_after_events: 150, sse_retry_ms: 5, path_prefix: path });
  t.after(() => env.sim.call('POST', '/_sim/faults', {}));
  for (const stream of ['fetch', 'eventsource']) {
    assert.ok((await env.sim.call('DELETE', '/_sim/requests')).status < 300);
    const result = await inPage(
      async ({ stream, browser }) => {
        const reports = [];
        let received = 0;
        const onProgress = (progress) => reports.push({ ...progress, receivedBefore: received });
        // The resumed requests the page sends through fetch, counted as they
        // leave it: one that fails on the way (at the proxy, say) never
        // reaches the service's log, yet was a reconnection.
        let resumedSent = 0;
        const browserFetch = window.fetch;
        window.fetch = (url, init) => {
          if (new Headers(init?.headers).has('last-event-id')) resumedSent += 1;
          return browserFetch(url, init);
        };
        try {
          // Through the demo server's proxy, which adds the key: an EventSource cannot send it.
          const proxied = { apiKey: undefined, baseURL: `${location.origin}/api`, credentials: 'same-origin', stream };
          const logs = window.makeClient(proxied).browsers.logs;
          for await (const event of logs.stream(browser, { source: 'path', path: '/var/log/cut.log' }, { onProgress })) {
            if (event.message === `line ${received + 1}`) received += 1;
          }
        } finally {
          window.fetch = browserFetch;
        }
        return { reports, received, resumedSent };
      },
      { stream, browser },
    );
    const resumed = (await env.sim.call('GET', '/_sim/requests')).body.filter(
      (entry) => entry.path === path && entry.headers['last-event-id'],
    ).length;
    const { reports } = result;
    const last = reports.at(-1);
    assert.equal(result.received, 2000, `${stream}: every line once, in order`);
    // An event's id is its line's number in the browser's log, all sources
    // counted: the browser's own "chromium started" is line 1, so the file's
    // lines are 2 to 2001.
    assert.deepEqual({ events: last.events, lastEventId: last.lastEventId }, { events: 2000, lastEventId: '2001' }, `${stream}: the final totals`);
    assert.ok(last.reconnects >= 13, `${stream}: a reconnection after each of the 13 cuts (${last.reconnects})`);
    assert.ok(resumed >= 13, `${stream}: the service saw a resumed request after each cut (${resumed})`);
    assert.ok(resumed <= last.reconnects, `${stream}: no resumed request the client did not count (${resumed} > ${last.reconnects})`);
    // The browser's EventSource reconnects by itself, out of fetch's sight.
    if (stream === 'fetch') {
      assert.equal(last.reconnects, result.resumedSent, `${stream}: one resumed request sent per reconnection`);
    }
    assert.ok(reports.every((report, n) => n === 0 || (report.events >= reports[n - 1].events && report.reconnects >= reports[n - 1].reconnects)), `${stream}: totals never go back`);
    assert.ok(reports.every((report) => report.receivedBefore <= report.events), `${stream}: a report counts the events handed out with it`);
    assert.ok(reports.length <= 2001, `${stream}: at most one report per event, and one at the end`);
  }
});

test('a stream callback that throws closes the stream: the for await rejects with what was thrown, the service sees it closed, the client streams on', async (t) => {
  const browser = (await env.sim.call('POST', '/_sim/browsers')).body.id;
  t.after(() => env.sim.call('DELETE', `/_sim/browsers/${browser}`));
  await env.sim.call('POST', `/_sim/browsers/${browser}/logs`, { path: '/var/log/app.log', lines: ['one', 'two', 'three'] });
  const path = `/browsers/${browser}/logs/stream`;
  const result = await inPage(async (browser) => {
    const logs = window.makeClient().browsers.logs;
    const thrown = new TypeError('not interested');
    const query = { source: 'path', path: '/var/log/app.log', follow: true };
    let caught;
    let yielded = 0;
    try {
      for await (const event of logs.stream(browser, query, { onProgress: () => { throw thrown; } })) yielded += event ? 1 : 0;
    } catch (error) {
      caught = error;
    }
    const again = [];
    for await (const event of logs.stream(browser, { source: 'path', path: '/var/log/app.log' })) again.push(event.message);
    return { same: caught === thrown, yielded, again };
  }, browser);
  assert.equal(result.same, true, 'the for await rejected with the thrown error itself');
  assert.equal(result.yielded, 0, 'the batch whose report threw was not handed out');
  assert.deepEqual(result.again, ['one', 'two', 'three'], 'the same client streams afterwards');
  const streams = (await env.sim.call('GET', '/_sim/streams')).body.streams.filter((stream) => stream.path === path);
  assert.ok(streams.length >= 2, 'both streams reached the service');
  for (let tries = 0; streams.some((stream) => stream.open); tries++) {
    assert.ok(tries < 50, 'the service saw the followed stream close');
    await new Promise((resolve) => setTimeout(resolve, 20));
    streams.splice(0, streams.length, ...(await env.sim.call('GET', '/_sim/streams')).body.streams.filter((stream) => stream.path === path));
  }
});
