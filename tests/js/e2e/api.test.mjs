// The JavaScript API of the npm package, exercised inside a real Chromium page
// served by the demo server, which proxies /api to the simulator and adds the
// key (same-origin proxy mode: the page holds no key).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, inSdkPage, openSdkPage, profileFor, simulator, unique, useDemo } from './harness.mjs';

const env = useDemo();

// Runs `body` in a fresh SDK page (harness.mjs: inSdkPage).
const inPage = (body, arg) => inSdkPage(env, body, arg);

test('a missing project rejects with NotFoundError (an APIError and an Error) carrying status 404 and the service code', async () => {
  const error = await inPage(async ({ makeClient, describe }) => {
    try {
      await makeClient().projects.retrieve('no-such-project');
      return null;
    } catch (error) {
      return describe(error);
    }
  });
  assert.ok(error, 'retrieve rejected');
  assert.deepEqual(error.classes.sort(), ['APIError', 'NotFoundError']);
  assert.equal(error.isError, true);
  assert.equal(error.name, 'NotFoundError');
  assert.equal(error.status, 404);
  assert.equal(error.code, 'not_found');
  assert.equal(error.error.code, 'not_found');
  assert.match(error.error.message, /no-such-project/);
});

test('creating a duplicate connection rejects with ConflictError whose existing_id names the first one', async (t) => {
  const result = await inPage(
    async ({ makeClient, describe, sent, arg }) => {
      const connections = makeClient().auth.connections;
      const first = await connections.create({ domain: 'example.com', profile_name: arg });
      sent.length = 0;
      try {
        await connections.create({ domain: 'example.com', profile_name: arg });
        return { first: first.id };
      } catch (error) {
        return { first: first.id, error: describe(error), sent: [...sent] };
      }
    },
    profileFor(t, 'conflict'),
  );
  assert.ok(result.error, 'the second create rejected');
  assert.deepEqual(result.error.classes.sort(), ['APIError', 'ConflictError']);
  assert.equal(result.error.status, 409);
  assert.equal(result.error.code, 'already_exists');
  assert.equal(result.error.existing_id, result.first);
  assert.equal(result.error.error.existing_id, result.first);
  assert.deepEqual(result.sent, ['POST /api/auth/connections'], 'a conflict is not retried');
});

test('a request with an unknown or invalid property is refused with ValidationError naming path and rule, and nothing is sent', async () => {
  const result = await inPage(async ({ makeClient, describe, sent }) => {
    const client = makeClient({ maxRetries: 2 });
    const refused = [];
    const attempts = [
      () => client.auth.connections.create({ domain: 'example.com', profile_name: 'p', colour: 'blue' }),
      () => client.auth.connections.create({ domain: 'example.com', profile_name: 'p', browser: { proxy: {} } }),
      () => client.projects.update('proj_1', { status: 'deleted' }),
      () => client.auth.connections.create({ domain: 'example.com' }),
    ];
    for (const attempt of attempts) {
      try {
        await attempt();
        refused.push(null);
      } catch (error) {
        refused.push(describe(error));
      }
    }
    const sentWhileRefusing = [...sent];
    // The control: a valid call through the same client is recorded.
    await client.projects.list();
    return { refused, sentWhileRefusing, sent: [...sent] };
  });
  assert.deepEqual(result.sentWhileRefusing, [], 'no request left the page');
  assert.deepEqual(result.sent, ['GET /api/org/projects'], 'the client sends through the recorded fetch');
  const [unknown, emptyProxy, badEnum, missing] = result.refused;
  for (const error of result.refused) {
    assert.ok(error, 'the call rejected');
    assert.deepEqual(error.classes.sort(), ['APIError', 'ValidationError']);
    assert.equal(error.status, undefined);
    assert.equal(error.code, 'invalid_input');
    assert.equal(typeof error.rule, 'string');
    assert.ok(error.rule.length > 0);
  }
  assert.equal(unknown.path, 'colour');
  assert.equal(emptyProxy.path, 'browser.proxy');
  assert.equal(badEnum.path, 'status');
  assert.equal(missing.path, 'profile_name');
  assert.notEqual(unknown.rule, badEnum.rule, 'the rule says what is wrong');
});

test('for await over a list runs across every page, fetching each page once', async (t) => {
  const prefix = unique('paged');
  const names = [];
  const ids = [];
  for (let i = 0; i < 5; i += 1) {
    const name = `${prefix}-${i}`;
    const created = await callSimulator('POST', '/org/projects', { name });
    assert.equal(created.status, 201, `project ${name} created`);
    names.push(name);
    ids.push(created.body.id);
  }
  t.after(() => Promise.all(ids.map((id) => callSimulator('DELETE', `/org/projects/${id}`))));
  const result = await inPage(
    async ({ makeClient, sent, arg }) => {
      const projects = makeClient().projects;
      const seen = [];
      for await (const project of projects.list({ query: arg, limit: 2 })) seen.push(project.name);
      const iterated = [...sent];
      const first = await projects.list({ query: arg, limit: 2 });
      const second = await first.getNextPage();
      return {
        seen,
        iterated,
        first: { count: first.items.length, has_more: first.has_more, next_offset: first.next_offset, hasNext: first.hasNextPage() },
        second: { names: second.items.map((p) => p.name), next_offset: second.next_offset },
      };
    },
    prefix,
  );
  assert.deepEqual(result.seen.sort(), names);
  assert.equal(result.iterated.length, 3, 'three pages of at most two');
  assert.ok(result.iterated.every((line) => line === 'GET /api/org/projects'));
  assert.deepEqual(result.first, { count: 2, has_more: true, next_offset: 2, hasNext: true });
  assert.equal(result.second.names.length, 2);
  assert.equal(result.second.next_offset, 4);
});

