// The demo's "Apps and keys" page (www/public/org.html) end to end, with the
// keyboard alone: an action of the app the demo's server deployed runs, its
// events are followed live through the simulator's cuts (each once) with
// its status shown as it changes; a key of the project is made by the
// demo's server, shown once, copied, hidden and revoked, and never reaches
// storage, a cookie, the console or an address. The invocation test sets
// faults for the whole simulator, so this file has a simulator of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cspViolations, screenshot, startOwnSimulator, useDemoPages } from './demo-env.mjs';
import { assertNoSecrets } from './demo-secrets.mjs';

const env = useDemoPages(() => startOwnSimulator('sk_demo_org_page'));

async function openPage() {
  const page = await env.newPage();
  await page.goto(`${env.origin}/org.html`);
  await page.getByRole('button', { name: 'Run it' }).and(page.locator(':enabled')).waitFor();
  await page.locator('#key-list > li').first().waitFor();
  page.historyLength = await page.evaluate(() => history.length);
  return page;
}

// The action's select: its accessible name holds the chosen action too.
const action = (page) => page.getByRole('combobox', { name: /^Action/ });

// Focuses `locator` and presses `key` on it, as a person with a keyboard.
async function press(locator, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

// Screenshots at laptop and phone sizes, light and then dark.
async function screenshots(page, name, target) {
  await screenshot(page, name, target);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`, target);
  await page.emulateMedia({ colorScheme: 'light' });
}

// A call to the simulator with `token` as bearer: its status.
async function statusWith(token, path) {
  const response = await fetch(`${env.sim.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

// What every test checks at its end: no CSP violation, no uncaught error,
// the org key nowhere a page could leak it, and nothing kept in IndexedDB,
// the Cache API or the session history (no entry added since the page opened).
async function assertClean(page, secrets) {
  await assertNoSecrets(page, [env.sim.key, ...secrets]);
  const kept = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
    history: history.length,
    address: location.href,
  }));
  assert.deepEqual(kept, { databases: 0, caches: 0, history: page.historyLength, address: `${env.origin}/org.html` });
  assert.deepEqual(cspViolations(page), [], 'no Content-Security-Policy violation');
  assert.deepEqual(page.errors, [], 'no uncaught error');
}

test('an action runs, its events come through the simulator’s cuts each once, and its status shows live', async () => {
  // Every invocation stream is cut after 2 events; the SDK resumes after the last one.
  await env.sim.call('POST', '/_sim/faults', { path_prefix: '/invocations/', sse_cut_after_events: 2, sse_retry_ms: 5 });
  const page = await openPage();
  try {
    const state = page.locator('#invocation-state');
    assert.equal(await state.innerText(), 'Not started');
    const facts = await page.locator('#app-facts').innerText();
    assert.match(facts, /deployed demo-tasks 1\.0\.0 into Default; it has 2 actions/);
    await press(action(page), 'ArrowDown');
    assert.equal(await action(page).inputValue(), 'check-prices', 'the keyboard picks the action');
    await page.getByLabel('Payload (JSON)').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{"items":["tea","milk"]}');
    await page.keyboard.press('Enter');
    await state.getByText('Running', { exact: true }).waitFor();
    const started = await page.locator('#invocation-message').innerText();
    const id = started.match(/^Invocation (\S+) started\.$/)?.[1];
    assert.ok(id, started);
    const { body: invocation } = await env.sim.call('GET', `/invocations/${id}`);
    assert.equal(invocation.action_name, 'check-prices');
    assert.equal(invocation.payload, '{"items":["tea","milk"]}');

    const events = page.locator('#invocation-events');
    const lines = ['reading the list', 'tea: 2.10', 'milk: 0.99', 'comparing shops', 'done comparing'];
    const appended = await env.sim.call('POST', `/_sim/invocations/${id}/logs`, { lines });
    assert.equal(appended.status, 204);
    for (const line of lines) await events.getByText(line).waitFor();
    for (const line of ['running check-prices of demo-tasks 1.0.0', ...lines]) {
      assert.equal(await events.getByText(line, { exact: true }).count(), 1, `${line} once`);
    }
    await page.locator('#invocation-progress').getByText(/^7 events received · [1-9]\d* reconnections?$/).waitFor();
    assert.equal(await state.innerText(), 'Running', 'still running through the cuts');
    await screenshots(page, '60-org-invocation', events);

    await press(page.getByRole('button', { name: 'Report success' }));
    await state.getByText('Succeeded', { exact: true }).waitFor();
    await events.getByText('status: succeeded').waitFor();
    await page.locator('#invocation-message').getByText('Reported: succeeded.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Report success' }).isHidden(), true, 'nothing left to report');
    assert.equal(await action(page).evaluate((select) => select === document.activeElement), true, 'focus returns to the form');
    const ended = await env.sim.call('GET', `/invocations/${id}`);
    assert.equal(ended.body.status, 'succeeded');
    await screenshots(page, '61-org-invocation-done', state);
    await assertClean(page, []);
  } finally {
    await env.sim.call('POST', '/_sim/faults', {});
    await page.context().close();
  }
});

