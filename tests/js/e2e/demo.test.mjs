// The demo page (www/public/index.html) end to end, as a person uses it:
// the backend starts a login, the person signs in (with the drop-in element
// on the page, in the embedded hosted page, or in the key-free page), the
// live view and the log follow, and no secret ever reaches the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, profileFor } from './harness.mjs';
import { cspViolations, record, screenshot, useDemoPages } from './demo-env.mjs';
import { assertNoSecrets, captureTokens } from './demo-secrets.mjs';

const env = useDemoPages();

const flowBox = (page) => page.locator('#flow');
const liveView = (page) => page.frameLocator('iframe[title="Live view"]');
const logLines = (page) => page.locator('#log-lines');

async function openDemo() {
  const page = await env.newPage();
  const tokens = captureTokens(page);
  await page.goto(`${env.origin}/`);
  await page.getByRole('listitem').filter({ hasText: 'Default' }).first().waitFor();
  return { page, tokens };
}

// Starts a login from the backend's form, and signs in where `place` says.
async function startLogin(t, page, domain, place = 'Sign in here') {
  await page.getByLabel('Domain').fill(domain);
  await page.getByLabel('Profile').fill(profileFor(t, 'demo'));
  await page.getByRole('button', { name: 'Start login' }).click();
  await flowBox(page).getByText('The sign-in link is ready').waitFor();
  await page.getByRole('button', { name: place }).click();
}

async function enterPassword(scope, password, button = 'Sign in') {
  await scope.getByLabel('Email or username').fill('person@example.com');
  await scope.getByLabel('Password').fill(password);
  await scope.getByRole('button', { name: button, exact: true }).click();
}

// What every sign-in test checks at its end.
async function assertClean(page, tokens) {
  await assertNoSecrets(page, [...tokens, env.sim.key]);
  assert.deepEqual(cspViolations(page), [], 'no Content-Security-Policy violation');
  assert.deepEqual(page.errors, [], 'no uncaught error');
}