test('getOrCreate creates once, then returns the existing connection after one conflict and one retrieve', async (t) => {
  const result = await inPage(
    async ({ makeClient, sent, arg }) => {
      const connections = makeClient().auth.connections;
      const created = await connections.getOrCreate({ domain: 'example.com', profile_name: arg });
      const firstCall = [...sent];
      sent.length = 0;
      const again = await connections.getOrCreate({ domain: 'example.com', profile_name: arg });
      return { created, again, firstCall, secondCall: [...sent] };
    },
    profileFor(t, 'get-or-create'),
  );
  assert.equal(result.again.id, result.created.id);
  assert.equal(result.again.profile_name, result.created.profile_name);
  assert.deepEqual(result.firstCall, ['POST /api/auth/connections']);
  assert.deepEqual(result.secondCall, ['POST /api/auth/connections', `GET /api/auth/connections/${result.created.id}`]);
});

test('exchange turns a handoff code into a JWT whose client reads its connection but nothing else, and the code is single-use', async (t) => {
  const { url } = simulator();
  const result = await inPage(
    async ({ makeClient, describe, arg }) => {
      const connections = makeClient().auth.connections;
      const connection = await connections.getOrCreate({ domain: 'example.com', profile_name: arg.profile });
      const login = await connections.login(connection.id);
      const { jwt } = await connections.exchange(connection.id, { code: login.handoff_code });
      const scoped = makeClient({ apiKey: jwt, baseURL: arg.simUrl, credentials: 'omit' });
      const read = await scoped.auth.connections.retrieve(connection.id);
      const outcome = (promise) => promise.then(() => null, describe);
      return {
        id: connection.id,
        jwtShape: jwt.split('.').length,
        read: { id: read.id, flow_status: read.flow_status, hosted_url: read.hosted_url },
        projects: await outcome(scoped.projects.list()),
        reused: await outcome(connections.exchange(connection.id, { code: login.handoff_code })),
      };
    },
    { profile: profileFor(t, 'exchange'), simUrl: url },
  );
  assert.equal(result.jwtShape, 3, 'a JWT has three parts');
  assert.equal(result.read.id, result.id);
  assert.equal(result.read.flow_status, 'IN_PROGRESS');
  assert.ok(result.projects, 'the scoped token cannot list projects');
  assert.ok(result.projects.classes.includes('PermissionDeniedError'));
  assert.equal(result.projects.status, 403);
  assert.ok(result.reused, 'a used handoff code is refused');
  assert.equal(result.reused.code, 'invalid_handoff_code');
});

test('follow yields managed_auth_state events through the login and ends by itself when the flow succeeds', async (t) => {
  const result = await inPage(
    async ({ makeClient, arg }) => {
      const connections = makeClient().auth.connections;
      const connection = await connections.getOrCreate({ domain: 'example.com', profile_name: arg });
      await connections.login(connection.id);
      const events = [];
      let submitted = false;
      for await (const event of connections.follow(connection.id)) {
        events.push({ event: event.event, flow_status: event.flow_status, flow_step: event.flow_step, fields: event.fields?.map((f) => f.id) });
        if (!submitted && event.flow_step === 'AWAITING_INPUT' && event.fields) {
          submitted = true;
          await connections.submit(connection.id, { fields: { identifier: 'me@example.com', password: 'correct-password' } });
        }
      }
      const after = await connections.retrieve(connection.id);
      return { events, after: { status: after.status, flow_status: after.flow_status } };
    },
    profileFor(t, 'follow'),
  );
  const { events } = result;
  assert.ok(events.length >= 3, `several events (${events.length})`);
  assert.ok(events.every((e) => e.event === 'managed_auth_state'), 'heartbeats are not yielded');
  assert.ok(events.slice(0, -1).every((e) => e.flow_status === 'IN_PROGRESS'));
  assert.deepEqual(events.at(-1), { event: 'managed_auth_state', flow_status: 'SUCCESS', flow_step: 'COMPLETED', fields: undefined });
  const steps = events.map((e) => e.flow_step);
  assert.ok(steps.includes('AWAITING_INPUT') && steps.includes('SUBMITTING'), `steps: ${steps.join(', ')}`);
  assert.deepEqual(result.after, { status: 'AUTHENTICATED', flow_status: 'SUCCESS' });
});

test('waitForLogin resolves with the final record once the flow ends, and timeline lists the login', async (t) => {
  const result = await inPage(
    async ({ makeClient, arg }) => {
      const connections = makeClient().auth.connections;
      const connection = await connections.getOrCreate({ domain: 'example.com', profile_name: arg });
      await connections.login(connection.id);
      let record = await connections.retrieve(connection.id);
      while (record.flow_step !== 'AWAITING_INPUT') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        record = await connections.retrieve(connection.id);
      }
      const waiting = connections.waitForLogin(connection.id, { pollInterval: 50 });
      await connections.submit(connection.id, { fields: { identifier: 'me@example.com', password: 'correct-password' } });
      const done = await waiting;
      const timeline = [];
      for await (const event of connections.timeline(connection.id, { type: 'login' })) {
        timeline.push({ type: event.type, status: event.status });
      }
      return { done: { status: done.status, flow_status: done.flow_status, flow_step: done.flow_step }, timeline };
    },
    profileFor(t, 'wait'),
  );
  assert.deepEqual(result.done, { status: 'AUTHENTICATED', flow_status: 'SUCCESS', flow_step: 'COMPLETED' });
  assert.ok(result.timeline.length > 0, 'the timeline has entries');
  assert.ok(result.timeline.every((e) => e.type === 'login'), 'filtered by type');
});

