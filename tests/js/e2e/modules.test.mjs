// The package's two wasm modules in a real page: `init()` loads the calls
// module (one-shot calls and event streams); the flows module (the
// login-flow helpers and login sessions) is fetched at the first of them,
// once, or ahead of time by `initFlows()`. A page that only completes a
// login loads the flows module alone, and with the session entry
// (`browser-cloud-sdk/session`) none of the client's JavaScript either.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, profileFor, simulator, useDemo } from './harness.mjs';

const env = useDemo();
const CALLS = '/pkg/browser_cloud_sdk_bg.wasm';
const FLOWS = '/pkg/browser_cloud_sdk_flows_bg.wasm';

// A page of the demo server's origin that runs no script of its own (the
// package's package.json), with the package's `entry` imported as
// `window.sdk` (no `init()` yet), recording the path of every wasm file it
// requests.
async function bareSdkPage(entry = '/pkg/browser_cloud_sdk.js') {
  const page = await env.newPage();
  page.wasm = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.wasm')) page.wasm.push(path);
  });
  await page.goto(`${env.origin}/pkg/package.json`);
  await page.evaluate(async (entry) => {
    window.sdk = await import(entry);
  }, entry);
  return page;
}

// Runs `body` (source text, given `sdk` and `arg`) in the page.
function run(page, body, arg) {
  return page.evaluate(
    ({ source, arg }) => new Function(`return (${source})`)()({ sdk: window.sdk, arg }),
    { source: body.toString(), arg },
  );
}

// The page's client: the demo server's same-origin proxy holds the key.
const CLIENT = `{ baseURL: location.origin + '/api', credentials: 'same-origin', maxRetries: 0 }`;

