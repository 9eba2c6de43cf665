// The drop-in login element (pkg/login-element.js) in headless Chromium, as a
// person uses it: what they see and can do, by role and label, with the
// keyboard alone, on a phone and a laptop. Most tests run it on the fixture's
// fake session (login-element-fixture.mjs), so every screen can be reached
// on cue; the last one runs it on a real ManagedAuthSession against the
// simulator. Screenshots of each state: login-element-screenshots.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, profileFor, simulator } from './harness.mjs';
import {
  MASKED_PHONE, RECORDS, assertPlainLanguage, calls, close, env, events, mount, openPage, push, shownText,
  waitForAnnouncement, waitForFocus,
} from './login-element-fixture.mjs';

test('defineLoginElement registers <managed-auth-login> once, and another name as a subclass', async () => {
  const page = await openPage();
  try {
    const result = await page.evaluate(async () => {
      const { defineLoginElement, ManagedAuthLoginElement } = await import('/pkg/login-element.js');
      const first = defineLoginElement();
      const again = defineLoginElement();
      const other = defineLoginElement('acme-login');
      customElements.define('not-ours', class extends HTMLElement {});
      let refused = null;
      try {
        defineLoginElement('not-ours');
      } catch (error) {
        refused = error.message;
      }
      return {
        same: first === again && first === ManagedAuthLoginElement,
        registered: customElements.get('managed-auth-login') === ManagedAuthLoginElement,
        subclass: other !== first && other.prototype instanceof ManagedAuthLoginElement,
        refused,
      };
    });
    assert.deepEqual(result, { same: true, registered: true, subclass: true, refused: '<not-ours> is already registered as another element' });
  } finally {
    await close(page);
  }
});

test('a session set before the element is defined is used once it is', async () => {
  const page = await openPage();
  try {
    await page.evaluate(async (record) => {
      const element = document.createElement('managed-auth-login');
      window.session = new window.FakeSession();
      window.session.push(record);
      element.session = window.session;
      document.getElementById('slot').append(element);
      const { defineLoginElement } = await import('/pkg/login-element.js');
      defineLoginElement();
    }, RECORDS.credentials);
    await page.locator('managed-auth-login').getByLabel('Email or username').waitFor();
    assert.equal(await page.evaluate(() => window.session.watches.length), 1);
  } finally {
    await close(page);
  }
});

test('a password sign-in by keyboard alone: labelled fields, focus on the first, Enter submits, success announced with events', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'discovering');
    await element.getByRole('heading', { name: 'Opening the sign-in page…' }).waitFor();
    await push(page, 'credentials');

    await element.getByRole('heading', { name: 'Sign in to example.com' }).waitFor();
    const identifier = element.getByLabel('Email or username');
    const password = element.getByLabel('Password');
    assert.deepEqual(await identifier.evaluate((i) => [i.type, i.autocomplete, i.required]), ['text', 'username', true]);
    assert.deepEqual(await password.evaluate((i) => [i.type, i.autocomplete, i.required]), ['password', 'current-password', true]);
    await waitForFocus(identifier);
    await waitForAnnouncement(element, 'status', 'Sign in to example.com');

    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await waitForFocus(password);
    await page.keyboard.type('correct-password');
    await page.keyboard.press('Enter');

    await element.getByRole('button', { name: 'Signing in…' }).waitFor();
    assert.deepEqual(await calls(page), [['submitFields', { identifier: 'ada@example.com', password: 'correct-password' }]]);
    await push(page, 'submitting');
    await push(page, 'success');

    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await element.getByText('Your example.com account is connected.', { exact: true }).waitFor();
    await waitForAnnouncement(element, 'status', 'You’re signed in');
    assert.equal(await element.getByRole('timer').isHidden(), true, 'no countdown once signed in');
    assertPlainLanguage(await shownText(element));

    const fired = await events(page);
    assert.deepEqual(fired.map((e) => [e.type, e.flow_status]), [
      ['managed-auth-state', 'IN_PROGRESS'],
      ['managed-auth-state', 'IN_PROGRESS'],
      ['managed-auth-state', 'IN_PROGRESS'],
      ['managed-auth-state', 'SUCCESS'],
      ['managed-auth-success', 'SUCCESS'],
    ]);
    for (const event of fired) assert.deepEqual([event.bubbles, event.composed, event.from], [true, true, 'managed-auth-login']);
    assert.deepEqual(fired[0].detailKeys, ['prompt', 'state']);
    assert.equal(fired[1].step, 'AWAITING_INPUT');
    assert.deepEqual(fired[4].detailKeys, ['state']);
  } finally {
    await close(page, ['correct-password']);
  }
});

