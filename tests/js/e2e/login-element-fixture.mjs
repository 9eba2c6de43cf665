// The fixture of the login element's tests: state records shaped like the
// simulator's, a fake session of the contract's shape in the page (it
// replays those records and derives the prompt as ManagedAuthSession does),
// a page of the demo's origin under a strict policy, and helpers to mount
// the element and wait on what a person sees. Screenshots go to
// tests/js/out/screenshots/.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useDemo } from './harness.mjs';

export const env = useDemo();
export const screenshots = fileURLToPath(new URL('../out/screenshots/', import.meta.url));

// ---------------------------------------------------------------------------
// State records, as the simulator sends them (sim/src/world/connection.rs and
// flow_view.rs; the legacy options as in tests/fixtures/auth_connection_full.json).

export const MASKED_PHONE = '***-***-0142';
const base = {
  id: 'ac_test1', profile_name: 'ada', domain: 'example.com', status: 'NEEDS_AUTH',
  save_credentials: true, record_session: false, browser_session_id: 'bs_1',
  choices: null, discovered_fields: null, error_code: null, error_message: null,
  external_action_message: null, fields: null, flow_status: 'IN_PROGRESS', flow_step: 'DISCOVERING',
  flow_type: 'LOGIN', hosted_url: 'http://sim.test/hosted/ac_test1?code=hc_secret', live_view_url: 'http://sim.test/live/bs_1',
  mfa_options: null, pending_sso_buttons: null, sign_in_options: null, sso_provider: null, website_error: null,
  // Set in the page from `expires_in` (seconds from now), for a live countdown.
  flow_expires_at: null,
};
const credentials = {
  flow_step: 'AWAITING_INPUT',
  fields: [
    { id: 'identifier', ref: 'username', type: 'identifier', label: 'Email or username', observed_selector: '#identifier', required: true, replace_existing: false },
    { id: 'password', ref: 'password', type: 'password', label: 'Password', observed_selector: '#password', required: true, replace_existing: false },
  ],
  discovered_fields: [
    { name: 'identifier', type: 'text', label: 'Email or username', selector: '#identifier', required: true },
    { name: 'password', type: 'password', label: 'Password', selector: '#password', required: true },
  ],
};
const ended = { browser_session_id: null, hosted_url: null, live_view_url: null, flow_expires_at: null };
export const RECORDS = {
  discovering: { ...base, expires_in: 1200 },
  credentials: { ...base, ...credentials, expires_in: 1199 },
  wrongPassword: { ...base, ...credentials, website_error: 'Incorrect password', expires_in: 1190 },
  submitting: { ...base, flow_step: 'SUBMITTING', expires_in: 1195 },
  chooseMfa: {
    ...base, domain: 'mfa.example.com', flow_step: 'AWAITING_INPUT', expires_in: 1180,
    choices: [
      { id: 'sms', type: 'mfa_method', label: 'Text message', mfa_type: 'sms', masked_destination: MASKED_PHONE, observed_selector: '#mfa-sms' },
      { id: 'totp', type: 'mfa_method', label: 'Authenticator app', mfa_type: 'totp', masked_destination: null, observed_selector: '#mfa-totp' },
    ],
    mfa_options: [
      { type: 'sms', label: 'Text message', description: null, target: MASKED_PHONE },
      { type: 'totp', label: 'Authenticator app', description: null, target: null },
    ],
  },
  smsCode: {
    ...base, domain: 'mfa.example.com', flow_step: 'AWAITING_INPUT', expires_in: 1170,
    fields: [{ id: 'code', ref: 'otp', type: 'code', label: 'One-time code', hint: `Enter the code sent to ${MASKED_PHONE}`, observed_selector: '#code', required: true, replace_existing: false }],
    discovered_fields: [{ name: 'code', type: 'code', label: 'One-time code', selector: '#code', hint: `Enter the code sent to ${MASKED_PHONE}`, required: true, linked_mfa_type: 'sms' }],
  },
  // Legacy only: no canonical `fields`, a TOTP field as in the fixtures.
  legacyCode: {
    ...base, flow_step: 'AWAITING_INPUT', expires_in: 1170,
    discovered_fields: [{ name: 'otp', type: 'totp', label: 'Authenticator code', selector: 'input#otp', hint: '6 digits', placeholder: '123456', required: true, linked_mfa_type: 'totp' }],
  },
  // Legacy options of every kind beside an e-mail field, as in the fixtures.
  options: {
    ...base, domain: 'accounts.example.org', flow_step: 'AWAITING_INPUT', expires_in: 1160,
    discovered_fields: [{ name: 'email', type: 'email', label: 'Work e-mail', selector: 'input[name=email]', hint: 'Use your work e-mail', required: true }],
    mfa_options: [{ type: 'sms', label: 'Text message', description: 'Standard rates apply', target: '***-***-1234' }],
    sign_in_options: [{ id: 'acct_2', label: 'Acme Corp', description: 'Organization account' }],
    pending_sso_buttons: [{ selector: "//button[@data-provider='google']", provider: 'google', label: 'Continue with Google' }],
  },
  signInOptions: {
    ...base, flow_step: 'AWAITING_INPUT', expires_in: 1160,
    sign_in_options: [
      { id: 'acct_1', label: 'Ada Lovelace', description: 'Personal account' },
      { id: 'acct_2', label: 'Acme Corporation International Holdings (EMEA)', description: 'Organization account · ada.lovelace@acme-corporation-international.example' },
    ],
  },
  push: {
    ...base, domain: 'push.example.com', flow_step: 'AWAITING_EXTERNAL_ACTION', expires_in: 1150,
    external_action_message: 'Approve the sign-in request sent to your phone',
  },
  success: {
    ...base, ...ended, status: 'AUTHENTICATED', flow_status: 'SUCCESS', flow_step: 'COMPLETED',
    post_login_url: 'https://example.com/home',
  },
  failed: {
    ...base, ...ended, flow_status: 'FAILED', flow_step: 'COMPLETED',
    error_code: 'invalid_credentials', error_message: 'The password was rejected too many times.',
  },
  expired: { ...base, ...ended, flow_status: 'EXPIRED' },
  // A flow that waits on a person in the cloud browser (as the simulator's
  // browser. site): an external action whose message points there.
  person: {
    ...base, domain: 'browser.example.com', flow_step: 'AWAITING_EXTERNAL_ACTION', expires_in: 1150,
    external_action_message: 'Confirm the sign-in in the browser window',
  },
  canceled: { ...base, ...ended, flow_status: 'CANCELED' },
};

