// Accessibility of <managed-auth-login>, proven in headless Chromium on the
// key-free page (www/public/complete.html: a real session, the element, no
// key) against a simulator of this file's own (its clock is frozen, moved
// and its flows failed):
//  - axe-core finds no violation (WCAG 2.x A and AA, best practices, and
//    label-in-name, which axe counts as experimental) in any state the
//    element can show, its open shadow root included;
//  - every flow the simulated sites offer completes with the keyboard alone;
//  - every change of state is announced in the element's live regions, and
//    focus moves to the new step's first control, or to its heading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { unique } from './harness.mjs';
import { startOwnSimulator, useDemoPages } from './demo-env.mjs';

const env = useDemoPages(() => startOwnSimulator('sk_a11y'));
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// What axe checks: every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA, and
// its best practices; label-content-name-mismatch (WCAG 2.5.3) is tagged
// experimental, so it is named to run too.
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

// ---------------------------------------------------------------------------
// The person and the service: what a step of a walk does. A person's step
// uses the keyboard alone; the service's moves go through the simulator.

const steps = {
  // The clock stands still, holding the flow in its step.
  freeze: ({ sim }) => setClock(sim, { frozen: true }),
  // Types into the focused identifier, tabs to the password, sends with Enter.
  password: async ({ page }) => {
    await focused(page, 'input[name=identifier]');
    await signIn(page, 'correct-password');
  },
  wrongPassword: async ({ page }) => {
    await focused(page, 'input[name=identifier]');
    await signIn(page, 'wrong-password');
  },
  // Presses Enter on the focused choice (the first one).
  first: async ({ page }) => {
    await focused(page, 'button.choice');
    await page.keyboard.press('Enter');
  },
  fail: ({ sim, id }) => control(sim, 'POST', `/_sim/connections/${id}/fail`),
  // Past the flow's 20 minutes (and the token's 10).
  expire: ({ sim }) => control(sim, 'POST', '/_sim/clock', { advance_seconds: 21 * 60 }),
  // The flow's browser is stopped: the flow is canceled.
  cancel: async ({ sim, id }) => {
    const record = await control(sim, 'GET', `/auth/connections/${id}`);
    await control(sim, 'DELETE', `/_sim/browsers/${record.browser_session_id}`);
  },
  // The connection is deleted under the session: its token no longer opens it.
  remove: ({ sim, id }) => control(sim, 'DELETE', `/auth/connections/${id}`),
};

// Every state the element can show: [name, domain, steps once the flow
// awaits its first input ('held' first: the clock is frozen before the
// login starts), its heading, and a text it shows when the heading alone
// does not tell it from the state before]. A new state is one line.
const STATES = [
  ['discovering', 'example.com', ['held'], /^Opening the sign-in page…$/],
  ['credentials', 'example.com', [], /^Sign in to example\.com$/],
  ['website error', 'example.com', ['wrongPassword'], /^Sign in to example\.com$/, 'Incorrect password'],
  ['submitting', 'example.com', ['freeze', 'password'], /^Sign in to example\.com$/, 'Signing in…'],
  ['MFA choice', 'mfa.example.com', ['password'], /^Choose how to continue$/],
  ['code', 'mfa.example.com', ['password', 'first'], /^Enter your verification code$/],
  ['SSO choice', 'sso.example.com', [], /^Choose how to continue$/],
  ['sign-in options', 'accounts.example.com', ['password'], /^Choose how to continue$/],
  ['push approval', 'push.example.com', ['password'], /^Finish signing in$/],
  ['person in the browser', 'browser.example.com', ['password'], /^Finish signing in$/],
  ['success', 'example.com', ['password'], /^You’re signed in$/],
  ['failed, with its code', 'example.com', ['fail'], /^Sign-in didn’t work$/],
  ['canceled', 'example.com', ['cancel'], /^This sign-in was canceled$/],
  ['expired', 'example.com', ['expire'], /^(This sign-in timed out|Your sign-in link has expired)$/],
  ['error: the link stops working', 'example.com', ['remove'], /^Your sign-in link has expired$/],
];

// ---------------------------------------------------------------------------
// Helpers.