test('aborting through an AbortSignal rejects with APIUserAbortError: before sending, mid-request, and mid-stream', async (t) => {
  const probe = unique('slow');
  const faults = await callSimulator('POST', '/_sim/faults', { latency_ms: 5000, path_prefix: `/org/projects/${probe}` });
  assert.equal(faults.status, 200, 'latency injected');
  try {
    const result = await inPage(
      async ({ makeClient, describe, sent, arg }) => {
        const client = makeClient();
        const outcome = (promise) => promise.then(() => null, describe);

        const early = new AbortController();
        early.abort();
        const before = await outcome(client.projects.list(undefined, { signal: early.signal }));
        const sentBefore = sent.length;

        const slow = new AbortController();
        const started = performance.now();
        setTimeout(() => slow.abort(), 200);
        const during = await outcome(client.projects.retrieve(arg.probe, { signal: slow.signal }));
        const waited = performance.now() - started;

        const connections = client.auth.connections;
        const connection = await connections.getOrCreate({ domain: 'example.com', profile_name: arg.profile });
        await connections.login(connection.id);
        const streaming = new AbortController();
        const seen = [];
        const stream = outcome(
          (async () => {
            for await (const event of connections.follow(connection.id, { signal: streaming.signal })) {
              seen.push(event.flow_step);
              streaming.abort();
            }
          })(),
        );
        return { before, sentBefore, during, waited, stream: await stream, seen };
      },
      { probe, profile: profileFor(t, 'abort') },
    );
    for (const key of ['before', 'during', 'stream']) {
      assert.ok(result[key], `${key}: the call rejected`);
      assert.deepEqual(result[key].classes.sort(), ['APIError', 'APIUserAbortError'], key);
      assert.equal(result[key].code, 'aborted', key);
    }
    assert.equal(result.sentBefore, 0, 'an already-aborted signal sends nothing');
    assert.ok(result.waited < 2000, `the abort ended the wait (${Math.round(result.waited)} ms)`);
    assert.equal(result.seen.length, 1, 'the stream stopped after the abort');
  } finally {
    await callSimulator('POST', '/_sim/faults', {});
  }
});

