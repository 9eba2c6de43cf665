// A fault storm: over a thousand mixed operations through the JavaScript API
// in one Chromium page, while a private simulator injects faults into about
// 30% of the requests (5xx and 429 with and without Retry-After /
// retry-after-ms, connection resets, truncated and malformed bodies,
// latency) and cuts or stalls every event stream.
//
// It shows that
//  - every operation ends in success or in an instance of one of the
//    package's error classes (never a bare TypeError, RuntimeError or string);
//  - no create or login is sent twice for one call, except after a 429 or a
//    503 with Retry-After / retry-after-ms (src/protocol/http/retry.rs), counted
//    both in the page and in the simulator's request log;
//  - no rejection goes unhandled and no call stays pending (each races a
//    deadline);
//  - streams deliver each event exactly once and in order through cuts,
//    stalls and replays.
// The figures are printed and written to tests/js/out/storm.json.
//
// The simulator and the demo server in front of it are this file's own, so
// the faults never reach other test files. The page talks to the demo's
// same-origin proxy (/api), which adds the key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeErrorSource, launchChromium, startDemoServerFor, startSimulator } from './harness.mjs';

const KEY = `sk_test_storm_${Math.random().toString(36).slice(2, 10)}`;
const SEED = 20261123;
const OPS_PER_BATCH = 125;
const WORKERS = 8;
const STREAM_SLOTS = 3; // Chromium opens at most 6 connections per origin: streams may hold only half
const CALL_DEADLINE_MS = 30000;
const IDLE_TIMEOUT_MS = 500; // streams: a stall is noticed after this long (heartbeats come every 100 ms)
const LOG_LINES = 30;
const outFile = fileURLToPath(new URL('../out/storm.json', import.meta.url));

// Body faults of every batch: with the error rate below, about 30% of the
// requests are faulted: 1 - (1 - 0.18)(1 - 0.07)(1 - 0.05)(1 - 0.05) ≈ 0.31.
// Stream faults: a resumed stream replays fewer events than it may send
// before its cut or stall, so every connection brings something new.
const ERRORS = 0.18;
const BODY_FAULTS = { reset_rate: 0.07, malformed_json_rate: 0.05, truncate_rate: 0.05 };
const BATCHES = [
  { name: '5xx/429, no Retry-After; cut every 5 events, replay 2', faults: { statuses: [500, 502, 503, 504, 429], sse_cut_after_events: 5, sse_replay_on_resume: 2 } },
  { name: 'retry-after-ms 60; latency 20 ms; stall after 5, replay 1', faults: { statuses: [503, 429, 500], retry_after_ms: 60, latency_ms: 20, sse_stall_after_events: 5, sse_replay_on_resume: 1 } },
  { name: 'Retry-After 1 s; cut every 4 events, replay 1', faults: { statuses: [503, 429, 502], retry_after: 1, sse_cut_after_events: 4, sse_replay_on_resume: 1 } },
  { name: 'latency 40 ms, no Retry-After; stall after 6', faults: { statuses: [500, 503, 504, 429], latency_ms: 40, sse_stall_after_events: 6 } },
  { name: 'Retry-After 2 s + retry-after-ms 40; cut every 4, replay 2', faults: { statuses: [503, 429], retry_after: 2, retry_after_ms: 40, sse_cut_after_events: 4, sse_replay_on_resume: 2 } },
  { name: 'Retry-After 0; stall after 5, replay 2', faults: { statuses: [503, 429, 500], retry_after: 0, sse_stall_after_events: 5, sse_replay_on_resume: 2 } },
  { name: '5xx/429, no Retry-After; latency 10 ms; cut every 7', faults: { statuses: [503, 429, 500, 502], latency_ms: 10, sse_cut_after_events: 7 } },
  { name: 'retry-after-ms 25; cut every 6 events, replay 3', faults: { statuses: [429, 503, 504], retry_after_ms: 25, sse_cut_after_events: 6, sse_replay_on_resume: 3 } },
].map((batch, n) => ({ ...batch, faults: { error_rate: ERRORS, ...batch.faults, ...BODY_FAULTS, heartbeat_ms: 100, seed: SEED + n } }));

