// The demo page (www/) end to end, as a person uses it: projects listed, a
// login started, the hosted login page filled in inside its iframe, the
// status followed to the end, the live view shown beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { profileFor, useDemo } from './harness.mjs';

const env = useDemo();

async function openDemo() {
  const page = await env.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${env.origin}/`);
  return page;
}

// Starts a login from the demo's form; returns the two embedded frames.
async function startLogin(t, page, domain) {
  await page.getByLabel('Domain').fill(domain);
  await page.getByLabel('Profile').fill(profileFor(t, 'demo'));
  await page.getByRole('button', { name: 'Start login' }).click();
  const hosted = page.frameLocator('iframe[title="Hosted login"]');
  const live = page.frameLocator('iframe[title="Live view"]');
  return { hosted, live };
}

async function signIn(hosted, password) {
  await hosted.getByLabel('Email or username').fill('person@example.com');
  await hosted.getByLabel('Password').fill(password);
  await hosted.getByRole('button', { name: 'Continue' }).click();
}

test('the demo page lists the Default project', async () => {
  const page = await openDemo();
  try {
    const projects = page.getByRole('region', { name: 'Projects' });
    await projects.getByRole('listitem').filter({ hasText: /^Default\b/ }).waitFor();
    assert.match(await projects.getByRole('listitem').filter({ hasText: /^Default\b/ }).innerText(), /active/);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a login through the demo: a wrong password shows the site error, the right one reaches SUCCESS with the live view shown', async (t) => {
  const page = await openDemo();
  try {
    const { hosted, live } = await startLogin(t, page, 'example.com');
    const status = page.locator('#flow-status');

    await signIn(hosted, 'wrong-password');
    await hosted.getByRole('alert').filter({ hasText: 'Incorrect password' }).waitFor();
    await status.filter({ hasText: 'Incorrect password' }).waitFor();

    await signIn(hosted, 'correct-password');
    await status.and(page.locator('[data-state="SUCCESS"]')).waitFor();
    assert.match(await status.innerText(), /Logged in/);
    await hosted.getByText('You are signed in').waitFor();

    const liveFrame = page.locator('iframe[title="Live view"]');
    assert.match(await liveFrame.getAttribute('src'), /\/live\//);
    await live.getByText('Welcome back!').waitFor();
    assert.ok(await liveFrame.isVisible(), 'the live view is on screen');
    await page.screenshot({ path: '/tmp/demo-login.png', fullPage: true });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a login to an mfa. domain walks through choosing a method and entering the code', async (t) => {
  const page = await openDemo();
  try {
    const { hosted } = await startLogin(t, page, 'mfa.example.com');
    const status = page.locator('#flow-status');

    await signIn(hosted, 'correct-password');
    await status.filter({ hasText: 'waiting for you to sign in' }).waitFor();
    await hosted.getByRole('button', { name: /Text message/ }).click();
    await hosted.getByText(/Enter the code sent to/).waitFor();
    await hosted.getByLabel('One-time code').fill('123456');
    await hosted.getByRole('button', { name: 'Continue' }).click();

    await status.and(page.locator('[data-state="SUCCESS"]')).waitFor();
    assert.match(await status.innerText(), /Logged in: mfa\.example\.com/);
    await page.screenshot({ path: '/tmp/demo-login-mfa.png', fullPage: true });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a second login for a profile whose flow is still running shows the service error in an alert, and the form stays usable', async (t) => {
  const page = await openDemo();
  try {
    const profile = profileFor(t, 'demo-twice');
    await page.getByLabel('Profile').fill(profile);
    await page.getByRole('button', { name: 'Start login' }).click();
    await page.frameLocator('iframe[title="Hosted login"]').getByLabel('Email or username').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Start login' }).isDisabled(), 'one login at a time');

    await page.reload();
    await page.getByLabel('Profile').fill(profile);
    await page.getByRole('button', { name: 'Start login' }).click();
    await page.getByRole('alert').filter({ hasText: 'already in progress' }).waitFor();
    assert.equal(await page.locator('#flow-status').getAttribute('data-state'), 'FAILED');
    assert.ok(await page.getByRole('button', { name: 'Start login' }).isEnabled());
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