test('a wrong password: the website error beside the form, announced; the identifier kept, the password emptied and focused', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    await element.getByLabel('Email or username').fill('ada@example.com');
    await element.getByLabel('Password').fill('wrong-password');
    await element.getByRole('button', { name: 'Sign in' }).click();
    await push(page, 'submitting');
    // Still the same form, busy, while the site checks.
    await element.locator('[aria-busy="true"]').waitFor({ state: 'attached' });
    await push(page, 'wrongPassword');

    const error = element.locator('.error');
    await error.filter({ hasText: 'Incorrect password' }).waitFor();
    await waitForAnnouncement(element, 'alert', 'Incorrect password');
    assert.equal(await element.getByLabel('Email or username').inputValue(), 'ada@example.com');
    assert.equal(await element.getByLabel('Password').inputValue(), '');
    await waitForFocus(element.getByLabel('Password'));
    // The error describes the fields, so it is read with the focused one.
    assert.match(await element.getByLabel('Password').getAttribute('aria-describedby'), new RegExp(await error.getAttribute('id')));
    assert.equal(await element.getByRole('button', { name: 'Sign in' }).getAttribute('aria-disabled'), null);
    // The error sits right above the first field.
    const [errorBox, fieldBox] = [await error.boundingBox(), await element.getByLabel('Email or username').boundingBox()];
    assert.ok(fieldBox.y > errorBox.y && fieldBox.y - errorBox.y < 120);

    // The same error a second time is announced again: the region is emptied, then filled.
    await element.evaluate((host) => {
      const alert = host.shadowRoot.querySelector('[role="alert"]');
      window.alerts = [];
      new MutationObserver(() => window.alerts.push(alert.textContent)).observe(alert, { childList: true, characterData: true, subtree: true });
    });
    await page.keyboard.type('wrong-again');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.session.calls.length === 2);
    await push(page, 'submitting');
    await push(page, 'wrongPassword');
    await page.waitForFunction(() => window.alerts.at(-1) === 'Incorrect password');
    assert.deepEqual(await page.evaluate(() => window.alerts), ['', 'Incorrect password']);
  } finally {
    await close(page, ['wrong-password', 'wrong-again']);
  }
});

test('a double click sends the form once; the button shows progress and the step is aria-busy until the next state', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    await page.evaluate(() => (window.session.replyDelay = 400));
    await element.getByLabel('Email or username').fill('ada@example.com');
    await element.getByLabel('Password').fill('correct-password');
    const button = element.getByRole('button', { name: 'Sign in' });
    await button.dblclick();
    await element.getByRole('button', { name: 'Signing in…' }).waitFor();
    await page.keyboard.press('Enter');
    assert.equal(await element.getByRole('button', { name: 'Signing in…' }).getAttribute('aria-disabled'), 'true');
    assert.equal(await element.locator('.step').getAttribute('aria-busy'), 'true');
    assert.equal(await element.getByLabel('Password').evaluate((i) => i.readOnly), true);
    await page.waitForTimeout(500); // the answer arrived; no new state yet
    assert.equal(await element.locator('.step').getAttribute('aria-busy'), 'true', 'busy until the flow moves on');
    assert.equal((await calls(page)).length, 1, 'one submit');
    await push(page, 'success');
    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
  } finally {
    await close(page, ['correct-password']);
  }
});

test('a submit that fails to send shows a plain error and lets the person send again', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'smsCode');
    await page.evaluate(() => (window.session.replyError = Object.assign(new Error('connection reset'), { name: 'APIConnectionError' })));
    await element.getByLabel('One-time code').fill('123456');
    await page.keyboard.press('Enter');
    await element.locator('.error').filter({ hasText: 'That didn’t go through. Please try again.' }).waitFor();
    await waitForAnnouncement(element, 'alert', 'That didn’t go through.');
    assert.equal(await element.getByLabel('One-time code').inputValue(), '123456', 'what was typed stays');
    await page.evaluate(() => (window.session.replyError = null));
    await element.getByRole('button', { name: 'Verify' }).click();
    await page.waitForFunction(() => window.session.calls.length === 2);
  } finally {
    await close(page, ['123456']);
  }
});

