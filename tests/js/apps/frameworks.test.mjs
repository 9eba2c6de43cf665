// The login element from the packed npm package in React 19, Vue 3 and
// Svelte 5 apps (examples/react-app, vue-app, svelte-app), each built by
// Vite (scripts/test-apps.sh) and served with the apps' backend
// (examples/login-server.mjs), which holds the key and answers a login's
// hosted_url. In Chromium, each page turns the link into a
// ManagedAuthSession, hands it to the element from the framework's state,
// and a person signs in with the simulator's test password; this file
// checks what the page and the simulator show, that the framework set the
// element's property, attributes and events, and that nothing threw; and
// that a sign-in that expires reaches the app, whose retry signs in anew.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium, startProcess, startSimulator } from '../e2e/harness.mjs';

const loginServer = fileURLToPath(new URL('../../../examples/login-server.mjs', import.meta.url));
const screenshots = fileURLToPath(new URL('../out/screenshots/apps/', import.meta.url));

const apps = [
  { name: 'React 19', folder: 'react-app' },
  { name: 'Vue 3', folder: 'vue-app' },
  { name: 'Svelte 5', folder: 'svelte-app' },
];

const env = {};
before(async () => {
  env.sim = await startSimulator({ key: 'sk_test_framework_apps' });
  env.server = await startProcess(process.execPath, [loginServer, '0'], { SIM_URL: env.sim.url, SIM_API_KEY: env.sim.key });
  env.browser = await launchChromium();
});
after(async () => {
  await env.browser?.close();
  await env.server?.stop();
  await env.sim?.stop();
});

// A page at laptop size that records its uncaught errors, the errors it
// logged, and every request it sent with its headers.
async function openPage() {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => requests.push({ url: request.url(), headers: request.headers() }));
  return { context, page, errors, requests };
}

// What the element holds: whether its session is the framework's object (a
// property, not an attribute), and its attributes.
function elementState(page) {
  return page.locator('managed-auth-login').evaluate((element) => ({
    sessionIsObject: typeof element.session?.watch === 'function',
    sessionAttribute: element.getAttribute('session'),
    lang: element.getAttribute('lang'),
    theme: element.getAttribute('theme'),
  }));
}

for (const app of apps) {
  test(`${app.name}: the packed element takes its session, lang and theme from the app's state, and its events report a completed login`, { timeout: 120_000 }, async () => {
    const { context, page, errors, requests } = await openPage();
    try {
      await page.goto(`${env.server.origin}/${app.folder}/dist/`);
      const element = page.locator('managed-auth-login');
      await element.getByLabel('Email or username').fill('me@example.com');
      await element.getByLabel('Password').fill('correct-password');
      await mkdir(screenshots, { recursive: true });
      await page.screenshot({ path: `${screenshots}${app.folder}-form-laptop.png` });
      assert.deepEqual(await elementState(page), { sessionIsObject: true, sessionAttribute: null, lang: 'en', theme: 'light' });

      await element.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#outcome[data-state="signed-in"]').waitFor();
      const outcome = (await page.locator('#outcome').textContent()).match(/^Signed in to example\.com \(connection (\S+)\)\.$/);
      assert.ok(outcome, `the success event's state is shown: ${await page.locator('#outcome').textContent()}`);
      const steps = (await page.locator('#steps').textContent()).replace(/^Steps: /, '').split(' › ');
      assert.ok(steps.includes('AWAITING_INPUT'), `the state events were followed: ${steps}`);
      assert.equal(steps.at(-1), 'COMPLETED');
      await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
      const seen = await env.sim.call('GET', `/auth/connections/${outcome[1]}`);
      assert.equal(seen.body.status, 'AUTHENTICATED', 'the simulator holds the connection the page signed in');

      await page.getByLabel('Theme').selectOption('dark');
      assert.equal((await elementState(page)).theme, 'dark', 'a change of state reaches the element');
      await page.screenshot({ path: `${screenshots}${app.folder}-laptop.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${screenshots}${app.folder}-phone.png` });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no sideways scroll on a phone (${width} px)`);

      const keyed = requests.filter(({ url, headers }) => url.includes(env.sim.key) || Object.values(headers).some((value) => value.includes(env.sim.key)));
      assert.deepEqual(keyed, [], 'the API key never reached the page');
      assert.equal(await page.evaluate(() => localStorage.length + sessionStorage.length), 0, 'nothing in storage');
      assert.deepEqual(errors, [], 'nothing threw and nothing logged an error');
    } finally {
      await context.close();
    }
  });
}

// Past the flow's expiry (20 minutes) and its session token's (10 minutes).
const PAST_EXPIRY_SECONDS = 3600;

for (const app of apps) {
  test(`${app.name}: a sign-in that expires reaches the app as managed-auth-failure, and “Start again” (managed-auth-retry) opens a new session that signs in`, { timeout: 120_000 }, async () => {
    const { context, page, errors } = await openPage();
    try {
      await page.goto(`${env.server.origin}/${app.folder}/dist/`);
      const element = page.locator('managed-auth-login');
      await element.getByLabel('Email or username').waitFor();
      const first = await element.evaluateHandle((node) => node.session);
      assert.equal((await env.sim.call('POST', '/_sim/clock', { advance_seconds: PAST_EXPIRY_SECONDS })).status, 200);

      await page.locator('#outcome[data-state="failed"]').waitFor();
      assert.match(await page.locator('#outcome').textContent(), /^Not signed in: .+\.$/);
      await element.getByRole('button', { name: 'Start again' }).click();

      await element.getByLabel('Email or username').fill('me@example.com');
      assert.equal(await element.evaluate((node, before) => node.session === before, first), false, 'the element holds a new session');
      await element.getByLabel('Password').fill('correct-password');
      await element.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#outcome[data-state="signed-in"]').waitFor();
      const id = (await page.locator('#outcome').textContent()).match(/\(connection (\S+)\)/)[1];
      assert.equal((await env.sim.call('GET', `/auth/connections/${id}`)).body.status, 'AUTHENTICATED');
      // The refused token's requests are logged by the browser, not thrown.
      const thrown = errors.filter((message) => !message.startsWith('Failed to load resource'));
      assert.deepEqual(thrown, [], 'nothing threw');
    } finally {
      await context.close();
    }
  });
}
