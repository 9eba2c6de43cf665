// Apps, deployments, invocations, API keys and the audit log through the
// npm package in a real page: a zip built in Node is deployed from the page
// as a Blob, its build events are followed to their end, an asynchronous
// invocation streams until it is ended, and a new API key's plaintext shows
// only in the create answer, never in an error or another answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { storedZip } from '../../../www/server/zip.mjs';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a deployed archive is followed to running and its actions run', async () => {
  const app = `js-${Math.random().toString(36).slice(2, 8)}`;
  const zip = [...storedZip({ 'src/app.ts': `new Kernel.App('${app}');\napp.action('scrape', f);\napp.action('ping', g);\n` })];
  const result = await inSdkPage(
    env,
    async ({ makeClient, describe, arg }) => {
      const client = makeClient();
      const file = new Blob([new Uint8Array(arg.zip)], { type: 'application/zip' });
      const deployment = await client.deployments.create({ file, entrypoint_rel_path: 'src/app.ts', version: '2.0.0' });
      const events = [];
      for await (const event of client.deployments.follow(deployment.id)) {
        events.push(event.event === 'deployment_state' ? event.deployment.status : event.event);
      }
      const apps = await client.apps.list({ app_name: arg.app });
      const sync = await client.invocations.create({ app_name: arg.app, version: '2.0.0', action_name: 'scrape', payload: '{"n":2}' });
      const started = await client.invocations.create({ app_name: arg.app, version: '2.0.0', action_name: 'ping', async: true });
      const stream = client.invocations.follow(started.id);
      const first = await stream.next();
      await client.invocations.update(started.id, { status: 'failed', output: '"boom"' });
      const states = [first.value.invocation.status];
      for await (const event of stream) if (event.event === 'invocation_state') states.push(event.invocation.status);
      const browsers = await client.invocations.listBrowsers(started.id);
      await client.invocations.deleteBrowsers(started.id);
      let unsent;
      try {
        await client.invocations.create({ app_name: arg.app, version: '2.0.0', action_name: 'ping', async_timeout_seconds: 1 });
      } catch (error) {
        unsent = describe(error);
      }
      await client.deployments.delete(deployment.id);
      const stopped = await client.deployments.retrieve(deployment.id);
      return { deployment, events, apps, sync, states, browsers, unsent, stopped: stopped.status };
    },
    { zip, app },
  );
  assert.equal(result.deployment.status, 'running');
  assert.deepEqual(result.events, ['queued', 'log', 'in_progress', 'log', 'app_version_summary', 'running']);
  assert.deepEqual(result.apps.items[0].actions.map((a) => a.name), ['scrape', 'ping']);
  assert.equal(result.sync.status, 'succeeded');
  assert.match(result.sync.output, /"n":2/);
  assert.deepEqual(result.states, ['running', 'failed']);
  assert.deepEqual(result.browsers, { browsers: [] });
  assert.match(result.unsent.message, /async_timeout_seconds/);
  assert.equal(result.stopped, 'stopped');
});

test('an API key shows once, works until deleted, and its writes are audited', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const start = new Date(Date.now() - 60_000).toISOString();
    const created = await client.apiKeys.create({ name: 'js-ci', days_to_expire: 7 });
    const plaintext = created.key;
    const withKey = new window.sdk.Client({ baseURL: `${location.origin}/api`, apiKey: plaintext, maxRetries: 0 });
    const read = await client.apiKeys.retrieve(created.id);
    const rotated = await client.apiKeys.rotate(created.id);
    let afterRotate;
    try {
      await client.apiKeys.retrieve(created.id);
    } catch (error) {
      afterRotate = describe(error);
    }
    await client.apiKeys.update(rotated.id, { name: 'js-ci-2' });
    await client.apiKeys.delete(rotated.id);
    const deleted = await client.apiKeys.retrieve(rotated.id, { include_deleted: true });
    const end = new Date(Date.now() + 60_000).toISOString();
    const entries = [];
    for await (const entry of client.auditLogs.list({ start, end, search: '/org/api_keys' })) entries.push(`${entry.method} ${entry.status}`);
    const chunk = await client.auditLogs.exportChunk({ start, end, limit: 2 });
    const lines = (await chunk.text()).trim().split('\n');
    const shown = [JSON.stringify(read), JSON.stringify(deleted), JSON.stringify(afterRotate), String(withKey)].join('\n');
    return { plaintext, masked: created.masked_key, leaked: shown.includes(plaintext), afterRotate, entries, lines: lines.map((line) => JSON.parse(line).method) };
  });
  assert.match(result.plaintext, /^sk_/);
  assert.equal(result.masked.endsWith(result.plaintext.slice(-4)), true);
  assert.equal(result.leaked, false);
  assert.equal(result.afterRotate.status, 404);
  assert.deepEqual(result.entries.slice(0, 4), ['DELETE 204', 'PATCH 200', 'POST 200', 'POST 200']);
  assert.deepEqual(result.lines, ['DELETE', 'PATCH']);
});