async function control(sim, method, path, body) {
  const response = await sim.call(method, path, body);
  assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const setClock = (sim, settings) => control(sim, 'POST', '/_sim/clock', settings);

async function signIn(page, password) {
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

// What an app's backend does with its key: start a login on `domain`. The
// connection is deleted after the test `t`, so that its browser stops and
// later tests stay under the concurrency limit.
async function newLogin(t, sim, domain) {
  const created = await control(sim, 'POST', '/auth/connections', { domain, profile_name: unique('a11y') });
  t.after(() => sim.call('DELETE', `/auth/connections/${created.id}`));
  const login = await control(sim, 'POST', `/auth/connections/${created.id}/login`, {});
  return { id: created.id, hostedUrl: login.hosted_url, liveViewUrl: login.live_view_url };
}

// The key-free page completing `hostedUrl`, and the element in it.
async function openKeyFree(hostedUrl) {
  const page = await env.newPage();
  await page.goto(`${env.keyFreeOrigin}/#hosted_url=${encodeURIComponent(hostedUrl)}`);
  return { page, element: page.locator('managed-auth-login') };
}

// Polls `check(arg)` in the page until it returns something truthy (5 s at
// most), and returns that. (A function, not source text: the page's policy
// refuses eval.)
async function until(page, check, arg, what) {
  const handle = await page.waitForFunction(check, arg, { timeout: 5_000 }).catch((error) => {
    throw new Error(`${what}: ${error.message}`);
  });
  return handle.jsonValue();
}

// Waits for the element's heading to match `pattern`; returns its text.
async function heading(page, pattern) {
  const shown = () => document.querySelector('managed-auth-login')?.shadowRoot.querySelector('h2')?.textContent ?? null;
  try {
    return await until(page, (source) => {
      const text = document.querySelector('managed-auth-login')?.shadowRoot.querySelector('h2')?.textContent;
      return text && new RegExp(source).test(text) ? text : null;
    }, pattern.source, `heading ${pattern}`);
  } catch (error) {
    throw new Error(`${error.message} (the heading is “${await page.evaluate(shown)}”)`);
  }
}

// Waits until focus, inside the element, is on an element matching
// `selector`; returns its tag and text.
function focused(page, selector) {
  return until(page, (selector) => {
    const active = document.querySelector('managed-auth-login')?.shadowRoot.activeElement;
    return active?.matches(selector) ? `${active.localName}: ${active.textContent || active.name}` : null;
  }, selector, `focus on ${selector}`);
}

// Runs axe on the whole page, the element's shadow root included; returns
// the violations as plain data.
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const found = await window.axe.run(document, options);
    return found.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.flat().join(' >>> '), summary: n.failureSummary })),
    }));
  }, AXE_OPTIONS);
}

async function closePage(page) {
  try {
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
  } finally {
    await page.context().close();
  }
}

// ---------------------------------------------------------------------------
// axe in every state.

for (const [name, domain, walk, shown, text] of STATES) {
  test(`axe finds no violation: ${name}`, async (t) => {
    const sim = env.sim;
    t.after(() => setClock(sim, { frozen: false }));
    const held = walk[0] === 'held';
    if (held) await steps.freeze({ sim });
    const { id, hostedUrl } = await newLogin(t, sim, domain);
    const { page } = await openKeyFree(hostedUrl);
    try {
      if (!held) await focused(page, 'input, button');
      for (const step of walk.slice(held ? 1 : 0)) await steps[step]({ sim, id, page });
      await heading(page, shown);
      if (text) {
        const showing = (text) => document.querySelector('managed-auth-login').shadowRoot.querySelector('.card').innerText.includes(text);
        await until(page, showing, text, `the text “${text}”`);
      }
      const violations = await axe(page);
      assert.deepEqual(violations, [], `axe in the state “${name}”:\n${JSON.stringify(violations, null, 2)}`);
    } finally {
      await closePage(page);
    }
  });
}

// ---------------------------------------------------------------------------
// Every flow with the keyboard alone, every change of state announced.

