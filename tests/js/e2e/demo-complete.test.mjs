// The key-free page (www/public/complete.html, served by www/static.mjs) end
// to end: given a hosted_url, in its fragment or pasted into its form, it
// completes the login with ManagedAuthSession and the drop-in element alone,
// talking to the service directly; no key in the page or its server, and the
// exchanged token nowhere a page could leak it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, profileFor } from './harness.mjs';
import { cspViolations, screenshot, useDemoPages } from './demo-env.mjs';
import { assertNoSecrets, captureTokens } from './demo-secrets.mjs';

const env = useDemoPages();

// What an app's backend does with its key: start a login; the hosted_url is what it hands on.
async function newLink(t, domain) {
  const created = await callSimulator('POST', '/auth/connections', { domain, profile_name: profileFor(t, 'key-free') });
  const login = await callSimulator('POST', `/auth/connections/${created.body.id}/login`, {});
  assert.equal(login.status, 200);
  return { id: created.body.id, hostedUrl: login.body.hosted_url };
}

async function openKeyFree(hostedUrl) {
  const page = await env.newPage();
  const tokens = captureTokens(page);
  await page.goto(`${env.keyFreeOrigin}/${hostedUrl ? `#hosted_url=${encodeURIComponent(hostedUrl)}` : ''}`);
  return { page, tokens };
}

async function enterPassword(page, password) {
  await page.getByLabel('Email or username').fill('person@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function assertClean(page, tokens) {
  assert.equal(tokens.length, 1, 'the page exchanged the link once');
  await assertNoSecrets(page, [...tokens, env.sim.key]);
  const service = new URL(env.sim.url).origin;
  for (const url of page.requested) {
    assert.ok([env.keyFreeOrigin, service].includes(new URL(url).origin), `${url}: only its own server and the service`);
  }
  const paths = page.requested.map((url) => new URL(url).pathname);
  for (const path of ['/pkg/browser_cloud_sdk.js', '/pkg/client.js', '/pkg/browser_cloud_sdk_bg.wasm']) {
    assert.ok(!paths.includes(path), `${path}: the session entry leaves the client and its module out`);
  }
  assert.ok(paths.includes('/pkg/login-session.js'), 'the page imports the session entry');
  assert.deepEqual(cspViolations(page), [], 'no Content-Security-Policy violation');
  assert.deepEqual(page.errors, [], 'no uncaught error');
}

test('a pasted link: a wrong password shows the site’s error, then the right one signs in', async (t) => {
  const { hostedUrl } = await newLink(t, 'example.com');
  const { page, tokens } = await openKeyFree();
  try {
    await page.getByLabel('Sign-in link').fill(hostedUrl);
    await screenshot(page, '11-key-free-paste');
    await page.getByRole('button', { name: 'Continue' }).click();
    await enterPassword(page, 'wrong-password');
    await page.getByText('Incorrect password').first().waitFor();
    await enterPassword(page, 'correct-password');
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await screenshot(page, '12-key-free-signed-in');
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('a link in the fragment, taken out of the address at once: an MFA choice, then the code', async (t) => {
  const { hostedUrl } = await newLink(t, 'mfa.example.com');
  const { page, tokens } = await openKeyFree(hostedUrl);
  try {
    await page.waitForURL((url) => url.hash === '');
    await enterPassword(page, 'correct-password');
    await page.getByRole('button', { name: /Text message/ }).click();
    await page.getByLabel('One-time code').fill('123456');
    await screenshot(page, '13-key-free-code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('a push site: the page waits for the approval given outside it, then signs in', async (t) => {
  const { id, hostedUrl } = await newLink(t, 'push.example.com');
  const { page, tokens } = await openKeyFree(hostedUrl);
  try {
    await enterPassword(page, 'correct-password');
    await page.getByText('Approve the sign-in request sent to your phone').first().waitFor();
    assert.equal((await callSimulator('POST', `/_sim/connections/${id}/approve`)).status, 200);
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('a link that was used already: the page says so and asks for a new one', async (t) => {
  const { id, hostedUrl } = await newLink(t, 'example.com');
  const code = new URL(hostedUrl).searchParams.get('code');
  assert.equal((await callSimulator('POST', `/auth/connections/${id}/exchange`, { code })).status, 200);
  const { page } = await openKeyFree(hostedUrl);
  try {
    await page.getByText('This link did not open a sign-in. This sign-in link was already used').waitFor();
    assert.ok(await page.getByLabel('Sign-in link').isVisible());
    await screenshot(page, '14-key-free-used-link');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the key-free page’s server holds no key and serves files only', async () => {
  const config = await (await fetch(`${env.keyFreeOrigin}/config.json`)).json();
  assert.deepEqual(config, { service: env.sim.url });
  assert.equal((await fetch(`${env.keyFreeOrigin}/api/org/projects`)).status, 404);
  assert.equal((await fetch(`${env.keyFreeOrigin}/app/login-link`, { method: 'POST', body: '{}' })).status, 405);
  for (const path of ['/', '/complete.js', '/config.json', '/pkg/login-session.js', '/pkg/browser_cloud_sdk.js']) {
    const body = await (await fetch(`${env.keyFreeOrigin}${path}`)).text();
    assert.ok(!body.includes(env.sim.key), `${path} carries no key`);
  }
});
