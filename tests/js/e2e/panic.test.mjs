// A panic inside the wasm, forced on purpose (the package's hidden test hook,
// Client.__panicForTests): the npm build aborts at once on a panic, a trap
// that would leave calls pending forever and the module's state broken. The
// calls in flight must reject with SDKPanicError, and the next call must
// succeed, on the same client and on new ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, openSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

// Runs `body` in a fresh SDK page with `describe` and a same-origin client
// maker whose fetch can be held back, and returns its result.
async function inPage(body) {
  const page = await openSdkPage(env);
  try {
    const result = await page.evaluate(
      async ({ source, describeSource }) => {
        const describe = new Function(`return (${describeSource})`)();
        const makeClient = (delayMs = 0) =>
          new window.sdk.Client({
            baseURL: `${location.origin}/api`,
            credentials: 'same-origin',
            maxRetries: 0,
            fetch: async (url, init) => {
              await new Promise((resolve) => setTimeout(resolve, delayMs));
              return fetch(url, init);
            },
          });
        // Each promise settles, or the test fails on this deadline instead of hanging.
        const settled = (promise, ms = 5_000) =>
          Promise.race([
            promise.then(
              (value) => ({ ok: true, value }),
              (error) => ({ ok: false, error: describe(error) }),
            ),
            new Promise((resolve) => setTimeout(() => resolve({ pending: true }), ms)),
          ]);
        const fn = new Function(`return (${source})`)();
        return fn({ sdk: window.sdk, makeClient, settled });
      },
      { source: body.toString(), describeSource: describeErrorSource },
    );
    return { result, errors: page.errors.map((error) => error.message) };
  } finally {
    await page.context().close();
  }
}

for (const afterAwait of [false, true]) {
  const where = afterAwait ? 'inside a future, after an await' : 'at once, inside the call';
  test(`a panic ${where} rejects the helpers in flight with SDKPanicError, one-shot calls in flight finish, and the next calls succeed`, async () => {
    const { result, errors } = await inPage(
      `async ({ sdk, makeClient, settled }) => {
        const client = makeClient(400);
        const oneShot = client.projects.list();
        const helper = client.auth.connections.getOrCreate({
          domain: 'panic.example.com',
          profile_name: 'panic-' + Math.random().toString(36).slice(2),
        });
        // Let both reach their (held back) fetches first.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const panicked = await settled(sdk.Client.__panicForTests(${afterAwait}));
        const stranded = await settled(helper);
        const finished = await settled(oneShot.then((page) => Array.isArray(page.items)));
        const sameClient = await settled(client.projects.list().then((page) => Array.isArray(page.items)));
        const newClient = await settled(makeClient().projects.list().then((page) => Array.isArray(page.items)));
        const missing = await settled(makeClient().projects.retrieve('no-such-project'));
        // The restarted flows module builds typed errors too.
        const missingFlow = await settled(makeClient().auth.connections.waitForLogin('no-such-connection'));
        return { panicked, stranded, finished, sameClient, newClient, missing, missingFlow };
      }`,
    );
    for (const name of ['panicked', 'stranded']) {
      const outcome = result[name];
      assert.equal(outcome.pending, undefined, `${name} settled`);
      assert.equal(outcome.ok, false, `${name} rejected`);
      assert.equal(outcome.error.name, 'SDKPanicError', `${name}: ${outcome.error.message}`);
      assert.ok(outcome.error.classes.includes('APIError'), `${name} is an APIError`);
      assert.equal(outcome.error.code, 'sdk_panic');
      assert.match(outcome.error.message, /restarted/);
    }
    assert.deepEqual(result.finished, { ok: true, value: true }, 'a one-shot call in flight keeps no state in the wasm: it finishes');
    assert.deepEqual(result.sameClient, { ok: true, value: true }, 'the same client works afterwards');
    assert.deepEqual(result.newClient, { ok: true, value: true }, 'a new client works afterwards');
    assert.equal(result.missing.error?.name, 'NotFoundError', 'errors are typed as before');
    assert.equal(result.missingFlow.error?.name, 'NotFoundError', "the flows module's errors are typed as before");
    assert.ok(result.missingFlow.error.classes.includes('APIError'), "the flows module's error is an APIError");
    assert.deepEqual(errors, [], 'the trap is handled, not reported as uncaught');
  });
}

test('a panic stops an event stream in flight with SDKPanicError', async () => {
  const { result, errors } = await inPage(
    `async ({ sdk, makeClient, settled }) => {
      const client = makeClient();
      const connection = await client.auth.connections.create({
        domain: 'panic.example.com',
        profile_name: 'panic-' + Math.random().toString(36).slice(2),
      });
      await client.auth.connections.login(connection.id);
      // The panic comes from the flows module: loaded first, so that it
      // strikes at once.
      await sdk.initFlows();
      const events = client.auth.connections.follow(connection.id);
      // Read up to the step that waits for the person: the next read then
      // waits on the network until the panic stops it.
      let first = await settled(events.next());
      while (first.ok && first.value.value?.flow_step !== 'AWAITING_INPUT' && !first.value.done) {
        first = await settled(events.next());
      }
      const next = events.next();
      await settled(sdk.Client.__panicForTests(true));
      const stopped = await settled(next);
      await client.auth.connections.delete(connection.id);
      return { first, stopped };
    }`,
  );
  assert.equal(result.first.ok, true, 'the stream delivered before the panic');
  assert.equal(result.first.value.value?.flow_step, 'AWAITING_INPUT', 'read up to the step that waits');
  assert.equal(result.stopped.pending, undefined, 'the waiting next() settled');
  assert.equal(result.stopped.ok, false);
  assert.equal(result.stopped.error.name, 'SDKPanicError');
  assert.deepEqual(errors, []);
});