// Starts recording what the element's live regions say; returns `said(pattern)`,
// which waits for the next announcement (after the last one it returned)
// matching `pattern`, and returns it. The regions are emptied before each
// announcement, so each one is a change of their text.
async function listen(page) {
  await until(page, () => Boolean(document.querySelector('managed-auth-login')?.shadowRoot), null, 'the element');
  await page.evaluate(() => {
    window.announced = [];
    const root = document.querySelector('managed-auth-login').shadowRoot;
    for (const region of root.querySelectorAll('[role=status], [role=alert]')) {
      const record = () => region.textContent && window.announced.push(region.textContent);
      record();
      new MutationObserver(record).observe(region, { childList: true, characterData: true, subtree: true });
    }
  });
  let next = 0;
  return async function said(pattern) {
    const found = await until(page, ({ source, from }) => {
      const index = window.announced.findIndex((text, i) => i >= from && new RegExp(source).test(text));
      return index < 0 ? null : { index, text: window.announced[index] };
    }, { source: pattern.source, from: next }, `announcement ${pattern}`);
    next = found.index + 1;
    return found.text;
  };
}

// Opens the key-free page on a new login to `domain`, the clock held until
// the page listens, so that no announcement is missed.
async function startWalk(t, domain) {
  const sim = env.sim;
  t.after(() => setClock(sim, { frozen: false }));
  await steps.freeze({ sim });
  const login = await newLogin(t, sim, domain);
  const { page, element } = await openKeyFree(login.hostedUrl);
  await heading(page, /^Opening the sign-in page…$/);
  const said = await listen(page);
  await setClock(sim, { frozen: false });
  return { ...login, sim, page, element, said };
}

// Sends an answer with `send()` and waits for the announcement that it is on
// its way (`pattern`). The clock is held meanwhile: on a busy machine the
// next step could otherwise arrive first and rightly replace the words.
async function sendHeld({ sim, said }, send, pattern) {
  await steps.freeze({ sim });
  await send();
  await said(pattern);
  await setClock(sim, { frozen: false });
}

// A step asking for the password: announced, focus in the identifier; then
// the password sent with Enter, which is announced too.
async function passwordStep(walk) {
  const { page, said } = walk;
  assert.match(await said(/^Sign in to /), /^Sign in to [a-z.]+$/);
  await focused(page, 'input[name=identifier]');
  await sendHeld(walk, () => signIn(page, 'correct-password'), /^Signing in…$/);
}

// The success screen: announced with the site's name, focus on its heading.
async function successStep({ page, said, domain }) {
  assert.equal(await said(/^You’re signed in/), `You’re signed in. Your ${domain} account is connected.`);
  await focused(page, 'h2');
}

test('keyboard alone: a password login, through a wrong password first', async (t) => {
  const walk = await startWalk(t, 'example.com');
  const { page, element, said } = walk;
  try {
    await said(/^Sign in to example\.com$/);
    await focused(page, 'input[name=identifier]');
    await sendHeld(walk, () => signIn(page, 'wrong-password'), /^Signing in…$/);
    await said(/^Incorrect password$/);
    await focused(page, 'input[name=password]');
    assert.equal(await element.getByLabel('Email or username').inputValue(), 'ada@example.com');
    await page.keyboard.type('correct-password');
    await sendHeld(walk, () => page.keyboard.press('Enter'), /^Signing in…$/);
    await successStep({ ...walk, domain: 'example.com' });
  } finally {
    await closePage(page);
  }
});

test('keyboard alone: MFA, a method chosen with Enter, then the code', async (t) => {
  const walk = await startWalk(t, 'mfa.example.com');
  const { page, said } = walk;
  try {
    await passwordStep(walk);
    await said(/^Choose how to continue$/);
    assert.match(await focused(page, 'button.choice'), /^button: Text message/);
    await sendHeld(walk, () => page.keyboard.press('Enter'), /^Sending your choice…$/);
    await said(/^Enter your verification code$/);
    await focused(page, 'input[name=code]');
    await page.keyboard.type('123456');
    await sendHeld(walk, () => page.keyboard.press('Enter'), /^Verifying…$/);
    await successStep({ ...walk, domain: 'mfa.example.com' });
  } finally {
    await closePage(page);
  }
});