let sim;
let demo;
let browser;
before(async () => {
  sim = await startSimulator({ key: KEY, seed: SEED });
  demo = await startDemoServerFor(sim);
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await demo?.stop();
  await sim?.stop();
});

// Runs in the page: the storm's machinery, kept on `window.storm`.
function installStorm({ origin, prefix, workers, streamSlots, callDeadlineMs, idleTimeoutMs, browsers, logLines }) {
  const sdk = window.sdk;
  const MALFORMED = '{"code": simulated, "message": "malformed",}';
  const isStream = (path) => /\/events$|\/logs\/stream$/.test(path);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const storm = {
    ops: [],
    orphanSends: [],
    streams: [],
    unhandled: [],
    batch: null,
    started: 0,
  };
  window.addEventListener('unhandledrejection', (event) => {
    storm.unhandled.push(String(event.reason?.stack ?? event.reason));
  });

  // The outcome's name: an SDK error class, or what else it was.
  function outcomeOf(error) {
    if (error instanceof sdk.APIError && sdk[error.name] === error.constructor) return error.name;
    const kind = error?.constructor?.name ?? typeof error;
    return `UNTYPED ${kind}: ${String(error?.message ?? error).slice(0, 160)}`;
  }

  // Classifies what the service did to a response from a copy of its body.
  function classify(send, status, text) {
    if (status >= 400) {
      try {
        const record = JSON.parse(text);
        if (record?.code === 'simulated_fault') {
          const header = send.retryAfterMs !== null ? '+retry-after-ms' : send.retryAfter !== null ? '+Retry-After' : '';
          send.fault = `injected ${status}${header}`;
        }
      } catch {
        send.fault = text === MALFORMED ? 'malformed body' : 'truncated body';
      }
      return;
    }
    if (text === '') return;
    try {
      JSON.parse(text);
    } catch {
      send.fault = text === MALFORMED ? 'malformed body' : 'truncated body';
    }
  }

  // A client whose fetch records every attempt into its context's current op.
  function makeClient(ctx) {
    return new sdk.Client({
      baseURL: `${origin}/api`,
      credentials: 'same-origin',
      timeout: 15000,
      fetch: async (url, init) => {
        const parsed = new URL(url);
        const headers = new Headers(init.headers);
        const send = {
          method: init.method ?? 'GET',
          path: parsed.pathname.replace(/^\/api/, ''),
          query: parsed.search,
          body: typeof init.body === 'string' ? init.body : null,
          lastEventId: headers.get('last-event-id'),
          at: Math.round(performance.now() - storm.started),
          batch: storm.batch,
          status: null,
          retryAfter: null,
          retryAfterMs: null,
          fault: null,
        };
        (ctx.op ? ctx.op.sends : storm.orphanSends).push(send);
        let response;
        try {
          response = await fetch(url, init);
        } catch (error) {
          send.fault = `no response (${error?.name})`;
          throw error;
        }
        send.status = response.status;
        send.retryAfter = response.headers.get('retry-after');
        send.retryAfterMs = response.headers.get('retry-after-ms');
        if (!isStream(send.path) || !response.ok) {
          send.read = response
            .clone()
            .text()
            .then(
              (text) => classify(send, response.status, text),
              () => {
                send.fault = 'connection reset';
              },
            );
        }
        return response;
      },
    });
  }

  // Runs one operation under the deadline, recording its sends and outcome.
  async function op(ctx, kind, run, extra = {}) {
    const record = { kind, batch: storm.batch, sends: [], outcome: null, ...extra };
    ctx.op = record;
    storm.batchOps += 1;
    const started = performance.now();
    let timer;
    const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve({ deadline: true }), callDeadlineMs)));
    const result = await Promise.race([
      Promise.resolve()
        .then(run)
        .then(
          (value) => ({ ok: true, value }),
          (error) => ({ ok: false, error }),
        ),
      deadline,
    ]);
    clearTimeout(timer);
    ctx.op = null;
    record.ms = Math.round(performance.now() - started);
    record.outcome = result.deadline ? 'DEADLINE' : result.ok ? 'ok' : outcomeOf(result.error);
    storm.ops.push(record);
    result.outcome = record.outcome;
    result.sends = record.sends;
    return result;
  }

  // At most `streamSlots` streams at once.
  let slotsFree = streamSlots;
  const waiting = [];
  async function withStreamSlot(run) {
    if (slotsFree > 0) slotsFree -= 1;
    else await new Promise((resolve) => waiting.push(resolve));
    try {
      return await run();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else slotsFree += 1;
    }
  }

  const STEP_RANK = { DISCOVERING: 0, AWAITING_INPUT: 1, AWAITING_EXTERNAL_ACTION: 1, SUBMITTING: 2, COMPLETED: 3 };
  const rank = (event) => (event.flow_status && event.flow_status !== 'IN_PROGRESS' ? 4 : STEP_RANK[event.flow_step] ?? -1);

  // Create (or recover) a connection, read, update, list, log in through
  // follow + submit, delete.
  async function connectionScenario(w, n) {
    const { main, side } = w;
    const params = { domain: 'example.com', profile_name: `${prefix}-w${w.index}-${n}` };
    let connection = null;
    const created = await op(main.ctx, 'create', () => main.client.auth.connections.create(params));
    if (created.ok) connection = created.value;
    for (let tries = 0; !connection && tries < 4; tries += 1) {
      const got = await op(main.ctx, 'getOrCreate', () => main.client.auth.connections.getOrCreate(params));
      if (got.ok) connection = got.value;
    }
    if (!connection) return;
    const id = connection.id;
    await op(main.ctx, 'retrieve', () => main.client.auth.connections.retrieve(id));
    await op(main.ctx, 'update', () => main.client.auth.connections.update(id, { record_session: n % 2 === 0, health_check_interval: 3600 + n }));
    await op(main.ctx, 'list', async () => {
      let items = 0;
      for await (const item of main.client.auth.connections.list({ query: prefix, limit: 2 })) items += item ? 1 : 0;
      return items;
    });
    if (n % 3 === 0) await op(main.ctx, 'getOrCreate', () => main.client.auth.connections.getOrCreate(params));

    // Log in: a second login call only when the first surely started nothing.
    let flowRunning = false;
    for (let tries = 0; tries < 2 && !flowRunning; tries += 1) {
      const login = await op(main.ctx, 'login', () => main.client.auth.connections.login(id));
      if (login.ok || login.error?.status === 409) flowRunning = true;
      else {
        const read = await op(main.ctx, 'retrieve', () => main.client.auth.connections.retrieve(id));
        if (read.ok && read.value.flow_status === 'IN_PROGRESS') flowRunning = true;
        else if (!read.ok) flowRunning = true; // unknown: follow it anyway
      }
    }
    await withStreamSlot(async () => {
      const events = [];
      const stream = side.client.auth.connections.follow(id, { idleTimeout: idleTimeoutMs });
      const record = { kind: 'follow', batch: storm.batch, events, closedByTest: false };
      const following = op(side.ctx, 'follow', async () => {
        for await (const event of stream) {
          events.push({ event: event.event, flow_status: event.flow_status, flow_step: event.flow_step, timestamp: event.timestamp });
        }
        return events.length;
      });
      let accepted = false;
      let finished = false;
      for (let polls = 0; polls < 60 && !finished; polls += 1) {
        const read = await op(main.ctx, 'retrieve', () => main.client.auth.connections.retrieve(id));
        if (read.ok) {
          const flow = read.value;
          if (flow.flow_status !== 'IN_PROGRESS') finished = true;
          else if (flow.flow_step === 'AWAITING_INPUT' && !accepted) {
            const submitted = await op(main.ctx, 'submit', () =>
              main.client.auth.connections.submit(id, { fields: { identifier: 'storm@example.com', password: 'correct-password' } }),
            );
            if (submitted.ok || submitted.error?.status === 409) accepted = true;
          }
        }
        if (!finished) await sleep(80);
      }
      // The flow is over (or the driver gave up): the follow must end by
      // itself soon; past a grace period the test closes it.
      const grace = await Promise.race([following.then(() => 'ended'), sleep(5000).then(() => 'grace over')]);
      if (grace === 'grace over') {
        record.closedByTest = true;
        stream.close();
      }
      const result = await following;
      record.outcome = result.outcome;
      if (!result.ok) record.sends = result.sends.map((send) => `${send.status ?? send.fault}${send.fault ? ` (${send.fault})` : ''}${send.lastEventId !== null ? ` after ${send.lastEventId}` : ''}`);
      record.finished = finished;
      record.ranks = events.map(rank);
      storm.streams.push(record);
    });
    let deleted = false;
    for (let tries = 0; tries < 3 && !deleted; tries += 1) {
      const removal = await op(main.ctx, 'delete', () => main.client.auth.connections.delete(id));
      deleted = removal.ok || removal.error?.status === 404;
    }
  }

  // A log stream of a browser whose file holds `logLines` numbered lines.
  async function logScenario(w, n) {
    const browserId = browsers[n % browsers.length];
    await withStreamSlot(async () => {
      const messages = [];
      const result = await op(w.main.ctx, 'logs', async () => {
        const stream = w.main.client.browsers.logs.stream(browserId, { source: 'path', path: '/var/log/storm.log' }, { idleTimeout: idleTimeoutMs });
        for await (const event of stream) messages.push(event.message);
        return messages.length;
      });
      const sends = result.ok ? undefined : result.sends.map((send) => `${send.status ?? send.fault}${send.fault ? ` (${send.fault})` : ''}${send.lastEventId !== null ? ` after ${send.lastEventId}` : ''}`);
      storm.streams.push({ kind: 'logs', batch: storm.batch, messages, expected: logLines, outcome: result.outcome, ok: result.ok, sends });
    });
  }

  // Projects: every page of a filtered list.
  async function projectScenario(w) {
    await op(w.main.ctx, 'list', async () => {
      let items = 0;
      for await (const project of w.main.client.projects.list({ query: prefix, limit: 2 })) items += project ? 1 : 0;
      return items;
    });
  }

  storm.runBatch = async function runBatch(name, quota) {
    storm.batch = name;
    storm.batchOps = 0;
    if (!storm.started) storm.started = performance.now();
    const started = performance.now();
    const pool = Array.from({ length: workers }, (_, index) => {
      const mainCtx = { op: null };
      const sideCtx = { op: null };
      return {
        index: `${(storm.workerSeq = (storm.workerSeq ?? 0) + 1)}`,
        main: { ctx: mainCtx, client: makeClient(mainCtx) },
        side: { ctx: sideCtx, client: makeClient(sideCtx) },
      };
    });
    let scenario = 0;
    await Promise.all(
      pool.map(async (w) => {
        while (storm.batchOps < quota) {
          const n = scenario++;
          const pick = n % 5;
          if (pick === 0 || pick === 2 || pick === 4) await connectionScenario(w, n);
          else if (pick === 1) await logScenario(w, n);
          else await projectScenario(w);
        }
      }),
    );
    // Wait for the copies of response bodies to be classified.
    await Promise.all([...storm.ops.filter((o) => o.batch === name).flatMap((o) => o.sends), ...storm.orphanSends].map((s) => s.read));
    return { ops: storm.batchOps, ms: Math.round(performance.now() - started) };
  };

  storm.report = function report() {
    for (const o of storm.ops) for (const s of o.sends) delete s.read;
    for (const s of storm.orphanSends) delete s.read;
    return { ops: storm.ops, orphanSends: storm.orphanSends, streams: storm.streams, unhandled: storm.unhandled };
  };
  window.storm = storm;
}

