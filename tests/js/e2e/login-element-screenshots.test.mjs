// Screenshots of every state of <managed-auth-login>, to look at: at laptop
// (1280x800) and phone (390x844) sizes, light and dark, and right to left in
// Arabic, into tests/js/out/screenshots/login-element/. Also two brands side
// by side (custom properties and ::part() rules alone), the picture the
// README shows: docs/screenshots/login-element-brands.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { assertPlainLanguage, close, mount, openPage, push, screenshots, shownText } from './login-element-fixture.mjs';

const out = `${screenshots}login-element/`;
const docs = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

const typeCredentials = (page) => page.evaluate(() => {
  const inputs = window.element.shadowRoot.querySelectorAll('input');
  inputs[0].value = 'ada@example.com';
  inputs[1].value = 'secret-password';
});

// name, first record, mount options, what to do then.
const STATES = [
  ['consent', 'credentials', { attributes: { consent: '' } }],
  ['discovering', 'discovering'],
  ['credentials', 'credentials'],
  ['password-shown', 'credentials', {}, async (page) => {
    await typeCredentials(page);
    await page.evaluate(() => window.element.shadowRoot.querySelector('[aria-pressed]').click());
  }],
  ['error', 'wrongPassword', {}, (page) => page.evaluate(() => (window.element.shadowRoot.querySelector('input').value = 'ada@example.com'))],
  ['submitting', 'credentials', {}, async (page) => {
    await typeCredentials(page);
    await page.evaluate(() => {
      window.session.replyDelay = 10_000;
      window.element.shadowRoot.querySelector('form').requestSubmit();
    });
  }],
  ['mfa-choice', 'chooseMfa'],
  ['code', 'smsCode'],
  ['options', 'options'],
  ['sign-in-options', 'signInOptions'],
  ['push', 'push'],
  ['live-view', 'push', { allowLive: true }],
  ['person-live-view', 'person', { allowLive: true }],
  ['last-minute', 'smsCode', {}, (page) => page.evaluate(() => window.session.push({ ...window.session.state, expires_in: 45 }))],
  ['success', 'success'],
  ['failed-with-code', 'failed'],
  ['failed-live-view-offered', 'push', { allowLive: true, attributes: { 'live-view-fallback': '' } }, (page) => push(page, 'failed')],
  ['expired', 'expired'],
  ['link-expired', 'credentials', {}, (page) => page.evaluate(() => window.session.fail(Object.assign(new Error('x'), { name: 'SessionExpiredError' })))],
  ['unreachable', 'credentials', {}, (page) => page.evaluate(() => window.session.fail(new Error('x')))],
];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1280, height: 800, dark: true },
  { width: 390, height: 844 },
  { width: 390, height: 844, dark: true },
];

async function shoot(page, name, record, options, act, suffix, checkEnglish) {
  const element = await mount(page, record, options);
  if (act) await act(page);
  await page.waitForTimeout(250); // the live regions' short delay, focus, the frame's load
  if (await page.locator('managed-auth-login iframe').count()) await page.frameLocator('managed-auth-login iframe').locator('main').waitFor();
  if (checkEnglish) assertPlainLanguage(await shownText(element));
  await page.screenshot({ path: `${out}${name}-${suffix}.png`, fullPage: true });
  await page.evaluate(() => window.element.remove());
}

// Every state in one page of the given size, one after another. The pages
// of the sizes run side by side: each mostly waits on Chromium.
async function shootAll(size, suffix, prepare, localized) {
  const page = await openPage(size);
  try {
    if (prepare) await page.evaluate(prepare);
    for (const [name, record, options = {}, act] of STATES) {
      await shoot(page, name, record, localized ? { ...options, locale: 'ar' } : options, act, suffix, !localized);
    }
  } finally {
    await close(page, ['secret-password']);
  }
}

const sizeName = (size) => `${size.width}x${size.height}`;

test('screenshots of every state at 1280x800 and 390x844, light and dark', async () => {
  await mkdir(out, { recursive: true });
  await Promise.all(SIZES.map((size) => shootAll(size, `${sizeName(size)}${size.dark ? '-dark' : ''}`)));
});

test('screenshots right to left, in Arabic, at both sizes', async () => {
  await mkdir(out, { recursive: true });
  const rightToLeft = () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
  };
  await Promise.all([SIZES[0], SIZES[2]].map((size) => shootAll(size, `${sizeName(size)}-ar`, rightToLeft, true)));
});

// Two brands made with the custom properties and ::part() alone.
const BRANDS = `
main { max-width: 60rem; }
#slot { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 2rem; align-items: start; }
.rounded {
  --mal-accent: #6d28d9; --mal-radius: 14px; --mal-gap: 1.1rem; --mal-bg: #faf5ff; --mal-fg: #2e1065;
  --mal-border: #c4b5fd; --mal-font: "Trebuchet MS", "Segoe UI", system-ui, sans-serif;
}
.rounded::part(card) { box-shadow: 0 12px 32px rgb(109 40 217 / .18); border-color: transparent; }
.rounded::part(primary) { border-radius: 999px; }
.rounded::part(input) { border-width: 2px; }
.square {
  --mal-accent: #d4a017; --mal-radius: 0; --mal-font: Georgia, "Times New Roman", serif;
  --mal-bg: #111111; --mal-fg: #f5f0e6; --mal-border: #6b6254; --mal-muted: #bfb5a3;
}
.square::part(card) { border: 2px solid #d4a017; }
.square::part(heading) { font-weight: 400; font-size: 1.6rem; letter-spacing: .02em; }
.square::part(primary) { color: #111111; text-transform: uppercase; letter-spacing: .12em; }
.square::part(label) { font-variant: small-caps; letter-spacing: .04em; }
`;

test('two brands side by side (docs/screenshots/login-element-brands.png)', async () => {
  await mkdir(docs, { recursive: true });
  const page = await openPage({ width: 1100, height: 640, style: BRANDS });
  try {
    await mount(page, 'credentials', { attributes: { class: 'rounded', theme: 'light' } });
    await page.evaluate(() => {
      const second = document.createElement('managed-auth-login');
      second.className = 'square';
      second.setAttribute('theme', 'dark');
      const session = new window.FakeSession();
      session.push({ ...window.session.state, domain: 'mfa.example.com' });
      second.session = session;
      document.getElementById('slot').append(second);
    });
    await push(page, 'chooseMfa'); // the first one: a second step
    await page.evaluate(() => {
      const [, square] = document.querySelectorAll('managed-auth-login');
      square.shadowRoot.querySelector('input').value = 'ada@example.com';
    });
    await page.waitForTimeout(250);
    const looks = await page.evaluate(() => [...document.querySelectorAll('managed-auth-login')].map((el) => {
      const style = getComputedStyle(el.shadowRoot.querySelector('[part~="card"]'));
      return [style.fontFamily.split(',')[0], style.backgroundColor];
    }));
    assert.notDeepEqual(looks[0], looks[1], 'the brands differ');
    await page.locator('main').screenshot({ path: `${docs}login-element-brands.png` });
  } finally {
    await close(page);
  }
});
