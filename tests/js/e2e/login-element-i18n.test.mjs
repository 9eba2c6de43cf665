// Languages of <managed-auth-login> in headless Chromium: every text of every
// state comes from `strings` (English only as the fallback), numbers and
// times from Intl in the element's language, French and Arabic (right to
// left) as shipped, and a page loads only the language it imports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RECORDS, close, mount, openPage, push } from './login-element-fixture.mjs';

// Every state the element can show, reached on the fake session: a record
// to start from, then what to do.
const STATES = [
  ['consent', 'credentials', { attributes: { consent: '' } }],
  ['declined', 'credentials', { attributes: { consent: '' } }, (page) => page.evaluate(() => window.element.shadowRoot.querySelectorAll('button')[1].click())],
  ['connecting', null, {}, (page) => page.evaluate(() => (window.element.session = new window.FakeSession()))],
  ['discovering', 'discovering'],
  ['credentials, password shown', 'credentials', {}, (page) => page.evaluate(() => window.element.shadowRoot.querySelector('[aria-pressed]').click())],
  ['optional field and every group', 'options'],
  ['wrong password', 'wrongPassword'],
  ['submitting', 'credentials', {}, async (page) => {
    await page.evaluate(() => {
      window.session.replyDelay = 10_000;
      window.element.shadowRoot.querySelector('input').value = 'ada';
      window.element.shadowRoot.querySelector('input[type=password]').value = 'pw';
      window.element.shadowRoot.querySelector('form').requestSubmit();
    });
    await push(page, 'submitting');
  }],
  ['checking', 'submitting'],
  ['send failed', 'credentials', {}, (page) => page.evaluate(() => {
    window.session.replyError = new Error('offline');
    window.element.shadowRoot.querySelector('input').value = 'ada';
    window.element.shadowRoot.querySelector('input[type=password]').value = 'pw';
    window.element.shadowRoot.querySelector('form').requestSubmit();
  })],
  ['choose MFA', 'chooseMfa'],
  ['code', 'smsCode'],
  ['sign-in options', 'signInOptions'],
  ['push', 'push'],
  ['live view', 'push', { allowLive: true }],
  ['person in the browser', 'person', { allowLive: true }],
  ['last minute', 'credentials', {}, (page) => page.evaluate(() => window.session.push({ ...window.session.state, expires_in: 61 }))],
  ['success', 'success'],
  ['failed, copied, live view offered', 'push', { allowLive: true, attributes: { 'live-view-fallback': '' } }, async (page) => {
    await push(page, 'failed');
    await page.evaluate(async () => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } });
      const buttons = [...window.element.shadowRoot.querySelectorAll('button')];
      buttons.find((b) => b.getAttribute('part').includes('copy')).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }],
  ['failed, copy refused', 'failed', {}, (page) => page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    window.element.shadowRoot.querySelector('[part~="copy"]').click();
  })],
  ['expired', 'expired'],
  ['canceled', 'canceled'],
  ['link expired', 'credentials', {}, (page) => page.evaluate(() => window.session.fail(Object.assign(new Error('x'), { name: 'SessionExpiredError' })))],
  ['unreachable', 'credentials', {}, (page) => page.evaluate(() => window.session.fail(new Error('x')))],
  ['stopped', 'credentials', {}, (page) => page.evaluate(() => window.session.end())],
  ['starting again', 'canceled', {}, (page) => page.evaluate(() => window.element.shadowRoot.querySelector('[part~="primary"]').click())],
];

// Texts that are the service's, not ours: every string of the records.
function serviceTexts() {
  const texts = new Set();
  const walk = (value) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(RECORDS);
  return [...texts].filter((t) => /[A-Za-z]/.test(t)).sort((a, b) => b.length - a.length);
}

// Every text of the shadow root a person or a screen reader meets: text
// nodes (live regions included), and the attributes that carry words.
const wordsIn = (page) => page.evaluate(() => {
  const root = window.element.shadowRoot;
  const texts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.data);
  for (const el of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      if (el.hasAttribute(name)) texts.push(el.getAttribute(name));
    }
  }
  return texts;
});

test('every state with every string a marker: no English text of ours is left', async () => {
  const theirs = serviceTexts();
  const page = await openPage();
  try {
    for (const [name, record, options = {}, act] of STATES) {
      await mount(page, record, { ...options, locale: 'markers' });
      if (act) await act(page);
      await page.waitForTimeout(250); // the live regions' short delay
      const texts = await wordsIn(page);
      assert.ok(texts.some((t) => t.includes('«')), `${name}: markers shown`);
      for (const text of texts) {
        let rest = text.replace(/«[A-Za-z]+»/g, '');
        for (const t of theirs) rest = rest.split(t).join('');
        assert.doesNotMatch(rest, /\p{L}/u, `${name}: text of ours not from strings: ${JSON.stringify(text)}`);
      }
      await page.evaluate(() => window.element.remove());
    }
  } finally {
    await close(page);
  }
});

test('defaultStrings lists every key, and each shipped language has every key of the same kind', async () => {
  const page = await openPage();
  try {
    const result = await page.evaluate(async () => {
      const { defaultStrings } = await import('/pkg/login-element.js');
      const shape = (strings) => Object.entries(strings).map(([k, v]) => `${k}:${typeof v}`).sort();
      const out = { english: shape(defaultStrings) };
      for (const lang of ['fr', 'ar']) out[lang] = shape((await import(`/pkg/login-element/locales/${lang}.js`)).default);
      out.signInTo = defaultStrings.signInTo({ domain: 'example.com' });
      return out;
    });
    assert.ok(result.english.length >= 60, `${result.english.length} keys`);
    assert.deepEqual(result.fr, result.english);
    assert.deepEqual(result.ar, result.english);
    assert.equal(result.signInTo, 'Sign in to example.com');
  } finally {
    await close(page);
  }
});