const CREATE = /^\/auth\/connections$/;
const LOGIN = /^\/auth\/connections\/[^/]+\/login$/;
const isPostOf = (pattern) => (send) => send.method === 'POST' && pattern.test(send.path);
// What the SDK's policy allows before sending a POST again.
const allowsRepeat = (send) => send.status === 429 || (send.status === 503 && (send.retryAfter !== null || send.retryAfterMs !== null));

test('a storm of 1,000+ operations under 30% faults ends every call typed, sends no POST twice, leaks no rejection, and streams every event once', { timeout: 240000 }, async () => {
  const started = Date.now();
  const prefix = `storm-${Date.now().toString(36)}`;

  // Set-up, faults off: room for the login browsers, projects to page through,
  // browsers whose log files hold numbered lines.
  assert.equal((await sim.call('PATCH', '/_sim/org', { max_concurrent_sessions: 1000 })).status, 200);
  for (let n = 0; n < 5; n += 1) {
    const created = await sim.call('POST', '/org/projects', { name: `${prefix}-project-${n}` });
    assert.equal(created.status, 201, 'project created');
  }
  const lines = Array.from({ length: LOG_LINES }, (_, n) => `storm-line-${String(n + 1).padStart(3, '0')}`);
  const browsers = [];
  for (let n = 0; n < 4; n += 1) {
    const made = await sim.call('POST', '/_sim/browsers');
    assert.equal(made.status, 201, 'browser started');
    browsers.push(made.body.id);
    const appended = await sim.call('POST', `/_sim/browsers/${made.body.id}/logs`, { path: '/var/log/storm.log', lines });
    assert.ok(appended.status < 300);
  }

  const page = await (await browser.newContext()).newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  // A plain document of the demo's origin (not the demo app, whose own
  // requests would mix with the storm's).
  await page.goto(`${demo.origin}/config.json`);
  await page.evaluate(async () => {
    const sdk = await import('/pkg/browser_cloud_sdk.js');
    await sdk.default();
    window.sdk = sdk;
  });
  await page.evaluate(`window.describeError = ${describeErrorSource}; true`);
  await page.evaluate(installStorm, {
    origin: demo.origin,
    prefix,
    workers: WORKERS,
    streamSlots: STREAM_SLOTS,
    callDeadlineMs: CALL_DEADLINE_MS,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    browsers,
    logLines: LOG_LINES,
  });

  const batches = [];
  for (const batch of BATCHES) {
    assert.equal((await sim.call('POST', '/_sim/faults', batch.faults)).status, 200, `faults of ${batch.name}`);
    assert.ok((await sim.call('DELETE', '/_sim/requests')).status < 300);
    assert.ok((await sim.call('DELETE', '/_sim/streams')).status < 300);
    const ran = await page.evaluate(({ name, quota }) => window.storm.runBatch(name, quota), { name: batch.name, quota: OPS_PER_BATCH });
    assert.equal((await sim.call('POST', '/_sim/faults', { heartbeat_ms: 100 })).status, 200, 'faults off');
    const log = (await sim.call('GET', '/_sim/requests')).body;
    const streams = (await sim.call('GET', '/_sim/streams')).body;
    batches.push({ ...batch, ran, log, streams });
  }
  const report = await page.evaluate(() => window.storm.report());
  await page.context().close();

  // Clean-up, faults off: what the storm left behind.
  const leftovers = (await sim.call('GET', `/auth/connections?query=${encodeURIComponent(prefix)}&limit=100`)).body ?? [];
  for (const connection of leftovers) await sim.call('DELETE', `/auth/connections/${connection.id}`);
  for (const id of browsers) await sim.call('DELETE', `/_sim/browsers/${id}`);

  // ------------------------------------------------------------------ figures
  const { ops, streams, unhandled, orphanSends } = report;
  const allSends = [...ops.flatMap((o) => o.sends), ...orphanSends];
  const requestSends = allSends.filter((s) => !/\/events$|\/logs\/stream$/.test(s.path));
  const streamSends = allSends.filter((s) => /\/events$|\/logs\/stream$/.test(s.path));
  const count = (items, key) => items.reduce((acc, item) => ((acc[key(item)] = (acc[key(item)] ?? 0) + 1), acc), {});
  const opsByKind = count(ops, (o) => o.kind);
  const outcomes = count(ops, (o) => o.outcome);
  const outcomesByKind = {};
  for (const o of ops) (outcomesByKind[o.kind] ??= {})[o.outcome] = (outcomesByKind[o.kind][o.outcome] ?? 0) + 1;
  const faultsByKind = count(
    allSends.filter((s) => s.fault),
    (s) => s.fault,
  );
  const latencyBatches = new Set(BATCHES.filter((b) => b.faults.latency_ms).map((b) => b.name));
  faultsByKind['latency (every request of 4 batches)'] = allSends.filter((s) => latencyBatches.has(s.batch)).length;
  const faultedRequests = requestSends.filter((s) => s.fault).length;

  // Retries: a send that repeats its op's previous send (same method, path, query, body).
  let retries = 0;
  let streamReconnects = 0;
  let resumedWithLastEventId = 0;
  for (const o of ops) {
    o.sends.forEach((s, n) => {
      const stream = /\/events$|\/logs\/stream$/.test(s.path);
      if (stream) {
        if (n > 0) streamReconnects += 1;
        if (s.lastEventId !== null) resumedWithLastEventId += 1;
        return;
      }
      const prev = o.sends[n - 1];
      if (prev && prev.method === s.method && prev.path === s.path && prev.query === s.query && prev.body === s.body) retries += 1;
    });
  }

  // Stream faults as the simulator saw them (the latest 200 responses of each batch).
  const streamFaults = { 'streams opened': 0, 'streams cut at N events': 0, 'streams stalled at N events': 0 };
  for (const b of batches) {
    streamFaults['streams opened'] += b.streams.opened;
    const limit = b.faults.sse_cut_after_events ?? b.faults.sse_stall_after_events;
    const kind = b.faults.sse_cut_after_events ? 'streams cut at N events' : 'streams stalled at N events';
    streamFaults[kind] += b.streams.streams.filter((s) => s.events_sent >= limit).length;
  }

  const logStreams = streams.filter((s) => s.kind === 'logs');
  const followStreams = streams.filter((s) => s.kind === 'follow');
  const expectedLines = lines;
  const logDelivered = logStreams.reduce((sum, s) => sum + s.messages.length, 0);
  const logExpected = logStreams.reduce((sum, s) => sum + (s.ok ? s.expected : s.messages.length), 0);
  const followEvents = followStreams.reduce((sum, s) => sum + s.events.length, 0);

  // POSTs: the page's count and the simulator's, per batch.
  const postCounts = batches.map((b) => {
    const sentByPage = allSends.filter((s) => s.batch === b.name);
    return {
      batch: b.name,
      logged: b.log.length,
      createsSent: sentByPage.filter(isPostOf(CREATE)).length,
      createsLogged: b.log.filter(isPostOf(CREATE)).length,
      loginsSent: sentByPage.filter(isPostOf(LOGIN)).length,
      loginsLogged: b.log.filter(isPostOf(LOGIN)).length,
      createCalls: ops.filter((o) => o.batch === b.name && (o.kind === 'create' || o.kind === 'getOrCreate')).length,
      loginCalls: ops.filter((o) => o.batch === b.name && o.kind === 'login').length,
    };
  });
  const repeatedPosts = [];
  let allowedPostRetries = 0;
  const allowedByBatch = {};
  for (const o of ops) {
    const pattern = o.kind === 'login' ? LOGIN : o.kind === 'create' || o.kind === 'getOrCreate' ? CREATE : null;
    if (!pattern) continue;
    const posts = o.sends.filter(isPostOf(pattern));
    posts.forEach((post, n) => {
      if (n === 0) return;
      const before = posts[n - 1];
      if (allowsRepeat(before)) {
        allowedPostRetries += 1;
        const key = `${o.batch}/${o.kind === 'login' ? 'login' : 'create'}`;
        allowedByBatch[key] = (allowedByBatch[key] ?? 0) + 1;
      }
      else repeatedPosts.push(`${o.kind} sent again after ${before.status ?? before.fault} (${o.batch}): ${posts.map((p) => p.status ?? p.fault).join(' -> ')}`);
    });
  }

  const duration = Date.now() - started;
  const figures = {
    duration_ms: duration,
    operations: ops.length,
    operations_by_kind: opsByKind,
    requests: { sent: allSends.length, non_stream: requestSends.length, stream_connections: streamSends.length, faulted_non_stream: faultedRequests, fault_share: +(faultedRequests / requestSends.length).toFixed(3) },
    faults_by_kind: { ...faultsByKind, ...streamFaults },
    retries: { 'request retries (same request again)': retries, 'POST retries allowed by policy (429, 503 + Retry-After)': allowedPostRetries, 'stream reconnects': streamReconnects, 'reconnects with Last-Event-ID': resumedWithLastEventId },
    outcomes_by_class: outcomes,
    outcomes_by_kind: outcomesByKind,
    streams: {
      log_streams: logStreams.length,
      log_streams_complete: logStreams.filter((s) => s.ok).length,
      log_lines_delivered: logDelivered,
      log_lines_expected: logExpected,
      follow_streams: followStreams.length,
      follow_streams_reaching_the_end: followStreams.filter((s) => s.outcome === 'ok' && !s.closedByTest).length,
      follow_streams_closed_by_test: followStreams.filter((s) => s.closedByTest).length,
      follow_events_delivered: followEvents,
    },
    streams_that_failed: streams
      .filter((st) => st.outcome !== 'ok')
      .map((st) => ({ kind: st.kind, batch: st.batch, outcome: st.outcome, delivered: (st.messages ?? st.events).length, connections: st.sends })),
    posts_per_batch: postCounts,
    batches: batches.map((b) => ({ name: b.name, ops: b.ran.ops, ms: b.ran.ms, requests_logged: b.log.length, streams_opened: b.streams.opened })),
    unhandled_rejections: unhandled.length,
    page_errors: pageErrors.length,
  };
  mkdirSync(fileURLToPath(new URL('../out/', import.meta.url)), { recursive: true });
  writeFileSync(outFile, JSON.stringify(figures, null, 2));
  console.log(formatTable(figures));

  // ------------------------------------------------------------- assertions
  assert.ok(ops.length >= 1000, `at least 1,000 operations (${ops.length})`);
  for (const kind of ['create', 'getOrCreate', 'retrieve', 'update', 'list', 'login', 'submit', 'follow', 'logs']) {
    assert.ok(opsByKind[kind] > 0, `${kind} ran`);
  }
  assert.deepEqual(ops.filter((o) => o.outcome === 'DEADLINE').map((o) => `${o.kind} (${o.batch})`), [], 'no call outlived its deadline');
  assert.deepEqual(
    ops.filter((o) => o.outcome.startsWith('UNTYPED')).map((o) => `${o.kind}: ${o.outcome}`),
    [],
    'every failure is an instance of one of the SDK error classes',
  );
  assert.deepEqual(unhandled, [], 'no unhandled rejection');
  assert.deepEqual(pageErrors, [], 'no uncaught error in the page');

  // Faults really happened, of every kind.
  const share = faultedRequests / requestSends.length;
  assert.ok(share > 0.2 && share < 0.4, `about 30% of requests faulted (${(share * 100).toFixed(1)}%)`);
  for (const kind of ['connection reset', 'malformed body', 'truncated body']) assert.ok(faultsByKind[kind] > 0, `${kind} injected`);
  const injected = Object.keys(faultsByKind).filter((k) => k.startsWith('injected'));
  for (const wanted of [/^injected 5\d\d$/, /^injected 429$/, /^injected 429\+/, /^injected 503\+/]) {
    assert.ok(injected.some((k) => wanted.test(k)), `${wanted} injected (${injected.join(', ')})`);
  }
  assert.ok(streamFaults['streams cut at N events'] > 0 && streamFaults['streams stalled at N events'] > 0, 'streams were cut and stalled');

  // No create or login sent twice for one call, but where the policy allows it.
  assert.deepEqual(repeatedPosts, [], 'a create or login is sent again only after a 429 or a 503 with Retry-After');
  for (const b of postCounts) {
    assert.ok(b.logged < 1000, `${b.batch}: the request log kept every request (${b.logged})`);
    assert.equal(b.createsLogged, b.createsSent, `${b.batch}: the service received the creates the page sent`);
    assert.equal(b.loginsLogged, b.loginsSent, `${b.batch}: the service received the logins the page sent`);
    const allowedCreates = allowedByBatch[`${b.batch}/create`] ?? 0;
    const allowedLogins = allowedByBatch[`${b.batch}/login`] ?? 0;
    assert.equal(b.createsLogged, b.createCalls + allowedCreates, `${b.batch}: creates received = create calls + repeats the policy allows`);
    assert.equal(b.loginsLogged, b.loginCalls + allowedLogins, `${b.batch}: logins received = login calls + repeats the policy allows`);
  }
  assert.ok(orphanSends.length === 0, `every send belongs to an operation (${orphanSends.length} did not)`);

  // Streams: once each, in order.
  for (const s of logStreams) {
    const prefixOk = s.messages.every((message, n) => message === expectedLines[n]);
    assert.ok(prefixOk, `log stream (${s.batch}, ${s.outcome}): lines once each and in order: ${s.messages.slice(0, 60).join(',')}`);
    if (s.ok) assert.equal(s.messages.length, expectedLines.length, `log stream (${s.batch}): every line`);
  }
  for (const s of followStreams) {
    const keys = s.events.map((e) => `${e.flow_status}/${e.flow_step}/${e.timestamp}`);
    assert.equal(new Set(keys).size, keys.length, `follow (${s.batch}): no state twice: ${keys.join(' | ')}`);
    assert.ok(s.events.every((e) => e.event === 'managed_auth_state'), `follow (${s.batch}): states only`);
    assert.ok(s.ranks.every((r, n) => n === 0 || r >= s.ranks[n - 1]), `follow (${s.batch}): progress never goes back: ${keys.join(' | ')}`);
    assert.ok(s.events.every((e, n) => n === 0 || e.timestamp >= s.events[n - 1].timestamp), `follow (${s.batch}): timestamps in order`);
    const terminal = s.events.findIndex((e) => e.flow_status && e.flow_status !== 'IN_PROGRESS');
    assert.ok(terminal === -1 || terminal === s.events.length - 1, `follow (${s.batch}): nothing after the end`);
    if (s.outcome === 'ok' && !s.closedByTest && s.events.length > 0) {
      assert.ok(terminal === s.events.length - 1 || s.events.at(-1).flow_status === null, `follow (${s.batch}): a stream that ended by itself ended at the flow's end`);
    }
  }
  assert.ok(logStreams.filter((s) => s.ok).length >= logStreams.length * 0.8, 'most log streams completed through the faults');
});