// ---------------------------------------------------------------------------
// In the page: a fake session of the contract's shape. `promptOf` derives the
// prompt from a record as ManagedAuthSession does (canonical fields and
// choices preferred over the legacy lists).

function installFake() {
  const fieldTypes = { identifier: 'text', text: 'text', email: 'email', password: 'password', tel: 'tel', number: 'number', url: 'url', code: 'code', totp: 'code' };
  const autocompletes = { identifier: 'username', email: 'username', password: 'current-password', code: 'one-time-code', totp: 'one-time-code' };
  const field = (id, f) => ({
    id, label: f.label, type: fieldTypes[f.type] ?? 'text', hint: f.hint ?? null,
    required: f.required ?? true, autocomplete: autocompletes[f.type] ?? null,
  });
  const choice = (id, kind, c, masked = null) => ({ id, kind, label: c.label, description: c.description ?? null, masked_destination: masked });
  const promptOf = (s) => ({
    status: s.flow_status, step: s.flow_step,
    fields: s.fields?.length ? s.fields.map((f) => field(f.id, f)) : (s.discovered_fields ?? []).map((f) => field(f.name, f)),
    choices: s.choices?.length
      ? s.choices.map((c) => choice(c.id, 'choice', c, c.masked_destination))
      : [
        ...(s.mfa_options ?? []).map((o) => choice(o.type, 'mfa_option', o, o.target)),
        ...(s.sign_in_options ?? []).map((o) => choice(o.id, 'sign_in_option', o)),
        ...(s.pending_sso_buttons ?? []).map((b) => choice(b.selector, 'sso_button', b)),
      ],
    external_action_message: s.external_action_message, website_error: s.website_error,
    error_message: s.error_message, expires_at: s.flow_expires_at,
  });

  window.FakeSession = class FakeSession {
    state = undefined;
    prompt = undefined;
    calls = []; // [method, argument] of each submitFields / choose
    watches = []; // each watch(): { closed }
    closed = false;
    replyDelay = 50; // ms before submitFields / choose resolve
    replyError = null; // when set, they reject with it

    push(record) {
      const { expires_in, ...state } = record;
      if (expires_in) state.flow_expires_at = new Date(Date.now() + expires_in * 1000).toISOString();
      this.state = state;
      this.prompt = promptOf(state);
      for (const watch of this.watches) watch.deliver({ value: state, done: false });
    }

    end() {
      for (const watch of this.watches) watch.deliver({ value: undefined, done: true });
    }

    fail(error) {
      for (const watch of this.watches) watch.deliver(Promise.reject(error));
    }

    watch() {
      const queue = [];
      let waiting = null;
      const watch = {
        closed: false,
        next() {
          if (queue.length) return Promise.resolve(queue.shift());
          if (watch.closed) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve) => (waiting = resolve));
        },
        async return() {
          watch.close();
          return { value: undefined, done: true };
        },
        close() {
          watch.closed = true;
          watch.deliver({ value: undefined, done: true });
        },
        deliver(result) {
          if (waiting) {
            waiting(result);
            waiting = null;
          } else if (!watch.closed) {
            queue.push(result);
          }
        },
        [Symbol.asyncIterator]() {
          return watch;
        },
      };
      if (this.state) watch.deliver({ value: this.state, done: false });
      this.watches.push(watch);
      return watch;
    }

    submitFields(values) {
      this.calls.push(['submitFields', values]);
      return this.#reply();
    }

    choose(choice) {
      this.calls.push(['choose', choice]);
      return this.#reply();
    }

    close() {
      this.closed = true;
    }

    #reply() {
      return new Promise((resolve, reject) => setTimeout(() => (this.replyError ? reject(this.replyError) : resolve({ accepted: true })), this.replyDelay));
    }
  };

  // Every event of the element, as plain data, in order.
  window.events = [];
  for (const type of ['managed-auth-state', 'managed-auth-success', 'managed-auth-failure', 'managed-auth-retry', 'managed-auth-consent']) {
    document.addEventListener(type, (event) => window.events.push({
      type,
      bubbles: event.bubbles,
      composed: event.composed,
      from: event.composedPath()[0].localName,
      detailKeys: event.detail ? Object.keys(event.detail).sort() : null,
      flow_status: event.detail?.state?.flow_status ?? null,
      step: event.detail?.prompt?.step ?? null,
      error: event.detail?.error ? { name: event.detail.error.name, code: event.detail.error.code ?? null } : null,
    }));
  }
}

