// The demo page's panels end to end: projects and limits, the project
// switcher that scopes the page, and the live log when its stream breaks.
// They change organization-wide settings and inject faults, so this file has
// a simulator of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unique } from './harness.mjs';
import { cspViolations, screenshot, startOwnSimulator, useDemoPages } from './demo-env.mjs';

const env = useDemoPages(() => startOwnSimulator('sk_demo_panels'));

async function openDemo() {
  const page = await env.newPage();
  await page.goto(`${env.origin}/`);
  await projectRow(page, 'Default').waitFor();
  return page;
}

const projectRow = (page, name) => page.locator('#projects > li').filter({ has: page.getByText(name, { exact: true }) });
const panelMessage = (page) => page.locator('#projects-message');

async function projectNamed(name) {
  const { body } = await env.sim.call('GET', `/org/projects?name=${encodeURIComponent(name)}`);
  return body[0];
}

async function startLogin(page, profile) {
  await page.getByLabel('Profile').fill(profile);
  await page.getByRole('button', { name: 'Start login' }).click();
}

test('projects: create one, set its cap and the organization’s default, archive it and bring it back', async () => {
  const page = await openDemo();
  try {
    const name = unique('team');
    await page.getByLabel('New project').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();
    await panelMessage(page).getByText(`Created ${name}.`).waitFor();
    const project = await projectNamed(name);
    const row = projectRow(page, name);
    assert.equal(await row.locator('.badge').innerText(), 'Active');
    assert.ok((await page.locator('#project option').allInnerTexts()).includes(name), 'the switcher offers it');

    await row.getByLabel('Browser cap').fill('2');
    await row.getByRole('button', { name: 'Save cap' }).click();
    await panelMessage(page).getByText(`Saved the cap of ${name}.`).waitFor();
    assert.equal((await env.sim.call('GET', `/org/projects/${project.id}/limits`)).body.max_concurrent_sessions, 2);
    assert.equal(await projectRow(page, name).getByLabel('Browser cap').inputValue(), '2');

    await page.getByLabel('Default cap per project').fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await panelMessage(page).getByText('Saved the default cap.').waitFor();
    assert.equal((await env.sim.call('GET', '/org/limits')).body.default_project_max_concurrent_sessions, 3);
    assert.equal(await projectRow(page, 'Default').getByLabel('Browser cap').getAttribute('placeholder'), 'Default: 3');
    await page.getByText('Your plan runs up to 10 browsers at once').waitFor();
    await screenshot(page, '31-projects');

    // An empty field clears a cap: the service reads it back as none.
    await projectRow(page, name).getByLabel('Browser cap').fill('');
    await projectRow(page, name).getByRole('button', { name: 'Save cap' }).click();
    await panelMessage(page).getByText(`Saved the cap of ${name}.`).waitFor();
    assert.equal((await env.sim.call('GET', `/org/projects/${project.id}/limits`)).body.max_concurrent_sessions, null);
    await page.getByLabel('Default cap per project').fill('0');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await panelMessage(page).getByText('Saved the default cap.').waitFor();
    assert.equal((await env.sim.call('GET', '/org/limits')).body.default_project_max_concurrent_sessions, null);

    await projectRow(page, name).getByRole('button', { name: 'Archive' }).click();
    await panelMessage(page).getByText(`Archived ${name}.`).waitFor();
    assert.equal(await projectRow(page, name).locator('.badge').innerText(), 'Archived');
    assert.equal((await projectNamed(name)).status, 'archived');
    assert.ok(!(await page.locator('#project option').allInnerTexts()).includes(name), 'the switcher offers active projects only');

    await projectRow(page, 'Default').getByRole('button', { name: 'Archive' }).click();
    await panelMessage(page).getByText(/^At least one project must stay active\.$|^The Default project stays active/).waitFor();
    assert.equal(await panelMessage(page).getAttribute('data-kind'), 'error');

    await projectRow(page, name).getByRole('button', { name: 'Unarchive' }).click();
    await panelMessage(page).getByText(`Unarchived ${name}.`).waitFor();
    assert.equal((await projectNamed(name)).status, 'active');
    assert.deepEqual(cspViolations(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the project switcher scopes the page: logins, the sign-in and the log run in the chosen project, under its cap', async () => {
  const name = unique('scoped');
  const project = (await env.sim.call('POST', '/org/projects', { name })).body;
  const page = await openDemo();
  try {
    await page.getByRole('combobox', { name: /^Project/ }).selectOption({ label: name });
    await page.locator('#server-result').getByText(`Switched to ${name}. New logins start in ${name}.`).waitFor();
    assert.equal((await page.context().cookies()).find((cookie) => cookie.name === 'demo_project')?.value, project.id);

    const profile = unique('scoped');
    await startLogin(page, profile);
    await page.getByRole('button', { name: 'Sign in here' }).click();
    await page.locator('#log-lines').getByText('chromium started').waitFor();
    const inProject = await env.sim.call('GET', `/auth/connections?profile_name=${profile}`, undefined, { 'x-service-project-id': project.id });
    assert.equal(inProject.body.length, 1, 'the connection is in the chosen project');
    const inDefault = await env.sim.call('GET', `/auth/connections?profile_name=${profile}`);
    assert.equal(inDefault.body.length, 0, 'and not in Default');

    // One browser runs (the flow awaits input): a cap of 1 refuses a second one.
    await projectRow(page, name).getByLabel('Browser cap').fill('1');
    await projectRow(page, name).getByRole('button', { name: 'Save cap' }).click();
    await panelMessage(page).getByText(`Saved the cap of ${name}.`).waitFor();
    await startLogin(page, unique('over-cap'));
    // The form's answer, whichever it is, so that a wrong one fails here with its text.
    const answer = page.locator('#server-result[data-kind]');
    await answer.waitFor();
    const said = await answer.textContent();
    if (!/^Too many browsers are running in this project right now/.test(said)) {
      // What the refusal rests on, so that a failure tells which part gave way.
      const cap = (await env.sim.call('GET', `/org/projects/${project.id}/limits`)).body;
      const browsers = (await env.sim.call('GET', '/browsers', undefined, { 'x-service-project-id': project.id })).body;
      const running = browsers.map(({ session_id, created_at, usage }) => ({ session_id, created_at, usage }));
      const cookie = (await page.context().cookies()).find((entry) => entry.name === 'demo_project')?.value;
      assert.fail(`the login over the cap is refused, but the page said: ${said} (the project's limits ${JSON.stringify(cap)}, its browsers ${JSON.stringify(running)}, the demo_project cookie ${cookie}, the project ${project.id})`);
    }
    await screenshot(page, '32-over-cap');

    await page.getByLabel('Email or username').fill('person@example.com');
    await page.getByLabel('Password').fill('correct-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    assert.equal((await env.sim.call('GET', `/auth/connections/${inProject.body[0].id}`, undefined, { 'x-service-project-id': project.id })).body.status, 'AUTHENTICATED');

    // Switching project ends what the page showed.
    await page.getByRole('combobox', { name: /^Project/ }).selectOption({ label: 'Default' });
    await page.locator('#flow').getByText('Start a login to sign in here.').waitFor();
    assert.deepEqual(cspViolations(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the log panel says when its stream fails and when it is back, and shows each line once', async () => {
  // The service refuses log streams until the faults are cleared.
  await env.sim.call('POST', '/_sim/faults', { path_prefix: '/browsers/', error_rate: 1, statuses: [503] });
  const page = await openDemo();
  try {
    await startLogin(page, unique('log'));
    const log = page.locator('#log-lines');
    await log.getByText('Connection lost: reconnecting…').first().waitFor();
    await env.sim.call('POST', '/_sim/faults', {});
    await log.getByText('Reconnected.').waitFor();
    await log.getByText('chromium started').waitFor();
    assert.equal(await page.locator('#log-state').innerText(), 'Live');
    const { body: connections } = await env.sim.call('GET', '/auth/connections?limit=100');
    const browser = connections.find((connection) => connection.flow_status === 'IN_PROGRESS').browser_session_id;
    await env.sim.call('POST', `/_sim/browsers/${browser}/logs`, { supervisor_process: 'chromium', lines: ['renderer ready'] });
    await log.getByText('renderer ready').waitFor();
    const progress = await page.locator('#log-progress').innerText();
    assert.match(progress, /· [1-9]\d* reconnections?$/, `the page's own reopening is counted: ${progress}`);
    await log.scrollIntoViewIfNeeded();
    await screenshot(page, '33-log-reconnected');
    assert.equal(await log.getByText('chromium started').count(), 1, 'no line twice');
    assert.deepEqual(page.errors, []);
  } finally {
    await env.sim.call('POST', '/_sim/faults', {});
    await page.context().close();
  }
});