test('a key of the project is made by the server, shown once, copied, hidden and revoked, and kept nowhere', async () => {
  const page = await openPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
  try {
    const list = page.locator('#key-list');
    await list.getByText('Default has no key yet.').waitFor();
    await screenshots(page, '62-org-keys-empty');

    await page.getByLabel('Name').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('ci-runner');
    await page.keyboard.press('Enter');
    const message = page.locator('#keys-message');
    await message.getByText(/^Made ci-runner \(sk_…\w{4}\)\.$/).waitFor();
    const field = page.getByLabel('New key');
    const key = await field.inputValue();
    assert.match(key, /^sk_\w{20,}$/);
    assert.equal(await field.evaluate((input) => input === document.activeElement), true, 'focus moves to the new key');
    assert.equal(await field.getAttribute('name'), null, 'the key is in no form field a submission would send');
    await list.getByText('ci-runner').waitFor();
    assert.equal(await list.getByText(key).count(), 0, 'the list shows the key masked');

    assert.equal(await statusWith(key, '/profiles'), 200, 'the key works');
    assert.equal(await statusWith(key, '/org/api_keys'), 403, 'for its project only');
    const { body: keys } = await env.sim.call('GET', '/org/api_keys');
    const { body: [defaultProject] } = await env.sim.call('GET', '/org/projects?name=Default');
    assert.equal(keys.find((record) => record.name === 'ci-runner').project_id, defaultProject.id);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await message.getByText(/^Copied\./).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), key, 'the copy button copies the key');
    await screenshots(page, '63-org-keys-new', field);
    await assertClean(page, [key]);

    await press(page.getByRole('button', { name: 'Done, hide it' }));
    assert.equal(await field.isHidden(), true);
    assert.equal(await field.inputValue(), '', 'the key leaves the page');
    assert.ok(!(await page.evaluate(() => document.documentElement.outerHTML)).includes(key), 'nowhere in the document');
    assert.equal(await page.getByLabel('Name').evaluate((input) => input === document.activeElement), true);

    await press(page.getByRole('button', { name: 'Revoke ci-runner' }));
    await message.getByText('Revoked ci-runner: it no longer works.').waitFor();
    await list.getByText('Default has no key yet.').waitFor();
    assert.equal(await statusWith(key, '/profiles'), 401, 'a revoked key stops working');
    await assertClean(page, [key]);
  } finally {
    await page.context().close();
  }
});

test('a refused key name is said, and the page holds no key before one is made', async () => {
  const page = await openPage();
  try {
    await page.getByLabel('Name').fill('   ');
    await page.evaluate(() => document.getElementById('key-form').requestSubmit());
    await page.locator('#keys-message').getByText('name: is required').waitFor();
    assert.equal(await page.getByLabel('New key').isHidden(), true);
    await assertClean(page, []);
  } finally {
    await page.context().close();
  }
});

test('the switcher moves both panels to another project, and a new key is gone after a reload', async () => {
  const { body: project } = await env.sim.call('POST', '/org/projects', { name: 'shop-team' });
  const page = await openPage();
  try {
    await press(page.getByRole('combobox', { name: 'Project' }), 'ArrowDown');
    await page.locator('#key-list').getByText('shop-team has no key yet.').waitFor();
    await page.locator('#app-facts').getByText(/deployed demo-tasks 1\.0\.0 into shop-team/).waitFor();
    const { body: apps } = await env.sim.call('GET', '/apps?app_name=demo-tasks', undefined, { 'x-service-project-id': project.id });
    assert.equal(apps.length, 1, 'the demo app is deployed into the chosen project');

    await press(page.getByRole('button', { name: 'Create a key' }));
    await page.locator('#keys-message').getByText(/^Made ci-runner/).waitFor();
    const key = await page.getByLabel('New key').inputValue();
    const { body: keys } = await env.sim.call('GET', '/org/api_keys');
    assert.equal(keys.find((record) => record.masked_key.endsWith(key.slice(-4))).project_id, project.id, 'made in the chosen project');
    await page.reload();
    await page.locator('#key-list').getByText('ci-runner').waitFor();
    assert.equal(await page.getByLabel('New key').isHidden(), true);
    assert.equal(await page.getByLabel('New key').inputValue(), '', 'shown once: a reload does not bring it back');
    await assertClean(page, [key]);
  } finally {
    await page.context().close();
  }
});

test('the server’s key-spending routes refuse what the demo’s pages would not send', async () => {
  for (const path of ['/app/api-keys', '/app/demo-app']) {
    const form = await fetch(`${env.origin}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"name":"x"}' });
    assert.equal(form.status, 403, `${path}: a body a cross-site form could send`);
    const crossSite = await fetch(`${env.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{"name":"x"}',
    });
    assert.equal(crossSite.status, 403, `${path}: another site`);
  }
  const { body: keys } = await env.sim.call('GET', '/org/api_keys');
  assert.ok(!keys.some((record) => record.name === 'x'), 'no key was made');
});