test('MFA choices as buttons with the masked destination; choosing one asks for the code, with focus on it', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'chooseMfa');
    const group = element.getByRole('group', { name: 'Choose how to continue' });
    await group.waitFor();
    const sms = group.getByRole('button', { name: 'Text message' });
    assert.equal(await sms.evaluate((b) => b.getRootNode().getElementById(b.getAttribute('aria-describedby')).textContent), MASKED_PHONE);
    await waitForFocus(sms);
    await group.getByRole('button', { name: 'Authenticator app' }).waitFor();

    await page.keyboard.press('Enter');
    assert.deepEqual(await calls(page), [['choose', { id: 'sms', kind: 'choice', label: 'Text message', description: null, masked_destination: MASKED_PHONE }]]);
    await push(page, 'submitting');
    await push(page, 'smsCode');

    await element.getByRole('heading', { name: 'Enter your verification code' }).waitFor();
    const code = element.getByLabel('One-time code');
    await waitForFocus(code);
    assert.deepEqual(await code.evaluate((i) => [i.autocomplete, i.inputMode, i.type]), ['one-time-code', 'numeric', 'text']);
    await element.getByText(`Enter the code sent to ${MASKED_PHONE}`, { exact: true }).waitFor();
    assert.match(await code.getAttribute('aria-describedby'), /hint/);
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    assert.deepEqual((await calls(page))[1], ['submitFields', { code: '123456' }]);
    await page.evaluate((record) => window.session.push({ ...record, domain: 'mfa.example.com' }), RECORDS.success);
    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    await element.getByText('Your mfa.example.com account is connected.', { exact: true }).waitFor();
  } finally {
    await close(page, ['123456']);
  }
});

test('legacy discovered_fields: a one-time code field with its label, hint and autocomplete', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'legacyCode');
    const code = element.getByLabel('Authenticator code');
    await waitForFocus(code);
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    await element.getByText('6 digits', { exact: true }).waitFor();
    await element.getByRole('button', { name: 'Verify' }).waitFor();
    await page.keyboard.type('654321');
    await page.keyboard.press('Enter');
    assert.deepEqual(await calls(page), [['submitFields', { otp: '654321' }]]);
  } finally {
    await close(page, ['654321']);
  }
});

test('legacy options: MFA options, sign-in options and SSO buttons in labelled groups beside the form', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'options');
    await element.getByRole('heading', { name: 'Sign in to accounts.example.org' }).waitFor();
    await waitForFocus(element.getByLabel('Work e-mail'));
    assert.equal(await element.getByLabel('Work e-mail').getAttribute('type'), 'email');
    await element.getByRole('group', { name: 'Choose how to verify it’s you' }).getByRole('button', { name: 'Text message' }).waitFor();
    await element.getByText('Standard rates apply · ***-***-1234', { exact: true }).waitFor();
    await element.getByRole('group', { name: 'Choose an account' }).getByRole('button', { name: 'Acme Corp' }).waitFor();
    await element.getByText('Organization account', { exact: true }).waitFor();
    const google = element.getByRole('group', { name: 'Or continue with' }).getByRole('button', { name: 'Continue with Google' });
    await google.click();
    assert.deepEqual(await calls(page), [['choose', {
      id: "//button[@data-provider='google']", kind: 'sso_button', label: 'Continue with Google', description: null, masked_destination: null,
    }]]);
    // Busy: the other buttons do nothing until the flow moves on.
    await element.getByRole('button', { name: 'Acme Corp' }).click({ force: true });
    assert.equal((await calls(page)).length, 1);
  } finally {
    await close(page);
  }
});

test('a step of sign-in options alone is titled by its group', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'signInOptions');
    const heading = element.getByRole('heading', { name: 'Choose an account' });
    await heading.waitFor();
    await element.getByRole('group', { name: 'Choose an account' }).waitFor();
    await waitForFocus(element.getByRole('button', { name: 'Ada Lovelace' }));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    assert.equal((await calls(page))[0][1].id, 'acct_2');
  } finally {
    await close(page);
  }
});

test('an external action: the message and a waiting indicator, announced, then success', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'push');
    await element.getByRole('heading', { name: 'Approve the sign-in' }).waitFor();
    await element.getByText('Approve the sign-in request sent to your phone', { exact: true }).waitFor();
    await element.getByText('Waiting for your approval…', { exact: true }).waitFor();
    await waitForAnnouncement(element, 'status', 'Approve the sign-in. Approve the sign-in request sent to your phone');
    assertPlainLanguage(await shownText(element));
    await push(page, 'success');
    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
  } finally {
    await close(page);
  }
});