test('one-shot calls and event streams load the calls module alone; the first helper loads the flows module, once', async (t) => {
  const page = await bareSdkPage();
  try {
    const profile = profileFor(t, 'modules');
    const calls = await run(
      page,
      `async ({ sdk, arg }) => {
        await sdk.default();
        const client = new sdk.Client(${CLIENT});
        const page = await client.projects.list();
        const connection = await client.auth.connections.create({ domain: 'modules.example.com', profile_name: arg });
        await client.auth.connections.login(connection.id);
        const steps = [];
        for await (const event of client.auth.connections.follow(connection.id)) {
          steps.push(event.flow_step);
          if (event.flow_step === 'AWAITING_INPUT') break;
        }
        return { projects: page.items.length, steps };
      }`,
      profile,
    );
    assert.ok(calls.projects > 0, 'projects listed');
    assert.equal(calls.steps.at(-1), 'AWAITING_INPUT', `the stream delivered: ${calls.steps.join(' > ')}`);
    assert.deepEqual(page.wasm, [CALLS], 'only the calls module after one-shot calls and a stream');

    const helped = await run(
      page,
      `async ({ sdk, arg }) => {
        const client = new sdk.Client(${CLIENT});
        const first = await client.auth.connections.getOrCreate({ domain: 'modules.example.com', profile_name: arg });
        const again = await client.auth.connections.getOrCreate({ domain: 'modules.example.com', profile_name: arg });
        return { same: first.id === again.id };
      }`,
      profile,
    );
    assert.equal(helped.same, true, 'the helper found the connection it made');
    assert.deepEqual(page.wasm, [CALLS, FLOWS], 'the flows module fetched once, at the first helper');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the inline entry (browser-cloud-sdk/inline) loads the calls module from its own bundle: calls and a stream work with no wasm request, and it restarts after a panic', async (t) => {
  const page = await bareSdkPage('/pkg/inline.js');
  try {
    const result = await run(
      page,
      `async ({ sdk, arg }) => {
        const loading = sdk.default();
        const same = sdk.default() === loading;
        const exports = await loading;
        const client = new sdk.Client(${CLIENT});
        const projects = await client.projects.list();
        const connection = await client.auth.connections.create({ domain: 'modules.example.com', profile_name: arg });
        const read = await client.auth.connections.retrieve(connection.id);
        await client.auth.connections.login(connection.id);
        const steps = [];
        for await (const event of client.auth.connections.follow(connection.id)) {
          steps.push(event.flow_step);
          if (event.flow_step === 'AWAITING_INPUT') break;
        }
        const refused = await client.auth.connections.create({ domain: 'modules.example.com', profile_name: arg, colour: 'red' }).then(
          () => null,
          (error) => ({ typed: error instanceof sdk.ValidationError, message: error.message }),
        );
        const main = await import('/pkg/browser_cloud_sdk.js');
        return {
          same,
          memory: exports.memory instanceof WebAssembly.Memory,
          projects: projects.items.length,
          read: read.id === connection.id,
          steps,
          refused,
          shared: sdk.Client === main.Client && sdk.APIError === main.APIError,
        };
      }`,
      profileFor(t, 'modules-inline'),
    );
    assert.equal(result.same, true, 'a second init() returns the first one\'s promise');
    assert.equal(result.memory, true, 'init() resolves with the module\'s exports');
    assert.ok(result.projects > 0, 'projects listed');
    assert.equal(result.read, true, 'the connection read back');
    assert.equal(result.steps.at(-1), 'AWAITING_INPUT', `the stream delivered: ${result.steps.join(' > ')}`);
    assert.equal(result.refused?.typed, true, 'the core still checks request bodies');
    assert.match(result.refused.message, /colour/, 'and names the field');
    assert.equal(result.shared, true, 'the same classes as the main entry');
    assert.deepEqual(page.wasm, [], 'no wasm file requested');

    // After a panic (its test hook lives in the flows module, fetched as a
    // file), the calls module restarts from the module the entry compiled:
    // a create, whose body the calls module checks, goes through.
    const restarted = await run(
      page,
      `async ({ sdk, arg }) => {
        const panic = await sdk.Client.__panicForTests(false).then(() => 'no panic', (error) => error.name);
        const client = new sdk.Client(${CLIENT});
        const created = await client.auth.connections.create({ domain: 'modules.example.com', profile_name: arg + '-after' });
        await client.auth.connections.delete(created.id);
        return { panic, created: typeof created.id };
      }`,
      profileFor(t, 'modules-inline'),
    );
    assert.deepEqual(restarted, { panic: 'SDKPanicError', created: 'string' });
    assert.deepEqual(page.wasm, [FLOWS], 'the flows module alone fetched, for the panic');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

// A connection whose login has started, as an app's backend starts it: the
// connection and the login's answer (its hosted_url).
async function startedLogin(t, prefix) {
  const created = await callSimulator('POST', '/auth/connections', {
    domain: 'modules.example.com',
    profile_name: profileFor(t, prefix),
  });
  assert.equal(created.status, 201);
  const login = await callSimulator('POST', `/auth/connections/${created.body.id}/login`, {});
  assert.ok(login.status < 300, `login started (${login.status})`);
  return { created, login };
}

test('a page that only completes a login needs no init(): the session loads the flows module alone', async (t) => {
  const { created, login } = await startedLogin(t, 'modules-session');
  const page = await bareSdkPage();
  try {
    const result = await run(
      page,
      `async ({ sdk, arg }) => {
        const session = await sdk.ManagedAuthSession.fromHostedUrl(arg.hostedUrl, { baseURL: arg.simUrl });
        const id = session.connectionId;
        const fields = session.prompt?.fields?.length ?? null;
        session.close();
        // The calls module was never loaded: a one-shot call says to call init().
        const call = await new sdk.Client({ baseURL: arg.simUrl }).projects.list().then(
          () => 'answered',
          (error) => error.message,
        );
        return { id, fields, call };
      }`,
      { hostedUrl: login.body.hosted_url, simUrl: simulator().url },
    );
    assert.equal(result.id, created.body.id);
    assert.match(result.call, /not initialized/);
    assert.deepEqual(page.wasm, [FLOWS], 'the flows module alone');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the session entry (browser-cloud-sdk/session) loads neither the client nor the calls module, and its session works', async (t) => {
  const { created, login } = await startedLogin(t, 'modules-entry');
  const page = await env.newPage();
  const scripts = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pkg/')) scripts.push(path);
  });
  try {
    await page.goto(`${env.origin}/pkg/package.json`);
    const result = await page.evaluate(
      async ({ hostedUrl, simUrl }) => {
        const entry = await import('/pkg/login-session.js');
        const session = await entry.ManagedAuthSession.fromHostedUrl(hostedUrl, { baseURL: simUrl });
        const first = await session.watch()[Symbol.asyncIterator]().next();
        session.close();
        const refused = await entry.ManagedAuthSession.fromHostedUrl('https://example.com/no-code', { baseURL: simUrl }).then(
          () => null,
          (error) => ({ name: error.name, typed: error instanceof entry.ValidationError && error instanceof entry.APIError }),
        );
        return { id: session.connectionId, step: first.value?.flow_step, refused, exports: Object.keys(entry).sort() };
      },
      { hostedUrl: login.body.hosted_url, simUrl: simulator().url },
    );
    assert.equal(result.id, created.body.id);
    assert.ok(result.step, 'the watch delivered the connection\'s state');
    assert.deepEqual(result.refused, { name: 'ValidationError', typed: true }, 'errors are the package\'s classes');
    assert.ok(result.exports.includes('ManagedAuthSession') && result.exports.includes('initFlows'));
    assert.ok(!result.exports.includes('Client'), 'no client in the session entry');
    for (const module of ['/pkg/browser_cloud_sdk.js', '/pkg/client.js', '/pkg/send.js', '/pkg/stream.js', CALLS]) {
      assert.ok(!scripts.includes(module), `${module} was not loaded (${scripts.join(', ')})`);
    }
    assert.ok(scripts.includes(FLOWS), 'the flows module was loaded');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('initFlows() loads the flows module ahead of time, from a URL given; a failed load is tried again', async () => {
  const page = await bareSdkPage();
  try {
    const result = await run(
      page,
      `async ({ sdk }) => {
        const missing = await sdk.initFlows('/pkg/no-such-module.wasm').then(
          () => 'loaded',
          (error) => error.message,
        );
        const loaded = await sdk.initFlows('/pkg/browser_cloud_sdk_flows_bg.wasm');
        const again = await sdk.initFlows();
        return { missing, loaded: loaded === undefined, again: again === undefined };
      }`,
    );
    assert.match(result.missing, /login-flow module \(browser_cloud_sdk_flows_bg\.wasm\).*404/, `the failed load names the module and says why: ${result.missing}`);
    assert.deepEqual([result.loaded, result.again], [true, true]);
    assert.deepEqual(page.wasm, ['/pkg/no-such-module.wasm', FLOWS], 'loaded once after the failure, not again');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
