// Every operation that only Rust tests reached before, proven through the
// JavaScript facade (client.js) in a real page: project limits, organization
// limits, and each delete. The page talks to the demo server's /api proxy,
// which adds the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, openSdkPage, unique, useDemo } from './harness.mjs';

const env = useDemo();

// Runs `body(client, arg)` in a fresh SDK page; errors come back as plain data.
async function withClient(body, arg) {
  const page = await openSdkPage(env);
  try {
    const result = await page.evaluate(
      async ({ source, arg }) => {
        const client = new window.sdk.Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin' });
        const settle = async (promise) => {
          try {
            return { value: await promise };
          } catch (error) {
            return { error: { name: error.name, status: error.status, code: error.code, isApiError: error instanceof window.sdk.APIError } };
          }
        };
        const fn = new Function(`return (${source})`)();
        return fn(client, settle, arg);
      },
      { source: body.toString(), arg },
    );
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    return result;
  } finally {
    await page.context().close();
  }
}

test('projects.limits.retrieve and update set, read back and clear a project cap', async () => {
  const result = await withClient(
    async (client, settle, name) => {
      const project = await client.projects.create({ name });
      const before = await client.projects.limits.retrieve(project.id);
      const set = await client.projects.limits.update(project.id, { max_concurrent_sessions: 3 });
      const read = await client.projects.limits.retrieve(project.id);
      const cleared = await client.projects.limits.update(project.id, { max_concurrent_sessions: 0 });
      const refused = await settle(client.projects.limits.update(project.id, { max_pooled_sessions: 2 }));
      await client.projects.delete(project.id);
      return { before, set, read, cleared, refused };
    },
    unique('limits'),
  );
  assert.equal(result.before.max_concurrent_sessions, null, 'no cap at first');
  assert.equal(result.set.max_concurrent_sessions, 3);
  assert.equal(result.read.max_concurrent_sessions, 3, 'the cap reads back');
  assert.equal(result.cleared.max_concurrent_sessions, null, '0 clears the cap');
  assert.equal(result.refused.error?.name, 'ValidationError', 'a deprecated field is refused before sending');
});

test('organization.limits.retrieve and update set and clear the default per-project cap', async () => {
  const result = await withClient(async (client) => {
    const before = await client.organization.limits.retrieve();
    const set = await client.organization.limits.update({ default_project_max_concurrent_sessions: 4 });
    const read = await client.organization.limits.retrieve();
    const cleared = await client.organization.limits.update({ default_project_max_concurrent_sessions: 0 });
    return { before, set, read, cleared };
  });
  assert.equal(typeof result.before.max_concurrent_sessions, 'number', "the plan's cap");
  assert.equal(result.set.default_project_max_concurrent_sessions, 4);
  assert.equal(result.read.default_project_max_concurrent_sessions, 4, 'the default reads back');
  assert.equal(result.cleared.default_project_max_concurrent_sessions, null, '0 clears the default');
  assert.equal(result.cleared.max_concurrent_sessions, result.before.max_concurrent_sessions, 'the plan cap is untouched');
});

test('projects.delete removes a project: it resolves with nothing, and the project is gone', async () => {
  const result = await withClient(
    async (client, settle, name) => {
      const project = await client.projects.create({ name });
      const deleted = await client.projects.delete(project.id);
      const after = await settle(client.projects.retrieve(project.id));
      const again = await settle(client.projects.delete(project.id));
      return { deleted: deleted === undefined, after, again };
    },
    unique('gone'),
  );
  assert.equal(result.deleted, true, 'delete resolves with undefined');
  assert.equal(result.after.error?.name, 'NotFoundError');
  assert.equal(result.again.error?.status, 404, 'a second delete finds nothing');
});

test('auth.connections.delete removes a connection from retrieve and from the list', async () => {
  const domain = `${unique('delete')}.example.com`;
  const result = await withClient(
    async (client, settle, domain) => {
      const connection = await client.auth.connections.create({ domain, profile_name: 'alice' });
      const deleted = await client.auth.connections.delete(connection.id);
      const after = await settle(client.auth.connections.retrieve(connection.id));
      const listed = [];
      for await (const item of client.auth.connections.list({ domain })) listed.push(item.id);
      return { deleted: deleted === undefined, after, listed };
    },
    domain,
  );
  assert.equal(result.deleted, true, 'delete resolves with undefined');
  assert.equal(result.after.error?.name, 'NotFoundError');
  assert.deepEqual(result.listed, [], 'the list no longer has it');
  const log = await callSimulator('GET', '/_sim/requests');
  assert.ok(
    log.body.some((entry) => entry.method === 'DELETE' && entry.path.startsWith('/auth/connections/')),
    'the DELETE reached the service',
  );
});