test('the countdown: mm:ss to expires_at with an accessible label; ticking rewrites only its own text', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    const timer = element.getByRole('timer', { name: 'Time left to sign in' });
    await timer.waitFor();
    assert.match(await timer.innerText(), /^(19:59|19:58)$/);
    assert.equal(await timer.getAttribute('aria-live'), 'off');
    await waitForAnnouncement(element, 'status', 'Sign in to example.com');
    await element.getByLabel('Email or username').fill('ada');
    // Watch every change in the shadow root for two ticks.
    const changed = await element.evaluate((host) => new Promise((resolve) => {
      const timerNode = host.shadowRoot.querySelector('[role="timer"]');
      const seen = new Set();
      const observer = new MutationObserver((records) => {
        for (const record of records) seen.add(timerNode.contains(record.target) ? 'timer' : record.target.nodeName);
      });
      observer.observe(host.shadowRoot, { subtree: true, childList: true, characterData: true, attributes: true });
      setTimeout(() => {
        observer.disconnect();
        resolve([...seen]);
      }, 2_100);
    }));
    assert.deepEqual(changed, ['timer'], 'only the timer changed');
    assert.equal(await element.getByLabel('Email or username').inputValue(), 'ada', 'the form was not rebuilt');
    assert.match(await timer.innerText(), /^19:5[5-7]$/);
    assert.equal(await element.getByRole('status').innerText(), 'Sign in to example.com', 'the ticks are not announced');

    // One announcement when a minute is left, and the countdown turns to the danger color.
    await page.evaluate(() => window.session.push({ ...window.session.state, expires_in: 61 }));
    await waitForAnnouncement(element, 'status', '1 minute left to sign in.');
    assert.match(await timer.innerText(), /^0(1:00|0:59)$/);
    assert.equal(await element.locator('.countdown.soon').count(), 1);
  } finally {
    await close(page);
  }
});

test('failures in plain language, each with Try again (Start again when expired) that emits managed-auth-retry once', async () => {
  const cases = [
    ['failed', 'Sign-in didn’t work', 'The password was rejected too many times.', null, 'Try again'],
    ['expired', 'This sign-in timed out', 'It was open too long. Start again to sign in.', null, 'Start again'],
    ['canceled', 'This sign-in was canceled', 'It was stopped before it finished.', null, 'Try again'],
    ['watchExpired', 'Your sign-in link has expired', 'For your security, it only works for a short time.', { name: 'SessionExpiredError', code: 'session_expired' }, 'Start again'],
    ['watchNetwork', 'We lost touch with the sign-in', 'Check your internet connection, then try again.', { name: 'APIConnectionError', code: null }, 'Try again'],
  ];
  for (const [name, title, text, error, again] of cases) {
    const page = await openPage();
    try {
      const element = await mount(page, 'credentials');
      await element.getByLabel('Email or username').waitFor();
      if (error) {
        await page.evaluate((e) => window.session.fail(Object.assign(new Error('details for developers'), e)), error);
      } else {
        await push(page, name);
      }
      await element.getByRole('heading', { name: title }).waitFor();
      await element.getByText(text, { exact: true }).waitFor();
      await waitForAnnouncement(element, 'status', `${title}. ${text}`);
      assertPlainLanguage(await shownText(element));
      assert.equal(await element.getByRole('timer').isHidden(), true);

      const retry = element.getByRole('button', { name: again });
      await retry.focus();
      await page.keyboard.press('Enter');
      await element.getByRole('button', { name: 'Starting again…' }).waitFor();
      await page.keyboard.press('Enter');
      const fired = await events(page);
      const failure = fired.filter((e) => e.type === 'managed-auth-failure');
      assert.equal(failure.length, 1, name);
      assert.deepEqual(failure[0].detailKeys, ['error', 'state']);
      assert.deepEqual(failure[0].error, error, name);
      if (!error) assert.equal(failure[0].flow_status, name.toUpperCase());
      const retries = fired.filter((e) => e.type === 'managed-auth-retry');
      assert.deepEqual(retries, [{ type: 'managed-auth-retry', bubbles: true, composed: true, from: 'managed-auth-login', detailKeys: null, flow_status: null, step: null, error: null }]);

      // The app answers with a new session: the element starts over.
      await page.evaluate((record) => {
        const next = new window.FakeSession();
        next.push(record);
        window.element.session = next;
      }, RECORDS.credentials);
      await element.getByRole('heading', { name: 'Sign in to example.com' }).waitFor();
    } finally {
      await close(page);
    }
  }
});

