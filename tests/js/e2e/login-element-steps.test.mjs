// Every step a flow can take in <managed-auth-login>, in headless Chromium
// on the fixture's fake session: the password toggle, the consent step, the
// live view (framed only when the session allows it, and never leaked), the
// expired screen, the error code with Copy details, the live view offered
// after a failure, and the theme attribute.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RECORDS, close, events, mount, openPage, push, waitForAnnouncement, waitForFocus } from './login-element-fixture.mjs';

const LIVE = RECORDS.push.live_view_url;

test('the password toggle: a real button, aria-pressed, keeps the value and the focus', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    const password = element.getByLabel('Password', { exact: true });
    await password.fill('secret-password');
    const toggle = element.getByRole('button', { name: 'Show', exact: true });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.equal(await password.getAttribute('type'), 'password');
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await password.getAttribute('type'), 'text');
    assert.equal(await password.inputValue(), 'secret-password');
    await waitForFocus(toggle);
    await page.keyboard.press('Space');
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    assert.equal(await password.getAttribute('type'), 'password');
    assert.equal(await password.inputValue(), 'secret-password');
    // Pressing it never sends the form.
    assert.deepEqual(await page.evaluate(() => window.session.calls), []);
  } finally {
    await close(page, ['secret-password']);
  }
});

test('consent: asked before the flow shows, Continue starts watching, Cancel ends with Start again', async () => {
  for (const answer of ['Continue', 'Cancel']) {
    const page = await openPage();
    try {
      await page.evaluate(() => document.addEventListener('managed-auth-consent', (e) => (window.lastConsent = e.detail.accepted)));
      const element = await mount(page, 'credentials', { attributes: { consent: '' } });
      await element.getByRole('heading', { name: 'Before you sign in' }).waitFor();
      await element.getByText('A cloud browser will sign in to example.com for you.', { exact: true }).waitFor();
      await waitForAnnouncement(element, 'status', 'Before you sign in. A cloud browser will sign in to example.com for you.');
      assert.equal(await page.evaluate(() => window.session.watches.length), 0, 'the watch waits for consent');
      await waitForFocus(element.getByRole('button', { name: 'Continue' }));
      if (answer === 'Cancel') await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const consent = await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(window.events.filter((e) => e.type === 'managed-auth-consent')))));
      assert.deepEqual(consent.map((e) => [e.detailKeys, e.bubbles, e.composed]), [[['accepted'], true, true]]);
      assert.equal(await page.evaluate(() => window.lastConsent), answer === 'Continue');
      if (answer === 'Continue') {
        await element.getByRole('heading', { name: 'Sign in to example.com' }).waitFor();
        assert.equal(await page.evaluate(() => window.session.watches.length), 1);
      } else {
        await element.getByRole('heading', { name: 'Sign-in canceled' }).waitFor();
        assert.equal(await page.evaluate(() => window.session.watches.length), 0);
        await element.getByRole('button', { name: 'Start again' }).click();
        assert.equal((await events(page)).filter((e) => e.type === 'managed-auth-retry').length, 1);
      }
    } finally {
      await close(page);
    }
  }
});

test('an external action with an allowed live view: framed beneath the message, sandboxed, no referrer, and nowhere else', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'push', { allowLive: true });
    await element.getByRole('heading', { name: 'Finish signing in' }).waitFor();
    await element.getByText('Approve the sign-in request sent to your phone', { exact: true }).waitFor();
    const frame = element.locator('iframe');
    await frame.waitFor();
    assert.deepEqual(await frame.evaluate((f) => ({
      src: f.getAttribute('src'),
      title: f.title,
      sandbox: [...f.sandbox].sort(),
      referrerPolicy: f.referrerPolicy,
      allow: f.getAttribute('allow'),
      part: f.getAttribute('part'),
    })), {
      src: LIVE,
      title: 'Cloud browser signing in to push.example.com',
      sandbox: ['allow-forms', 'allow-same-origin', 'allow-scripts'],
      referrerPolicy: 'no-referrer',
      allow: null,
      part: 'live-view',
    });
    // The frame loads the live view, sending no Referer.
    await page.frameLocator('managed-auth-login iframe').getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    assert.deepEqual(page.liveViews.map((v) => v.referer), [null]);
    assert.deepEqual(await page.evaluate(() => window.session.allowed), [LIVE]);

    // The signed URL: in the frame's src alone, not in events, the light DOM, the live regions or the console.
    const leaks = await page.evaluate((live) => {
      const root = window.element.shadowRoot;
      const attributes = [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => !(el.localName === 'iframe' && a.name === 'src')).map((a) => a.value));
      return {
        events: JSON.stringify(window.events).includes(live),
        host: window.element.outerHTML.includes(live) || document.body.innerHTML.includes(live),
        attributes: attributes.some((v) => v.includes(live)),
        text: root.textContent.includes(live),
      };
    }, LIVE);
    assert.deepEqual(leaks, { events: false, host: false, attributes: false, text: false });
    const detail = await page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('managed-auth-state', (e) => resolve(Object.keys(e.detail.state)), { once: true });
      window.session.push({ ...window.session.state, website_error: null });
    }));
    assert.ok(!detail.includes('live_view_url') && !detail.includes('hosted_url'), `state keys: ${detail}`);
    assert.ok(!page.console.some((line) => line.includes(LIVE)));

    await push(page, 'success');
    await element.getByRole('heading', { name: 'You’re signed in' }).waitFor();
    assert.equal(await element.locator('iframe').count(), 0);
  } finally {
    await close(page);
  }
});