test('keyboard alone: SSO, the second provider reached with Tab and chosen with Space', async (t) => {
  const walk = await startWalk(t, 'sso.example.com');
  const { page, said, sim, id } = walk;
  try {
    await said(/^Choose how to continue$/);
    assert.equal(await focused(page, 'button.choice'), 'button: Continue with Google');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page, 'button.choice'), 'button: Continue with GitHub');
    await sendHeld(walk, () => page.keyboard.press('Space'), /^Sending your choice…$/);
    await successStep({ ...walk, domain: 'sso.example.com' });
    assert.equal((await control(sim, 'GET', `/auth/connections/${id}`)).sso_provider, 'github');
  } finally {
    await closePage(page);
  }
});

test('keyboard alone: sign-in options, Tab and Shift+Tab between accounts, Enter on one', async (t) => {
  const walk = await startWalk(t, 'accounts.example.com');
  const { page, said, sim, id } = walk;
  try {
    await passwordStep(walk);
    await said(/^Choose how to continue$/);
    assert.match(await focused(page, 'button.choice'), /^button: Personal account/);
    await page.keyboard.press('Tab');
    assert.match(await focused(page, 'button.choice'), /^button: Work account/);
    await page.keyboard.press('Shift+Tab');
    assert.match(await focused(page, 'button.choice'), /^button: Personal account/);
    await sendHeld(walk, () => page.keyboard.press('Enter'), /^Sending your choice…$/);
    await successStep({ ...walk, domain: 'accounts.example.com' });
    assert.equal((await control(sim, 'GET', `/auth/connections/${id}`)).flow_status, 'SUCCESS');
  } finally {
    await closePage(page);
  }
});

test('keyboard alone: a push approval, given on the phone (the simulator), announced', async (t) => {
  const walk = await startWalk(t, 'push.example.com');
  const { page, said, sim, id } = walk;
  try {
    await passwordStep(walk);
    assert.match(await said(/^Finish signing in/), /Approve the sign-in request sent to your phone$/);
    await focused(page, 'h2');
    await control(sim, 'POST', `/_sim/connections/${id}/approve`);
    await successStep({ ...walk, domain: 'push.example.com' });
  } finally {
    await closePage(page);
  }
});

// The element frames the live view beneath the instructions: the person
// tabs into it and finishes there.
test('keyboard alone: a step in the cloud browser, finished in its framed live view', async (t) => {
  const walk = await startWalk(t, 'browser.example.com');
  const { page, said, liveViewUrl } = walk;
  try {
    await passwordStep(walk);
    assert.match(await said(/^Finish signing in/), /Finish signing in in the browser/);
    await focused(page, 'h2');
    // The frame is drawn with the step and loads after it: wait for both.
    const frame = page.locator('managed-auth-login iframe');
    await frame.waitFor();
    const live = await (await frame.elementHandle()).contentFrame();
    await live.waitForURL(liveViewUrl);
    await live.waitForLoadState();
    assert.deepEqual(await axe(live), [], 'axe on the live view');
    const button = live.getByRole('button', { name: 'Finish signing in' });
    let reached = false;
    for (let presses = 0; presses < 10 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((b) => b === document.activeElement && document.hasFocus());
    }
    assert.ok(reached, 'Tab reaches the button inside the frame');
    await page.keyboard.press('Enter');
    await successStep({ ...walk, domain: 'browser.example.com' });
  } finally {
    await closePage(page);
  }
});

test('failures are announced, with focus on their heading', async (t) => {
  // A failure's report has its Copy details button before Start again.
  for (const [step, pattern, buttons] of [
    ['fail', /^Sign-in didn’t work\. The site blocked this sign-in/, ['button.quiet', 'button.primary']],
    ['cancel', /^This sign-in was canceled\./, ['button.primary']],
    ['expire', /^(This sign-in timed out|Your sign-in link has expired)\./, ['button.primary']],
  ]) {
    await t.test(step, async (t) => {
      const walk = await startWalk(t, 'example.com');
      const { page, said, sim, id } = walk;
      try {
        await said(/^Sign in to example\.com$/);
        await focused(page, 'input[name=identifier]');
        await steps[step]({ sim, id, page });
        await said(pattern);
        await focused(page, 'h2');
        for (const button of buttons) {
          await page.keyboard.press('Tab');
          await focused(page, button);
        }
      } finally {
        await closePage(page);
      }
    });
  }
});