test('a new session closes the previous watch (not the session); removing the element closes its watch', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    await element.getByLabel('Email or username').waitFor();
    const result = await page.evaluate(async () => {
      const first = window.session;
      const second = new window.FakeSession();
      second.push({ ...first.state, domain: 'second.example.com' });
      window.element.session = second;
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A late state of the first session changes nothing.
      first.push({ ...first.state, domain: 'late.example.com' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const heading = window.element.shadowRoot.querySelector('h2').textContent;
      window.element.remove();
      const afterRemove = second.watches.map((w) => w.closed);
      document.getElementById('slot').append(window.element);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        firstWatches: first.watches.map((w) => w.closed),
        firstSessionClosed: first.closed,
        heading,
        afterRemove,
        afterReattach: second.watches.map((w) => w.closed),
        secondSessionClosed: second.closed,
      };
    });
    assert.deepEqual(result, {
      firstWatches: [true],
      firstSessionClosed: false,
      heading: 'Sign in to second.example.com',
      afterRemove: [true],
      afterReattach: [true, false],
      secondSessionClosed: false,
    });
  } finally {
    await close(page);
  }
});

test('no horizontal scroll at 360 px, on every screen', async () => {
  const page = await openPage({ width: 360, height: 740 });
  try {
    const element = await mount(page, 'options');
    for (const name of ['options', 'signInOptions', 'chooseMfa', 'smsCode', 'wrongPassword', 'push', 'failed']) {
      await push(page, name);
      await page.waitForTimeout(150);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        card: window.element.shadowRoot.querySelector('.card').scrollWidth,
        cardBox: window.element.shadowRoot.querySelector('.card').clientWidth,
      }));
      assert.ok(widths.page <= widths.viewport, `${name}: page ${widths.page} > ${widths.viewport}`);
      assert.ok(widths.card <= widths.cardBox, `${name}: card content ${widths.card} > ${widths.cardBox}`);
    }
    assert.ok(await element.getByRole('button', { name: 'Try again' }).isVisible());
  } finally {
    await close(page);
  }
});

test('on a real ManagedAuthSession: a password login completed by keyboard, through a wrong password first', async (t) => {
  const created = await callSimulator('POST', '/auth/connections', { domain: 'example.com', profile_name: profileFor(t, 'element') });
  assert.equal(created.status, 201);
  const login = await callSimulator('POST', `/auth/connections/${created.body.id}/login`, {});
  assert.equal(login.status, 200);

  const page = await openPage({ onDemo: true });
  try {
    await page.evaluate(async ({ hostedUrl, baseURL }) => {
      const sdk = await import('/pkg/browser_cloud_sdk.js');
      await sdk.default();
      const { defineLoginElement } = await import('/pkg/login-element.js');
      defineLoginElement();
      window.session = await sdk.ManagedAuthSession.fromHostedUrl(hostedUrl, { baseURL });
      window.element = document.createElement('managed-auth-login');
      window.element.session = window.session;
      document.getElementById('slot').append(window.element);
    }, { hostedUrl: login.body.hosted_url, baseURL: simulator().url });
    const element = page.locator('managed-auth-login');
    const identifier = element.getByLabel('Email or username');
    const password = element.getByLabel('Password');
    await waitForFocus(identifier);
    await element.getByRole('timer', { name: 'Time left to sign in' }).waitFor();

    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong-password');
    await page.keyboard.press('Enter');
    await waitForAnnouncement(element, 'alert', 'Incorrect password');
    await element.locator('.error').filter({ hasText: 'Incorrect password' }).waitFor();
    await waitForFocus(password);
    assert.equal(await identifier.inputValue(), 'ada@example.com');

    await page.keyboard.type('correct-password');
    await page.keyboard.press('Enter');
    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor({ timeout: 10_000 });
    const fired = await events(page);
    assert.deepEqual(fired.filter((e) => e.type !== 'managed-auth-state').map((e) => e.type), ['managed-auth-success']);

    const connection = await callSimulator('GET', `/auth/connections/${created.body.id}`);
    assert.deepEqual([connection.body.status, connection.body.flow_status], ['AUTHENTICATED', 'SUCCESS']);
    await page.evaluate(() => window.session.close());
  } finally {
    await close(page, ['wrong-password', 'correct-password']);
  }
});