test('the forms’ buttons stay disabled until the page has loaded the SDK: an early click cannot submit a form natively and reload the page', async () => {
  const page = await env.newPage();
  try {
    let release;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/pkg/browser_cloud_sdk_bg.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.origin}/`);
    const buttons = ['Start login', 'Create', 'Save'].map((name) => page.getByRole('button', { name, exact: true }));
    for (const button of buttons) assert.equal(await button.isDisabled(), true, 'disabled while the SDK loads');
    release();
    await page.waitForFunction(() => [...document.querySelectorAll('form button')].every((button) => !button.disabled));
    await page.getByRole('button', { name: 'Start login' }).click();
    await flowBox(page).getByText('The sign-in link is ready').waitFor();
    assert.equal(page.url(), `${env.origin}/`, 'the page was not reloaded with the form in its address');
    assert.deepEqual(page.errors, [], 'no uncaught error');
  } finally {
    await page.context().close();
  }
});

test('both servers send the security headers, and the frames are sandboxed as designed', async () => {
  const service = new URL(env.sim.url).origin;
  for (const url of [`${env.origin}/`, `${env.origin}/index.html`, `${env.keyFreeOrigin}/`, `${env.keyFreeOrigin}/complete.html`]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    assert.equal(
      response.headers.get('content-security-policy'),
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; media-src blob:; " +
        `connect-src 'self' ${service}; frame-src ${service}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      url,
    );
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer', url);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url);
  }
  const { page, tokens } = await openDemo();
  try {
    const hosted = page.locator('iframe[title="Hosted sign-in page"]');
    const live = page.locator('iframe[title="Live view"]');
    assert.equal(await hosted.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-forms');
    assert.equal(await live.getAttribute('sandbox'), 'allow-scripts');
    for (const frame of [hosted, live]) {
      const allow = await frame.getAttribute('allow');
      assert.ok(allow.split(';').every((grant) => grant.trim().endsWith("'none'")), `allow grants nothing: ${allow}`);
    }
    assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script');
    assert.equal(await page.locator('[style]').count(), 0, 'no inline style');
    await screenshot(page, '01-start');
    assert.equal(tokens.length, 0);
    assert.deepEqual(cspViolations(page), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a wrong password shows the site’s error, then the right one signs in: the element, the live view and the log follow it to the end', async (t) => {
  const { page, tokens } = await openDemo();
  try {
    await startLogin(t, page, 'example.com');
    await page.getByText('Not in use: you are signing in with the form on this page').waitFor();
    await logLines(page).getByText('chromium started').waitFor();
    assert.equal(await page.locator('#log-state').innerText(), 'Live');
    await page.getByLabel('Email or username').waitFor();
    await liveView(page).getByText('Sign in to example.com').waitFor();
    await page.getByRole('timer').filter({ hasText: /^\d\d:\d\d$/ }).waitFor();
    await screenshot(page, '02-awaiting-input');

    await enterPassword(page, 'wrong-password');
    await flowBox(page).getByText('Incorrect password').first().waitFor();
    await screenshot(page, '03-wrong-password');

    await enterPassword(page, 'correct-password');
    await flowBox(page).getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await liveView(page).getByText('Welcome back!').waitFor();
    await logLines(page).getByText('chromium stopped').waitFor();
    // The stream ends by itself, or the panel closes it once the sign-in has ended.
    await logLines(page).getByText(/^(The log ended|Closed: the sign-in ended)/).waitFor();
    assert.match(await page.locator('#log-state').innerText(), /^(Ended|Closed)$/);
    assert.equal((await logLines(page).getByText('chromium started').all()).length, 1, 'each line once');
    const [connection] = (await callSimulator('GET', `/auth/connections?profile_name=${encodeURIComponent(await page.getByLabel('Profile').inputValue())}`)).body;
    assert.equal(connection.status, 'AUTHENTICATED');
    await screenshot(page, '04-signed-in');
    assert.equal(tokens.length, 1, 'the page exchanged the link once');
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('an MFA site: the person chooses how to verify, then enters the code', async (t) => {
  const { page, tokens } = await openDemo();
  try {
    await startLogin(t, page, 'mfa.example.com');
    await enterPassword(page, 'correct-password');
    await page.getByRole('button', { name: /Text message/ }).click();
    await page.getByLabel('One-time code').waitFor();
    await liveView(page).getByText('Enter the one-time code').waitFor();
    await screenshot(page, '05-mfa-code');
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await flowBox(page).getByText('Your mfa.example.com account is connected.').first().waitFor();
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('a push site: the page waits for an approval given outside it, then signs in', async (t) => {
  const { page, tokens } = await openDemo();
  try {
    await startLogin(t, page, 'push.example.com');
    await enterPassword(page, 'correct-password');
    await flowBox(page).getByText('Approve the sign-in request sent to your phone').first().waitFor();
    await liveView(page).getByText('Check your phone').waitFor();
    await screenshot(page, '06-push-waiting');
    const profile = await page.getByLabel('Profile').inputValue();
    const [connection] = (await callSimulator('GET', `/auth/connections?profile_name=${encodeURIComponent(profile)}`)).body;
    assert.equal((await callSimulator('POST', `/_sim/connections/${connection.id}/approve`)).status, 200);
    await flowBox(page).getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('a password login in the embedded hosted page, followed from this page to the end, with the progress of each panel', async (t) => {
  const { page, tokens } = await openDemo();
  try {
    await page.locator('#projects-loaded').getByText(/^\d+ projects? in \d+ pages?\.$/).waitFor();
    await startLogin(t, page, 'example.com', 'Use the hosted page');
    const hosted = page.frameLocator('iframe[title="Hosted sign-in page"]');
    await page.getByText('The sign-in goes on in the service’s hosted page').waitFor();
    await flowBox(page).getByText(/^Waiting… \d+ checks? in \d+ s · step: awaiting input$/).waitFor();
    await screenshot(page, '07-hosted-waiting');
    await enterPassword(hosted, 'correct-password', 'Continue');
    await flowBox(page).getByText('Signed in to example.com.').waitFor();
    await flowBox(page).getByText(/^Done after \d+ checks in \d+ s\.$/).waitFor();
    await hosted.getByText('You are signed in').waitFor();
    await liveView(page).getByText('Welcome back!').waitFor();
    await logLines(page).getByText('chromium stopped').waitFor();
    // Every line the stream received is shown once.
    const shown = await logLines(page).locator('li:not(.note)').count();
    await page.locator('#log-progress').getByText(new RegExp(`^${shown} lines? received · \\d+ reconnections?$`)).waitFor();
    await screenshot(page, '07-hosted-page');
    assert.equal(tokens.length, 1, 'the hosted page exchanged the link');
    await assertClean(page, tokens);
  } finally {
    await page.context().close();
  }
});

test('“Complete it in a key-free page” opens that page with the link in its fragment; it signs in there and this page sees it', async (t) => {
  const { page, tokens } = await openDemo();
  try {
    await page.getByLabel('Profile').fill(profileFor(t, 'demo-key-free'));
    await page.getByRole('button', { name: 'Start login' }).click();
    const link = page.getByRole('link', { name: 'Complete it in a key-free page' });
    const href = await link.getAttribute('href');
    assert.ok(href.startsWith(`${env.keyFreeOrigin}/complete.html#hosted_url=`), href);
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    // The key-free page is recorded as it opens, before its script can
    // exchange the link; once `click()` has also resolved, it may have.
    let keyFreeTokens;
    const opened = page.context().waitForEvent('page').then((opened) => {
      keyFreeTokens = captureTokens(record(opened));
      return opened;
    });
    const [keyFree] = await Promise.all([opened, link.click()]);
    await page.getByText('The sign-in goes on in the key-free page').waitFor();
    await page.getByText('Not in use: the sign-in link is being used in the key-free page.').waitFor();

    await enterPassword(keyFree, 'correct-password');
    await keyFree.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    assert.equal(new URL(keyFree.url()).hash, '', 'the key-free page took the link out of its address');
    await flowBox(page).getByText('Signed in to example.com.').waitFor();
    assert.equal(keyFreeTokens.length, 1);
    assert.equal(tokens.length, 0, 'this page never exchanged the link');
    await assertClean(page, keyFreeTokens);
    await assertNoSecrets(keyFree, [...keyFreeTokens, env.sim.key]);
    assert.deepEqual(keyFree.errors, []);
  } finally {
    await page.context().close();
  }
});

test('addresses that fail the frame check are not embedded: each frame says why instead', async (t) => {
  const { page } = await openDemo();
  try {
    // The backend's answer, as a compromised or misconfigured one might send it.
    await page.route('**/app/login-link', (route) =>
      route.fulfill({
        json: {
          id: 'conn_fake',
          hosted_url: 'http://evil.example/hosted/conn_fake?code=hc_secret',
          live_view_url: 'javascript:alert(1)',
          flow_expires_at: new Date(Date.now() + 600_000).toISOString(),
          browser_session_id: null,
        },
      }),
    );
    await page.getByLabel('Profile').fill(profileFor(t, 'demo-refused'));
    await page.getByRole('button', { name: 'Start login' }).click();
    await page.locator('#live-slot').getByText('Not shown: javascript: is not a secure address.').waitFor();
    await page.getByRole('button', { name: 'Use the hosted page' }).click();
    const refusal = page.locator('#hosted-slot .frame-note');
    await refusal.getByText('Not shown: http://evil.example is not a secure address.').waitFor();
    assert.ok(!(await refusal.innerText()).includes('hc_secret'), 'the code is not shown');
    await screenshot(page, '08-refused-address');
    for (const frame of await page.locator('iframe').all()) {
      assert.equal(await frame.getAttribute('src'), null);
      assert.ok(await frame.isHidden());
    }
    assert.ok(!page.requested.some((url) => url.startsWith('http://evil.example')), 'nothing loaded from there');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('a login the service refuses is explained in words, and the form stays usable', async (t) => {
  const { page } = await openDemo();
  try {
    const profile = profileFor(t, 'demo-twice');
    await page.getByLabel('Profile').fill(profile);
    await page.getByRole('button', { name: 'Start login' }).click();
    await flowBox(page).getByText('The sign-in link is ready').waitFor();

    await page.reload();
    await page.getByLabel('Profile').fill(profile);
    await page.getByRole('button', { name: 'Start login' }).click();
    const result = page.locator('#server-result');
    await result.getByText('A sign-in is already running for this profile and site.').waitFor();
    assert.equal(await result.getAttribute('data-kind'), 'error');
    assert.ok(await page.getByRole('button', { name: 'Start login' }).isEnabled());
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});