test('in same-origin proxy mode the page never holds or sends an API key', async () => {
  const { key } = simulator();
  const page = await env.newPage();
  const requests = [];
  const bodies = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response) => bodies.push(response.text().catch(() => '')));
  try {
    await page.goto(`${env.origin}/`);
    await page.getByRole('listitem').filter({ hasText: 'Default' }).first().waitFor();
    const apiCalls = requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
    assert.ok(apiCalls.length > 0, 'the page called the service through the proxy');
    for (const request of requests) {
      const headers = await request.allHeaders();
      assert.equal(headers.authorization, undefined, `${request.url()} carries no authorization`);
      assert.ok(!JSON.stringify(headers).includes(key) && !request.url().includes(key), `${request.url()} carries no key`);
      assert.ok(request.url().startsWith(env.origin), `${request.url()} stays same-origin`);
    }
    for (const body of await Promise.all(bodies)) assert.ok(!body.includes(key), 'no response hands the key to the page');
    const html = await page.content();
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    assert.ok(!html.includes(key) && !storage.includes(key), 'the key is nowhere in the page');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('browsers.logs.stream yields log events of a file or a process, ends with the log, and close() ends a followed stream', async (t) => {
  const started = await callSimulator('POST', '/_sim/browsers');
  assert.equal(started.status, 201, 'a browser started');
  const id = started.body.id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  for (const [source, lines] of [
    [{ path: '/var/log/app.log' }, ['one', 'two', 'three']],
    [{ supervisor_process: 'chromium' }, ['started']],
  ]) {
    const appended = await callSimulator('POST', `/_sim/browsers/${id}/logs`, { ...source, lines });
    assert.ok(appended.status < 300, `lines appended (${appended.status})`);
  }
  const result = await inPage(
    async ({ makeClient, arg }) => {
      const logs = makeClient().browsers.logs;
      const fromFile = [];
      for await (const event of logs.stream(arg, { source: 'path', path: '/var/log/app.log' })) {
        fromFile.push({ event: event.event, message: event.message, timed: !Number.isNaN(Date.parse(event.timestamp)) });
      }
      const fromProcess = [];
      for await (const event of logs.stream(arg, { source: 'supervisor', supervisor_process: 'chromium' })) {
        fromProcess.push(event.message);
      }
      const followed = logs.stream(arg, { source: 'path', path: '/var/log/app.log', follow: true });
      const first = await followed.next();
      followed.close();
      const afterClose = await followed.next();
      return { fromFile, fromProcess, first: first.value?.message, afterClose };
    },
    id,
  );
  assert.deepEqual(result.fromFile, ['one', 'two', 'three'].map((message) => ({ event: 'log', message, timed: true })));
  assert.equal(result.fromProcess.at(-1), 'started', `the process's output ends with the appended line: ${result.fromProcess}`);
  assert.equal(result.first, 'one');
  assert.equal(result.afterClose.done, true, 'a closed stream is done');
});

test('an abort stops a stream at once, even inside a batch of events already read: the next read rejects with APIUserAbortError', async (t) => {
  const started = await callSimulator('POST', '/_sim/browsers');
  assert.equal(started.status, 201, 'a browser started');
  const id = started.body.id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  const lines = Array.from({ length: 200 }, (_, i) => `line ${i}`);
  const appended = await callSimulator('POST', `/_sim/browsers/${id}/logs`, { path: '/var/log/app.log', lines });
  assert.ok(appended.status < 300, `lines appended (${appended.status})`);
  const result = await inPage(
    async ({ makeClient, describe, arg }) => {
      const abort = new AbortController();
      const seen = [];
      let stopped = null;
      try {
        for await (const event of makeClient().browsers.logs.stream(arg, { source: 'path', path: '/var/log/app.log' }, { signal: abort.signal })) {
          seen.push(event.message);
          abort.abort();
        }
      } catch (error) {
        stopped = describe(error);
      }
      return { seen, stopped };
    },
    id,
  );
  assert.deepEqual(result.seen, ['line 0'], 'nothing after the abort, though 200 lines came at once');
  assert.equal(result.stopped?.name, 'APIUserAbortError');
  assert.equal(result.stopped?.code, 'aborted');
});

test('a call with only an id, whatever its request options, is prepared once per operation and sent as the core prepares it; other ids still go to the core', async () => {
  // A document with no app of its own: every call of the core's `prepare`
  // in the page is this test's.
  const page = await env.newPage();
  await page.goto(`${env.origin}/config.json`);
  const result = await page.evaluate(async () => {
    const sdk = await import('/pkg/browser_cloud_sdk.js');
    await sdk.default();
    const requests = [];
    const client = new sdk.Client({
      baseURL: `${location.origin}/api`,
      credentials: 'same-origin',
      maxRetries: 0,
      defaultHeaders: { 'x-trace': 'page' },
      fetch: (url, init) => {
        requests.push(JSON.stringify({ url, method: init.method, credentials: init.credentials, redirect: init.redirect, headers: [...init.headers], body: init.body }));
        return fetch(url, init);
      },
    });
    // The core's `prepare`, counted.
    const prepare = sdk.WasmClient.prototype.prepare;
    let prepared = 0;
    sdk.WasmClient.prototype.prepare = function (...args) {
      prepared += 1;
      return prepare.apply(this, args);
    };
    // The request `run` sends, and how many times it asked the core.
    const sentBy = async (run) => {
      requests.length = 0;
      prepared = 0;
      try {
        await run();
      } catch (error) {
        if (!(error instanceof sdk.APIError)) throw error;
      }
      return { requests: [...requests], prepared };
    };
    const calls = {
      retrieve: (id, options) => client.auth.connections.retrieve(id, options),
      deleteProject: (id, options) => client.projects.delete(id, options),
      listProjects: (id, options) => client.projects.list(undefined, options),
      orgLimits: (id, options) => client.organization.limits.retrieve(options),
    };
    const out = {};
    for (const [name, call] of Object.entries(calls)) {
      out[name] = {
        first: await sentBy(() => call('tpl_A-1~x')),
        again: await sentBy(() => call('tpl_B-2~y')),
        withOptions: await sentBy(() => call('tpl_B-2~y', { timeout: 30000, maxRetries: 1 })),
      };
    }
    out.encoded = {};
    for (const id of ['a/b', 'é', 'a.b', 'tpl x']) {
      out.encoded[id] = { plain: await sentBy(() => calls.retrieve(id)), byCore: await sentBy(() => calls.retrieve(id, {})) };
    }
    out.refused = [];
    requests.length = 0;
    for (const id of ['', '.', '..', 42, undefined]) {
      try {
        await calls.retrieve(id);
        out.refused.push(null);
      } catch (error) {
        out.refused.push(error instanceof sdk.ValidationError ? error.path : error.message);
      }
    }
    out.refusedSent = requests.length;
    return out;
  });
  assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  await page.context().close();
  for (const name of ['retrieve', 'deleteProject', 'listProjects', 'orgLimits']) {
    const { first, again, withOptions } = result[name];
    assert.equal(first.prepared, 1, `${name}: the first call asks the core`);
    assert.equal(again.prepared, 0, `${name}: the next call, another id, does not`);
    assert.equal(withOptions.prepared, 0, `${name}: nor does one with request options, which send.js applies`);
    assert.equal(again.requests.length, 1);
    assert.deepEqual(again.requests, withOptions.requests, `${name}: the same request either way`);
  }
  const retrieved = JSON.parse(result.retrieve.again.requests[0]);
  assert.equal(new URL(retrieved.url).pathname, '/api/auth/connections/tpl_B-2~y');
  assert.equal(JSON.parse(result.listProjects.again.requests[0]).url, JSON.parse(result.listProjects.first.requests[0]).url);
  for (const [id, { plain, byCore }] of Object.entries(result.encoded)) {
    assert.equal(plain.prepared, 1, `${id}: an id the core encodes goes to the core`);
    assert.deepEqual(plain.requests, byCore.requests, id);
  }
  assert.equal(new URL(JSON.parse(result.encoded['a/b'].plain.requests[0]).url).pathname, '/api/auth/connections/a%2Fb');
  assert.deepEqual(result.refused, ['id', 'id', 'id', 'id', 'id'], 'refused by the core, naming the id');
  assert.equal(result.refusedSent, 0, 'nothing sent for a refused id');
});

test('bad client options, request options, ids and queries are refused with ValidationError naming the option, and nothing is sent', async () => {
  const result = await inPage(async ({ sdk, makeClient, describe, sent }) => {
    const outcomes = [];
    const attempt = async (run) => {
      try {
        await run();
        outcomes.push(null);
      } catch (error) {
        outcomes.push(describe(error));
      }
    };
    await attempt(() => new sdk.Client({ baseURL: location.origin, timout: 5 }));
    await attempt(() => new sdk.Client({ baseURL: location.origin, maxRetries: -1 }));
    await attempt(() => new sdk.Client({ baseURL: location.origin, credentials: 'always' }));
    const client = makeClient();
    await attempt(() => client.projects.list(undefined, { signal: 'stop' }));
    await attempt(() => client.projects.retrieve(42));
    await attempt(() => client.auth.connections.list({ limit: 0 }));
    await attempt(() => client.auth.connections.create('example.com'));
    await attempt(async () => {
      for await (const event of client.browsers.logs.stream('b', { source: 'path' })) return event;
    });
    await attempt(async () => {
      for await (const event of client.browsers.logs.stream('b', { source: 'supervisor', supervisor_process: 'c', follow: 'yes' })) return event;
    });
    return { outcomes, sent: [...sent] };
  });
  assert.deepEqual(result.sent, [], 'no request left the page');
  const paths = result.outcomes.map((error) => error?.path);
  assert.deepEqual(paths, [
    'options.timout',
    'options.maxRetries',
    'options.credentials',
    'requestOptions.signal',
    'id_or_name',
    'limit',
    'params',
    'path',
    'follow',
  ]);
  for (const error of result.outcomes) {
    assert.deepEqual(error.classes.sort(), ['APIError', 'ValidationError']);
    assert.equal(error.code, 'invalid_input');
    assert.ok(error.message.startsWith(`${error.path}: `), `the message names the field: ${error.message}`);
  }
});

test('every options object of the client refuses an unknown option, a wrong type or a non-object, naming it, before anything is sent; one-shot calls and lists reject, streams at their first read', async () => {
  const result = await inPage(async ({ sdk, makeClient, describe, sent }) => {
    const client = makeClient();
    const outcomes = {};
    const attempt = async (label, run) => {
      try {
        await run();
        outcomes[label] = 'accepted';
      } catch (error) {
        outcomes[label] = describe(error);
      }
    };
    // Whether a call throws at once or returns a promise (a stream: a
    // stream whose first read rejects).
    const how = {};
    const shape = (label, run) => {
      try {
        const value = run();
        how[label] = typeof value?.then === 'function' ? 'promise' : 'value';
        value?.catch?.(() => {});
      } catch {
        how[label] = 'thrown';
      }
    };
    const logs = { source: 'path', path: '/var/log/app.log' };
    const connection = { domain: 'options.example.com', profile_name: 'options-check' };
    const cases = {
      retrieveTimeout: () => client.auth.connections.retrieve('x', { timeout: -1 }),
      retrieveRetries: () => client.auth.connections.retrieve('x', { maxRetries: 1.5 }),
      retrieveOnProgress: () => client.auth.connections.retrieve('x', { onProgress: () => {} }),
      retrieveNotObject: () => client.auth.connections.retrieve('x', 5),
      createSignal: () => client.auth.connections.create(connection, { signal: new AbortController() }),
      listOnProgress: () => client.projects.list(undefined, { onProgress: 'yes' }),
      listUnknown: () => client.projects.list(undefined, { headers: {} }),
      streamIdle: async () => {
        for await (const event of client.browsers.logs.stream('b', logs, { idleTimeout: 2 ** 32 })) return event;
      },
      streamReconnects: async () => {
        for await (const event of client.browsers.logs.stream('b', logs, { maxReconnects: '3' })) return event;
      },
      getOrCreatePoll: () => client.auth.connections.getOrCreate(connection, { pollInterval: 5 }),
      waitPoll: () => client.auth.connections.waitForLogin('x', { pollInterval: 'fast' }),
      waitTimeout: () => client.auth.connections.waitForLogin('x', { timeout: 5 }),
      waitNotObject: () => client.auth.connections.waitForLogin('x', 'soon'),
      headerValue: () => new sdk.Client({ defaultHeaders: { 'x-trace': 5 } }),
      headersArray: () => new sdk.Client({ defaultHeaders: [['x-trace', 'a']] }),
      headersInstance: () => new sdk.Client({ defaultHeaders: new Headers({ 'x-trace': 'a' }) }),
      clientFetch: () => new sdk.Client({ fetch: 'fetch' }),
      clientStream: () => new sdk.Client({ stream: 'websocket' }),
      clientNotObject: () => new sdk.Client('sk_test'),
      sessionUnknown: () => sdk.ManagedAuthSession.fromHostedUrl('https://example.com/login?code=c', { apiKey: 'k' }),
      sessionPoll: () => sdk.ManagedAuthSession.fromHostedUrl('https://example.com/login?code=c', { pollInterval: -5 }),
    };
    for (const [label, run] of Object.entries(cases)) await attempt(label, run);
    shape('retrieve', cases.retrieveTimeout);
    shape('list', cases.listOnProgress);
    shape('waitForLogin', cases.waitPoll);
    shape('stream', () => client.browsers.logs.stream('b', logs, { idleTimeout: -1 }).next());
    // Inherited options are not the object's own: they are not read.
    await attempt('inherited', () => client.projects.list(undefined, Object.create({ timeout: -1 })));
    return { outcomes, how, sent: [...sent] };
  });
  const expected = {
    retrieveTimeout: ['requestOptions.timeout', 'must be a non-negative integer'],
    retrieveRetries: ['requestOptions.maxRetries', 'must be a non-negative integer'],
    retrieveOnProgress: ['requestOptions.onProgress', 'is not a known option'],
    retrieveNotObject: ['requestOptions', 'must be an object'],
    createSignal: ['requestOptions.signal', 'must be an AbortSignal'],
    listOnProgress: ['requestOptions.onProgress', 'must be a function'],
    listUnknown: ['requestOptions.headers', 'is not a known option'],
    streamIdle: ['requestOptions.idleTimeout', 'must be a non-negative integer'],
    streamReconnects: ['requestOptions.maxReconnects', 'must be a non-negative integer'],
    getOrCreatePoll: ['requestOptions.pollInterval', 'is not a known option'],
    waitPoll: ['waitOptions.pollInterval', 'must be a non-negative integer'],
    waitTimeout: ['waitOptions.timeout', 'is not a known option'],
    waitNotObject: ['waitOptions', 'must be an object'],
    headerValue: ['options.defaultHeaders.x-trace', 'must be a string'],
    headersArray: ['options.defaultHeaders', 'must be an object of header names and values'],
    headersInstance: ['options.defaultHeaders', 'must be an object of header names and values'],
    clientFetch: ['options.fetch', 'must be a function'],
    clientStream: ['options.stream', 'must be fetch or eventsource'],
    clientNotObject: ['options', 'must be an object'],
    sessionUnknown: ['options.apiKey', 'is not a known option'],
    sessionPoll: ['options.pollInterval', 'must be a non-negative integer'],
  };
  for (const [label, [path, rule]] of Object.entries(expected)) {
    const error = result.outcomes[label];
    assert.equal(error?.path, path, `${label}: the path`);
    assert.equal(error.message, `${path}: ${rule}`, `${label}: the message names the option and its rule`);
    assert.deepEqual(error.classes.sort(), ['APIError', 'ValidationError'], label);
    assert.equal(error.code, 'invalid_input', label);
  }
  assert.deepEqual(result.how, { retrieve: 'promise', list: 'promise', waitForLogin: 'promise', stream: 'promise' });
  assert.equal(result.outcomes.inherited, 'accepted', 'an inherited option is not read');
  assert.deepEqual(result.sent, ['GET /api/org/projects'], 'nothing sent for a refused option: only the call with an inherited one');
});

test('client options: options.js refuses a bad option or type as the constructor, the core judges the values, and every set the page tells the core accepts, it does', async () => {
  const result = await inPage(async ({ sdk }) => {
    const { checkClientOptions, coreWouldAccept } = await import('/pkg/options.js');
    const base = { apiKey: 'sk_test', baseURL: location.origin };
    const values = {
      apiKey: ['sk_live_0123', 'eyJhbGciOi.eyJzdWIi.c2ln-_', 'k', '', ' sk', 'sk ', 'a b', 'a\tb', 'sk\n', 'é', '\x7f', '\ud800', 'a%b', 42, {}],
      baseURL: [
        location.origin, `${location.origin}/api/`, 'https://api.example.com', 'http://127.0.0.1:8080/v1', '/', '/api', '/a/b/',
        "/a-b_c.d~e%20!$&'()*+,;=:@", '', '//evil.example', '/api//x', 'http://', 'https://', 'http:///x', 'ftp://x', 'HTTP://x',
        'http://a b', 'http://a?x=1', 'http://a#f', 'http://é.example', 'http://[::1]:80', 'api', ' /api', '/api ', 'http://x\ty', 42,
      ],
      projectID: ['proj_1', '', ' p', 'p q', 'é', 7],
      timeout: [1, 60000, 2 ** 32 - 1, 0, -1, 1.5, 2 ** 32, NaN, Infinity, '5', true],
      maxRetries: [0, 2, -0, 2 ** 32 - 1, -1, 0.5, 2 ** 32, '2'],
      fetch: [fetch, () => {}, async () => {}, class {}, {}, 'fetch'],
      credentials: ['omit', 'same-origin', 'include', 'always', '', 'OMIT'],
      stream: ['fetch', 'eventsource', 'ws'],
      projectHeader: ['X-Kernel-Project-Id', 'x_project.id~1', "a!*'b", 'Authorization', 'AUTHORIZATION', 'bad header', 'a(b)', 'a(', ')b', 'a:b', 'a"b', '', 'é', 5],
      defaultHeaders: [{ 'x-a': 'b' }, { authorization: 'x' }, 'x'],
      timout: [5],
    };
    const proxied = { baseURL: '/api', credentials: 'same-origin', stream: 'eventsource' };
    const cases = [
      undefined, null, {}, base, 5, 'options', [], () => {}, Object.create({ apiKey: 'inherited' }), { ...base, projectID: undefined, timeout: null },
      proxied, { ...proxied, apiKey: null, projectID: undefined }, { ...proxied, apiKey: 'k' }, { ...proxied, projectID: 'p' }, { ...proxied, defaultHeaders: { 'x-a': 'b' } },
      { ...proxied, projectHeader: 'X-Kernel-Project-Id' },
    ];
    for (const [key, list] of Object.entries(values)) {
      for (const value of list) cases.push({ ...base, [key]: value }, { [key]: value });
    }
    const common = [
      base,
      { baseURL: '/api', credentials: 'same-origin', stream: 'fetch' },
      proxied,
      { ...base, projectID: 'proj_1', projectHeader: 'X-Kernel-Project-Id', timeout: 5000, maxRetries: 0, fetch },
    ];
    const verdicts = [...cases, ...common].map((options) => {
      const shown = options && typeof options === 'object' ? JSON.stringify(options, (k, v) => (typeof v === 'function' ? 'function' : v)) : String(options);
      let read;
      try {
        // As the client reads them: its own copy.
        read = options && typeof options === 'object' ? { ...options } : options;
        checkClientOptions(read);
      } catch (error) {
        return { options: shown, reader: error instanceof sdk.ValidationError ? error.path : `threw ${error}` };
      }
      let core = 'accepted';
      try {
        new sdk.WasmClient(read ?? {});
      } catch (error) {
        core = error instanceof sdk.ValidationError ? 'refused' : `threw ${error}`;
      }
      let constructed = 'accepted';
      try {
        new sdk.Client(options);
      } catch (error) {
        constructed = error instanceof sdk.ValidationError ? 'refused' : `threw ${error}`;
      }
      return { options: shown, reader: 'read', page: coreWouldAccept(read), core, constructed };
    });
    const sent = [];
    const options = { apiKey: 'sk_test', baseURL: `${location.origin}/api`, credentials: 'same-origin', maxRetries: 0 };
    options.fetch = (url, init) => {
      sent.push(url);
      return fetch(url, init);
    };
    const plain = new sdk.Client(options);
    // Changed after construction: the client keeps what it was given.
    options.baseURL = 'http://elsewhere.invalid';
    await plain.projects.list();
    await plain.projects.list();
    return { verdicts, commonFrom: cases.length, sent };
  });
  const { verdicts, commonFrom, sent } = result;
  const read = verdicts.filter((v) => v.reader === 'read');
  const refusedByReader = verdicts.filter((v) => v.reader !== 'read');
  assert.deepEqual(refusedByReader.filter((v) => !v.reader.startsWith('options')), [], 'the reader refuses with ValidationError, naming the option');
  assert.ok(refusedByReader.length >= 25, `the reader refuses many: unknown options and wrong types (${refusedByReader.length})`);
  assert.deepEqual(read.filter((v) => v.core.startsWith('threw')), [], 'the core accepts or refuses with ValidationError');
  assert.deepEqual(read.filter((v) => v.page && v.core !== 'accepted'), [], 'every option set the page accepts, the core accepts');
  assert.deepEqual(read.filter((v) => v.constructed !== v.core), [], 'the constructor throws exactly where the core refuses');
  assert.ok(read.filter((v) => v.core === 'refused').length >= 40, 'the cases hold many values the core refuses');
  assert.ok(read.filter((v) => v.page).length >= 40, 'and many the page accepts');
  assert.deepEqual(verdicts.slice(commonFrom).map((v) => v.page), [true, true, true, true], 'common options are accepted by the page');
  assert.equal(sent.length, 2);
  for (const url of sent) assert.equal(new URL(url).pathname, '/api/org/projects', 'sent where the options said at construction');
});

test('log streams survive cuts in both stream modes, delivering each event once and in order', async (t) => {
  const started = await callSimulator('POST', '/_sim/browsers');
  const id = started.body.id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  const lines = Array.from({ length: 2000 }, (_, n) => `l-${String(n + 1).padStart(4, '0')}`);
  await callSimulator('POST', `/_sim/browsers/${id}/logs`, { path: '/var/log/cut.log', lines });
  const path = `/browsers/${id}/logs/stream`;
  await callSimulator('POST', '/_sim/faults', { sse_cut_after_events: 150, sse_retry_ms: 5, path_prefix: path });
  t.after(() => callSimulator('POST', '/_sim/faults', {}));
  const result = await inPage(
    async ({ makeClient, arg }) => {
      const read = {};
      for (const stream of ['fetch', 'eventsource']) {
        const messages = [];
        for await (const event of makeClient({ stream }).browsers.logs.stream(arg, { source: 'path', path: '/var/log/cut.log' })) {
          messages.push(event.message);
        }
        read[stream] = messages;
      }
      return read;
    },
    id,
  );
  for (const mode of ['fetch', 'eventsource']) {
    assert.equal(result[mode].length, lines.length, `${mode}: every event`);
    assert.ok(result[mode].every((message, n) => message === lines[n]), `${mode}: once each, in order`);
  }
  const log = await callSimulator('GET', '/_sim/requests');
  const resumed = log.body.filter((entry) => entry.path === path && entry.headers['last-event-id']);
  assert.ok(resumed.length >= 2 * 13, `both modes resumed after each cut (${resumed.length})`);
});

test('close() ends a stream whose next() waits on the network at once, and the service sees it closed', async (t) => {
  const started = await callSimulator('POST', '/_sim/browsers');
  const id = started.body.id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  const path = `/browsers/${id}/logs/stream`;
  await callSimulator('POST', '/_sim/faults', { heartbeat_ms: 60000, path_prefix: path });
  t.after(() => callSimulator('POST', '/_sim/faults', {}));
  const openStreams = async () => {
    const view = await callSimulator('GET', '/_sim/streams');
    return view.body.streams.filter((stream) => stream.path === path && stream.open).length;
  };
  for (const stream of ['fetch', 'eventsource']) {
    const page = await openSdkPage(env);
    try {
      await page.evaluate(
        ({ stream, id }) => {
          const client = new window.sdk.Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream });
          window.followed = client.browsers.logs.stream(id, { source: 'supervisor', supervisor_process: 'quiet', follow: true });
          window.pending = window.followed.next();
        },
        { stream, id },
      );
      for (let tries = 0; (await openStreams()) === 0; tries++) {
        assert.ok(tries < 100, `${stream}: the stream opened`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const outcome = await page.evaluate(async () => {
        const started = performance.now();
        window.followed.close();
        const result = await window.pending;
        return { done: result.done, waited: performance.now() - started };
      });
      assert.equal(outcome.done, true, `${stream}: the waiting next() resolves as done`);
      assert.ok(outcome.waited < 1000, `${stream}: at once (${outcome.waited} ms)`);
      for (let tries = 0; (await openStreams()) > 0; tries++) {
        assert.ok(tries < 50, `${stream}: the service saw the stream close`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(page.errors, []);
    } finally {
      await page.context().close();
    }
  }
});

test('EventSource mode with an API key is refused: an EventSource cannot send the Authorization header', async () => {
  const result = await inPage(async ({ sdk, describe }) => {
    try {
      new sdk.Client({ baseURL: location.origin, apiKey: 'sk_in_page_secret', stream: 'eventsource' });
      return null;
    } catch (error) {
      return describe(error);
    }
  });
  assert.deepEqual(result.classes.sort(), ['APIError', 'ValidationError']);
  assert.equal(result.path, 'stream');
  assert.match(result.message, /EventSource cannot send an Authorization header/);
  assert.ok(!result.message.includes('sk_in_page_secret'), 'the key is not in the message');
});

test('a page has the official SDK shape: getPaginatedItems, iterPages over every page, next_offset null when the service sent none', async (t) => {
  const prefix = unique('pages');
  const ids = [];
  for (let i = 0; i < 3; i += 1) {
    const created = await callSimulator('POST', '/org/projects', { name: `${prefix}-${i}` });
    assert.equal(created.status, 201);
    ids.push(created.body.id);
  }
  t.after(() => Promise.all(ids.map((id) => callSimulator('DELETE', `/org/projects/${id}`))));
  const result = await inPage(
    async ({ makeClient, sent, arg }) => {
      // The service's responses, less X-Next-Offset: as a service that sends no next offset.
      const withoutNextOffset = async (url, init) => {
        sent.push(`${init.method} ${new URL(url).pathname}`);
        const response = await fetch(url, init);
        const headers = new Headers(response.headers);
        headers.delete('x-next-offset');
        return new Response(response.body, { status: response.status, headers });
      };
      const first = await makeClient().projects.list({ query: arg, limit: 2 });
      const pages = [];
      for await (const page of first.iterPages()) {
        pages.push({ names: page.getPaginatedItems().map((p) => p.name), same: page.getPaginatedItems() === page.items, next_offset: page.next_offset });
      }
      const fetched = sent.length;
      const bare = await makeClient({ fetch: withoutNextOffset }).projects.list({ query: arg, limit: 5 });
      return { pages, fetched, bare: { count: bare.items.length, next_offset: bare.next_offset, hasNext: bare.hasNextPage() } };
    },
    prefix,
  );
  assert.equal(result.pages.length, 2, 'two pages of at most two');
  assert.equal(result.fetched, 2, 'each page fetched once');
  assert.deepEqual(result.pages.map((p) => p.names.length), [2, 1]);
  assert.ok(result.pages.every((p) => p.same), 'getPaginatedItems() gives the items');
  assert.deepEqual(result.pages.map((p) => p.next_offset), [2, 3]);
  assert.deepEqual(result.bare, { count: 3, next_offset: null, hasNext: false });
});

test('withOptions makes a client with some options changed, keeping the others; the first client is unchanged', async () => {
  const result = await inPage(async ({ makeClient, describe, sent }) => {
    const base = makeClient();
    const scoped = base.withOptions({ projectID: 'proj_not_there' });
    let refused = null;
    try {
      await scoped.auth.connections.list({ limit: 1 });
    } catch (error) {
      refused = describe(error);
    }
    const still = await base.auth.connections.list({ limit: 1 });
    return { refused, baseListed: Array.isArray(still.items), sent: [...sent], isClient: scoped instanceof base.constructor };
  });
  assert.equal(result.isClient, true);
  // The service answered (the proxy's base URL and credentials carried over) and read the new project header.
  assert.equal(result.refused?.status, 404);
  assert.equal(result.refused?.code, 'project_not_found');
  assert.equal(result.baseListed, true, 'the first client still lists in its own scope');
  assert.deepEqual(result.sent, ['GET /api/auth/connections', 'GET /api/auth/connections'], 'both through the first client\'s fetch');
});

test('each resource is built at its first use on a client and kept: the same object every time, none shared between clients', async () => {
  const result = await inPage(async ({ sdk, makeClient, sent }) => {
    const client = makeClient();
    const other = makeClient();
    const keysAtFirst = Object.keys(client);
    const connections = client.auth.connections;
    const { retrieve } = connections;
    let missing = null;
    try {
      await retrieve('conn_not_there');
    } catch (error) {
      missing = error.status;
    }
    return {
      keysAtFirst,
      keysAfter: Object.keys(client),
      same: client.auth === client.auth && client.auth.connections === connections,
      shared: other.auth === client.auth || other.auth.connections.retrieve === retrieve,
      onThePrototype: sdk.Client.prototype.auth,
      missing,
      listed: Array.isArray((await client.projects.list()).items),
      sent: [...sent],
    };
  });
  assert.deepEqual(result.keysAtFirst, [], 'nothing built at construction');
  assert.deepEqual(result.keysAfter, ['auth'], 'the resource used, and it alone');
  assert.equal(result.same, true, 'the same resource object at every use');
  assert.equal(result.shared, false, 'each client has its own');
  assert.equal(result.onThePrototype, undefined, 'the class itself holds no client\'s resources');
  assert.equal(result.missing, 404, 'a method taken off its resource still calls the service');
  assert.equal(result.listed, true);
  assert.deepEqual(result.sent, ['GET /api/auth/connections/conn_not_there', 'GET /api/org/projects']);
});

test('a resource answers any method name at its call: a name the service lacks rejects naming it, sends nothing, and awaiting a resource is not a call', async () => {
  const result = await inPage(async ({ makeClient, sent }) => {
    const client = makeClient();
    const projects = client.projects;
    let unknown = null;
    try {
      await projects.craete({ name: 'typo' });
    } catch (error) {
      unknown = { name: error.name, message: error.message };
    }
    const awaited = await Promise.race([
      Promise.resolve(projects).then((value) => value === projects),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2000)),
    ]);
    return {
      unknown,
      awaited,
      sameFunction: projects.retrieve === projects.retrieve,
      json: JSON.stringify(client.browsers.replays),
      symbol: projects[Symbol.iterator],
      probe: projects.$$typeof,
      childKept: client.projects.limits === client.projects.limits,
      sent: [...sent],
    };
  });
  assert.deepEqual(result.unknown, { name: 'TypeError', message: "client.projects.craete is not a method of the service's API" });
  assert.equal(result.awaited, true, 'a resource is not a thenable');
  assert.equal(result.sameFunction, true, 'a method is made once and kept');
  assert.equal(result.json, '{}', 'a resource serializes as a plain object');
  assert.equal(result.symbol, undefined);
  assert.equal(result.probe, undefined, 'a probe that is not a method name is not a method');
  assert.equal(result.childKept, true);
  assert.deepEqual(result.sent, [], 'nothing reached the service');
});

test('withResponse() and asResponse() give the browser Response beside the data, and an answered error carries its headers', async (t) => {
  const name = unique('with-response');
  const created = await callSimulator('POST', '/org/projects', { name });
  assert.equal(created.status, 201);
  t.after(() => callSimulator('DELETE', `/org/projects/${created.body.id}`));
  const result = await inPage(
    async ({ makeClient, describe, sent, arg }) => {
      const client = makeClient();
      const { data, response, request_id } = await client.projects.retrieve(arg).withResponse();
      const alone = await client.projects.retrieve(arg).asResponse();
      const listed = await client.projects.list({ name: arg }).withResponse();
      const plain = await client.projects.retrieve(arg);
      let failed = null;
      try {
        await client.projects.retrieve('no-such-project').withResponse();
      } catch (error) {
        failed = { ...describe(error), headers: error.headers instanceof Headers, requestId: error.headers?.get('x-request-id') };
      }
      let unanswered = null;
      try {
        await makeClient({ fetch: () => Promise.reject(new TypeError('offline')) }).projects.retrieve(arg);
      } catch (error) {
        unanswered = { name: error.name, headers: error.headers };
      }
      return {
        name: data.name,
        isResponse: response instanceof Response,
        status: response.status,
        bodyUsed: response.bodyUsed,
        request_id,
        headerId: response.headers.get('x-request-id'),
        aloneStatus: alone.status,
        listed: { count: listed.data.items.length, hasMore: listed.response.headers.get('x-has-more') },
        plainName: plain.name,
        failed,
        unanswered,
        sent: sent.length,
      };
    },
    name,
  );
  assert.equal(result.name, name);
  assert.equal(result.isResponse, true);
  assert.equal(result.status, 200);
  assert.equal(result.bodyUsed, true, 'the SDK read the body');
  assert.match(result.request_id, /^req_/);
  assert.equal(result.request_id, result.headerId);
  assert.equal(result.aloneStatus, 200);
  assert.deepEqual(result.listed, { count: 1, hasMore: 'false' });
  assert.equal(result.plainName, name, 'awaiting the promise gives the data as before');
  assert.equal(result.failed?.name, 'NotFoundError');
  assert.equal(result.failed?.headers, true, 'the error carries the response headers');
  assert.match(result.failed?.requestId ?? '', /^req_/);
  assert.deepEqual(result.unanswered, { name: 'APIConnectionError', headers: undefined }, 'no response, no headers');
  assert.equal(result.sent, 5, 'one request per call: nothing sent twice for the Response');
});