// ---------------------------------------------------------------------------
// Helpers on the Node side.

// A page of the demo's origin (so /pkg/ is same-origin) holding only the
// element, under a strict policy: no inline script or style anywhere.
const testPage = '/login-element-test.html';
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Login element</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/login-element-test.css">
</head><body><main><h1>Connect your account</h1><div id="slot"></div></main></body></html>`;
const css = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
main { padding: 1.5rem 1rem; max-width: 32rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }`;

// What the records' live_view_url shows: a stand-in for the cloud browser.
const LIVE_VIEW = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live view</title>
<style>body{margin:0;font:14px system-ui,sans-serif;background:#1f2937;color:#111;padding:12px}
.window{background:#fff;border-radius:6px;overflow:hidden}.bar{background:#e5e7eb;padding:6px 10px;font:12px monospace}
.page{padding:16px}</style></head><body><main class="window"><div class="bar">https://push.example.com/login/approve</div>
<div class="page"><h2>Waiting for approval</h2><p>Check your phone.</p></div></main></body></html>`;

// The page's policy: no inline script or style, Trusted Types required (so
// no innerHTML), frames only from the records' live view origin.
const POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; frame-src http://sim.test; "
  + "require-trusted-types-for 'script'; trusted-types 'none'";

// `onDemo` opens the demo's own page instead, with a slot appended: a page
// made up by the test may not call the simulator on another port, a served
// one may (and its policy names the service).
// `style` is appended to the page's style sheet (a brand's rules).
export async function openPage({ width = 1280, height = 800, dark = false, onDemo = false, style = '' } = {}) {
  const page = await env.newPage();
  page.setDefaultTimeout(5_000);
  page.console = [];
  page.on('console', (message) => page.console.push(message.text()));
  await page.setViewportSize({ width, height });
  if (dark) await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(installFake);
  if (onDemo) {
    await page.goto(`${env.origin}/`);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'slot' })));
    return page;
  }
  await page.route(`${env.origin}/login-element-test.*`, (route) => {
    const isHtml = route.request().url().endsWith('.html');
    route.fulfill({
      contentType: isHtml ? 'text/html; charset=utf-8' : 'text/css; charset=utf-8',
      headers: { 'content-security-policy': POLICY },
      body: isHtml ? html : `${css}\n${style}`,
    });
  });
  page.liveViews = []; // each request for the live view: its URL and Referer
  await page.route('http://sim.test/live/**', (route) => {
    page.liveViews.push({ url: route.request().url(), referer: route.request().headers().referer ?? null });
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: LIVE_VIEW });
  });
  await page.goto(env.origin + testPage);
  return page;
}

// Mounts <managed-auth-login> on a new fake session that has yielded `first`.
// Options: `attributes` of the element (set before the session), `locale`
// (a module of login-element/locales, or 'markers': every text «key»),
// `allowLive` (what the session's allows() answers; no allows() if unset).
export async function mount(page, first, { attributes = {}, locale = null, allowLive } = {}) {
  await page.evaluate(async ({ record, attributes, locale, allowLive }) => {
    const { defineLoginElement } = await import('/pkg/login-element.js');
    defineLoginElement();
    window.session = new window.FakeSession();
    if (allowLive !== undefined) {
      window.session.allowed = [];
      window.session.allows = (url) => {
        window.session.allowed.push(url);
        return allowLive;
      };
    }
    if (record) window.session.push(record);
    const element = document.createElement('managed-auth-login');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (locale === 'markers') element.strings = new Proxy({}, { get: (_, key) => () => `«${String(key)}»` });
    else if (locale) element.strings = (await import(`/pkg/login-element/locales/${locale}.js`)).default;
    element.session = window.session;
    document.getElementById('slot').append(element);
    window.element = element;
  }, { record: first && RECORDS[first], attributes, locale, allowLive });
  return page.locator('managed-auth-login');
}

export const push = (page, name) => page.evaluate((record) => window.session.push(record), RECORDS[name]);
export const calls = (page) => page.evaluate(() => window.session.calls);
export const events = (page) => page.evaluate(() => window.events);

// Waits until the focused element in the element's shadow root is `locator`'s.
export async function waitForFocus(locator) {
  await locator.evaluate((target) => new Promise((resolve, reject) => {
    const started = Date.now();
    (function check() {
      if (target.getRootNode().activeElement === target) return resolve();
      if (Date.now() - started > 3_000) return reject(new Error(`focus is not on ${target.outerHTML}`));
      requestAnimationFrame(check);
    })();
  }));
}

// Waits until the element's live region (role status or alert) says `text`.
export async function waitForAnnouncement(element, role, text) {
  await element.getByRole(role).filter({ hasText: text }).waitFor({ state: 'attached' });
}

// The text a person sees in the element (not the visually hidden regions).
export const shownText = (element) => element.evaluate((host) => host.shadowRoot.querySelector('.card').innerText);

export function assertPlainLanguage(text) {
  assert.doesNotMatch(text, /\b(IN_PROGRESS|SUCCESS|FAILED|EXPIRED|CANCELED|AWAITING_\w+|DISCOVERING|SUBMITTING|COMPLETED|undefined|null)\b/, `no raw API words in: ${text}`);
}

export async function close(page, secrets = []) {
  try {
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    for (const secret of secrets) {
      assert.ok(!page.console.some((line) => line.includes(secret)), 'nothing typed reaches the console');
    }
  } finally {
    await page.context().close();
  }
}