test('the live view is framed only when the session allows it: refused or no allows(), the instructions alone', async () => {
  for (const allowLive of [false, undefined, 'yes']) {
    const page = await openPage();
    try {
      const element = await mount(page, 'person', { allowLive });
      await element.getByRole('heading', { name: 'Approve the sign-in' }).waitFor();
      await element.getByText('Confirm the sign-in in the browser window', { exact: true }).waitFor();
      assert.equal(await element.locator('iframe').count(), 0, String(allowLive));
      assert.deepEqual(page.liveViews, []);
    } finally {
      await close(page);
    }
  }
});

test('a failure shows the error code and message, and Copy details copies both (or selects them)', async () => {
  for (const clipboard of [true, false]) {
    const page = await openPage();
    try {
      if (clipboard) await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      else await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } }));
      const element = await mount(page, 'failed');
      await element.getByRole('heading', { name: 'Sign-in didn’t work' }).waitFor();
      await element.getByText('Error code: invalid_credentials', { exact: true }).waitFor();
      await element.getByText('The password was rejected too many times.', { exact: true }).waitFor();
      await element.getByRole('button', { name: 'Copy details' }).click();
      const expected = 'Error code: invalid_credentials\nThe password was rejected too many times.';
      if (clipboard) {
        await element.getByRole('button', { name: 'Copied' }).waitFor();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
        await waitForAnnouncement(element, 'status', 'Copied');
      } else {
        await waitForAnnouncement(element, 'status', 'Selected: press Ctrl+C (⌘C on a Mac) to copy.');
        const selected = await page.evaluate(() => getSelection().toString());
        assert.match(selected, /The password was rejected too many times\.\s+Error code: invalid_credentials/);
      }
    } finally {
      await close(page);
    }
  }
});

test('expired: a screen of its own, with the time it ended (Intl) and Start again, for the flow and for the link', async () => {
  const page = await openPage();
  try {
    let element = await mount(page, 'expired');
    await element.getByRole('heading', { name: 'This sign-in timed out' }).waitFor();
    const ended = await element.locator('.expired .hint').innerText();
    const expected = await page.evaluate(() => `It ended at ${new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date())}.`);
    assert.equal(ended, expected);
    assert.equal(await element.locator('.expired').count(), 1);
    assert.equal(await element.getByRole('button', { name: 'Copy details' }).count(), 0);
    await element.getByRole('button', { name: 'Start again' }).click();
    await element.getByRole('button', { name: 'Starting again…' }).waitFor();

    await page.evaluate(() => window.element.remove());
    element = await mount(page, 'credentials');
    await page.evaluate(() => window.session.fail(Object.assign(new Error('expired'), { name: 'SessionExpiredError', code: 'session_expired' })));
    await element.getByRole('heading', { name: 'Your sign-in link has expired' }).waitFor();
    assert.equal(await element.locator('.expired').count(), 1);
    await element.getByRole('button', { name: 'Start again' }).waitFor();
  } finally {
    await close(page);
  }
});

test('live-view-fallback: after a FAILED flow, the last allowed live view is offered to finish by hand; off by default', async () => {
  for (const fallback of [true, false]) {
    const page = await openPage();
    try {
      const element = await mount(page, 'push', { allowLive: true, attributes: fallback ? { 'live-view-fallback': '' } : {} });
      await element.locator('iframe').waitFor();
      await push(page, 'failed');
      await element.getByRole('heading', { name: 'Sign-in didn’t work' }).waitFor();
      const open = element.getByRole('button', { name: 'Open the cloud browser' });
      if (!fallback) {
        assert.equal(await open.count(), 0);
        assert.equal(await element.locator('iframe').count(), 0);
        continue;
      }
      await element.getByText('You can finish signing in yourself, in the cloud browser.', { exact: true }).waitFor();
      await open.click();
      const frame = element.locator('iframe');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('src'), LIVE);
      assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-forms');
      const failure = (await events(page)).filter((e) => e.type === 'managed-auth-failure');
      assert.equal(failure.length, 1);
      assert.ok(!JSON.stringify(await page.evaluate(() => window.events)).includes(LIVE));
    } finally {
      await close(page);
    }
  }
});

test('theme: light and dark whatever the page scheme, auto following the system', async () => {
  const page = await openPage();
  try {
    const background = () => page.evaluate(() => getComputedStyle(window.element.shadowRoot.querySelector('.card')).backgroundColor);
    const element = await mount(page, 'credentials', { attributes: { theme: 'dark' } });
    await element.getByLabel('Email or username').waitFor();
    const dark = await background();
    await page.evaluate(() => window.element.setAttribute('theme', 'light'));
    const light = await background();
    assert.notEqual(dark, light);
    await page.evaluate(() => window.element.setAttribute('theme', 'auto'));
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await background(), dark);
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await background(), light);
  } finally {
    await close(page);
  }
});

test('every part a brand restyles is named for ::part()', async () => {
  const page = await openPage();
  try {
    const parts = new Set();
    const collect = async () => {
      for (const p of await page.evaluate(() => [...window.element.shadowRoot.querySelectorAll('[part]')].flatMap((e) => e.getAttribute('part').split(' ')))) parts.add(p);
    };
    for (const [name, options] of [['options', {}], ['credentials', {}], ['failed', {}], ['push', { allowLive: true }], ['discovering', {}]]) {
      await mount(page, name, options);
      await page.waitForTimeout(150);
      await collect();
      await page.evaluate(() => window.element.remove());
    }
    for (const part of ['card', 'heading', 'text', 'hint', 'form', 'label', 'input', 'button', 'primary', 'secondary', 'toggle', 'copy',
      'choice', 'choice-label', 'choice-detail', 'group', 'legend', 'error', 'waiting', 'spinner', 'icon', 'report', 'code', 'live-view',
      'countdown', 'timer']) {
      assert.ok(parts.has(part), `part ${part} in ${[...parts].sort()}`);
    }
  } finally {
    await close(page);
  }
});