function formatTable(f) {
  const rows = [];
  const section = (title, entries) => {
    rows.push(`  ${title}`);
    for (const [key, value] of Object.entries(entries)) rows.push(`    ${key.padEnd(58)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  };
  rows.push(`storm: ${f.operations} operations in ${(f.duration_ms / 1000).toFixed(1)} s`);
  section('operations by kind', f.operations_by_kind);
  section('requests', f.requests);
  section('faults injected by kind (page-side classification; streams from /_sim/streams)', f.faults_by_kind);
  section('retries observed', f.retries);
  section('outcomes by class', f.outcomes_by_class);
  section('outcomes by kind', f.outcomes_by_kind);
  section('streams (delivered vs expected)', f.streams);
  for (const failed of f.streams_that_failed) rows.push(`    failed ${failed.kind} (${failed.batch.slice(0, 30)}): ${failed.outcome} after ${failed.delivered} events; connections: ${failed.connections?.join(', ')}`);
  rows.push('  POSTs per batch (page-sent vs simulator-logged vs calls)');
  for (const b of f.posts_per_batch) {
    rows.push(`    ${b.batch.slice(0, 56).padEnd(58)} creates ${b.createsSent}/${b.createsLogged}/${b.createCalls}  logins ${b.loginsSent}/${b.loginsLogged}/${b.loginCalls}  log ${b.logged}`);
  }
  rows.push('  batches');
  for (const b of f.batches) rows.push(`    ${b.name.slice(0, 56).padEnd(58)} ${b.ops} ops ${b.ms} ms, ${b.requests_logged} requests, ${b.streams_opened} streams`);
  rows.push(`  unhandled rejections ${f.unhandled_rejections}, page errors ${f.page_errors}`);
  return rows.join('\n');
}