test('a partial map: its texts where given, English elsewhere; set later, the step is drawn again and keeps what was typed', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials');
    await element.getByLabel('Email or username').fill('ada@example.com');
    await page.evaluate(() => {
      window.element.strings = {
        signInTo: ({ domain }) => `Log in at ${domain}`,
        signIn: 'Log in',
        show: 42, // not a string: English
        timeLeft: () => {
          throw new Error('broken translation');
        },
      };
    });
    await element.getByRole('heading', { name: 'Log in at example.com' }).waitFor();
    await element.getByRole('button', { name: 'Log in' }).waitFor();
    await element.getByRole('button', { name: 'Show', exact: true }).waitFor();
    assert.equal(await element.locator('.countdown [aria-hidden]').innerText(), 'Time left');
    assert.equal(await element.getByLabel('Email or username').inputValue(), 'ada@example.com');
    const refused = await page.evaluate(() => {
      try {
        window.element.strings = 'fr';
        return null;
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    });
    assert.match(refused, /^TypeError: strings: must be an object/);
    await page.evaluate(() => (window.element.strings = null));
    await element.getByRole('heading', { name: 'Sign in to example.com' }).waitFor();
  } finally {
    await close(page);
  }
});

test('French: texts of the module, times and counts by Intl in the language of the element, an ancestor or the document', async () => {
  const page = await openPage();
  try {
    const element = await mount(page, 'credentials', { locale: 'fr', attributes: { lang: 'fr' } });
    await element.getByRole('heading', { name: 'Se connecter à example.com' }).waitFor();
    await element.getByRole('button', { name: 'Afficher', exact: true }).waitFor();
    await element.getByRole('timer', { name: 'Temps restant pour vous connecter' }).waitFor();
    await page.evaluate(() => window.session.push({ ...window.session.state, expires_in: 61 }));
    await element.getByRole('status').filter({ hasText: 'Plus que 1 minute pour vous connecter.' }).waitFor({ state: 'attached' });

    // The language of the closest ancestor, then the document's.
    const languages = await page.evaluate(async () => {
      const digits = () => window.element.shadowRoot.querySelector('[role=timer]').textContent;
      window.element.removeAttribute('lang');
      document.getElementById('slot').setAttribute('lang', 'ar-EG');
      window.session.push({ ...window.session.state, expires_in: 600 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ancestor = digits();
      document.getElementById('slot').removeAttribute('lang');
      window.session.push({ ...window.session.state, expires_in: 300 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const two = new Intl.NumberFormat('ar-EG', { minimumIntegerDigits: 2 });
      return { ancestor, document: digits(), expected: [`${two.format(10)}:${two.format(0)}`, `${two.format(9)}:${two.format(59)}`] };
    });
    assert.ok(languages.expected.includes(languages.ancestor), `${languages.ancestor} in ar-EG digits (${languages.expected})`);
    assert.notEqual(languages.ancestor, '10:00', 'not Latin digits');
    assert.match(languages.document, /^0[45]:\d\d$/, 'the document is English');
  } finally {
    await close(page);
  }
});

test('Arabic, right to left: the layout is mirrored, masked numbers read left to right', async () => {
  const page = await openPage();
  try {
    await page.evaluate(() => document.getElementById('slot').setAttribute('dir', 'rtl'));
    const element = await mount(page, 'wrongPassword', { locale: 'ar', attributes: { lang: 'ar' } });
    await element.getByRole('heading', { name: 'تسجيل الدخول إلى example.com' }).waitFor();
    const layout = await page.evaluate(() => {
      const root = window.element.shadowRoot;
      const error = getComputedStyle(root.querySelector('.error'));
      const input = root.querySelector('input[type=password]').getBoundingClientRect();
      const toggle = root.querySelector('[aria-pressed]').getBoundingClientRect();
      return {
        direction: getComputedStyle(root.querySelector('.card')).direction,
        errorBorder: [error.borderRightWidth, error.borderLeftWidth],
        toggleLeftOfInput: toggle.right <= input.left,
      };
    });
    assert.deepEqual(layout, { direction: 'rtl', errorBorder: ['4px', '0px'], toggleLeftOfInput: true });
    await push(page, 'chooseMfa');
    // The option's label at the right; the masked number still reads left to right.
    const choice = await element.locator('.choice').first().evaluate((b) => {
      const label = b.querySelector('.text').getBoundingClientRect();
      const box = b.getBoundingClientRect();
      return { labelAtRight: box.right - label.right < 24, masked: getComputedStyle(b.querySelector('bdi')).direction };
    });
    assert.deepEqual(choice, { labelAtRight: true, masked: 'ltr' });
  } finally {
    await close(page);
  }
});

test('a page loads only the language it imports: English loads no locale module, French loads French alone', async () => {
  for (const locale of [null, 'fr']) {
    const page = await openPage();
    try {
      const requested = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await mount(page, 'credentials', locale ? { locale } : {});
      await page.waitForTimeout(100);
      const locales = requested.filter((path) => path.includes('/locales/'));
      assert.deepEqual(locales, locale ? [`/pkg/login-element/locales/${locale}.js`] : []);
      assert.ok(requested.includes('/pkg/login-element.js'), 'the element itself was loaded');
    } finally {
      await close(page);
    }
  }
});
