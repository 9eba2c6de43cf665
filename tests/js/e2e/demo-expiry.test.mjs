// A sign-in that runs out of time, then "Start again", on both demo pages.
// The flows expire by moving the simulated clock past flow_expires_at, so
// this file has a simulator of its own: the shared one's tokens and flows
// keep their time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unique } from './harness.mjs';
import { cspViolations, screenshot, startOwnSimulator, useDemoPages } from './demo-env.mjs';
import { assertNoSecrets, captureTokens } from './demo-secrets.mjs';

const env = useDemoPages(() => startOwnSimulator('sk_demo_expiry'));

// Moves the simulated clock past the flow's expiry.
async function expire(expiresAt) {
  const { body: clock } = await env.sim.call('GET', '/_sim/clock');
  const seconds = Math.ceil((Date.parse(expiresAt) - Date.parse(clock.now)) / 1000) + 1;
  assert.equal((await env.sim.call('POST', '/_sim/clock', { advance_seconds: seconds })).status, 200);
}

// The flow expired; its token (10 minutes, against the flow's 20) too, so the
// element may learn it either way.
const expiredHeading = /^(This sign-in timed out|Your sign-in link has expired)$/;

async function connectionOf(profile) {
  const { body } = await env.sim.call('GET', `/auth/connections?profile_name=${profile}`);
  return body[0];
}

async function enterPassword(page, password) {
  await page.getByLabel('Email or username').fill('person@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the demo page: a sign-in expires; “Start again” starts a new login from the backend, with a new session, that signs in', async () => {
  const page = await env.newPage();
  const tokens = captureTokens(page);
  try {
    await page.goto(`${env.origin}/`);
    const profile = unique('expiry');
    await page.getByLabel('Profile').fill(profile);
    await page.getByRole('button', { name: 'Start login' }).click();
    await page.getByRole('button', { name: 'Sign in here' }).click();
    await page.getByLabel('Email or username').waitFor();
    const first = await connectionOf(profile);

    await expire(first.flow_expires_at);
    await page.getByRole('heading', { name: expiredHeading }).waitFor();
    await screenshot(page, '21-expired');
    await page.getByRole('button', { name: 'Start again' }).click();

    await page.locator('#server-result').getByText(`Login started for ${profile}`).waitFor();
    await page.getByLabel('Email or username').waitFor();
    const second = await connectionOf(profile);
    assert.equal(second.id, first.id, 'the same connection');
    assert.notEqual(second.browser_session_id, first.browser_session_id, 'a new login, in a new browser');
    await enterPassword(page, 'correct-password');
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    assert.equal((await connectionOf(profile)).status, 'AUTHENTICATED');
    assert.equal(tokens.length, 2, 'one exchange per login: a new session');
    await assertNoSecrets(page, [...tokens, env.sim.key]);
    assert.deepEqual(cspViolations(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the key-free page: a sign-in expires; “Start again” asks for a new link, which signs in', async () => {
  const profile = unique('expiry-key-free');
  const created = await env.sim.call('POST', '/auth/connections', { domain: 'example.com', profile_name: profile });
  const login = async () => (await env.sim.call('POST', `/auth/connections/${created.body.id}/login`, {})).body;
  const first = await login();
  const page = await env.newPage();
  const tokens = captureTokens(page);
  try {
    await page.goto(`${env.keyFreeOrigin}/#hosted_url=${encodeURIComponent(first.hosted_url)}`);
    await page.getByLabel('Email or username').waitFor();
    await expire(first.flow_expires_at);
    await page.getByRole('heading', { name: expiredHeading }).waitFor();
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByText('Ask the app for a new sign-in link').waitFor();
    await screenshot(page, '22-key-free-new-link');

    const second = await login();
    await page.getByLabel('Sign-in link').fill(second.hosted_url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await enterPassword(page, 'correct-password');
    await page.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    assert.equal(tokens.length, 2);
    await assertNoSecrets(page, [...tokens, env.sim.key]);
    assert.deepEqual(cspViolations(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
