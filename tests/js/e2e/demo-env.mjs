// Set-up of the demo's end-to-end tests: the demo's server (www/serve.mjs,
// with the key) and the key-free page's server (www/static.mjs, without),
// in front of a simulator, and headless Chromium; pages that record what the
// tests check (console, errors, requests, navigations); screenshots.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { launchChromium, simulator, startProcess, startSimulator } from './harness.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const screenshots = `${repo}tests/js/out/screenshots/demo`;

export const laptop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/**
 * A simulator of the test file's own (the program scripts/sim.sh builds:
 * harness.mjs's startSimulator), for tests that move its clock or change settings
 * of the whole organization. Resolves with `{ url, key, call(method, path,
 * body, headers), stop() }`.
 */
export function startOwnSimulator(key) {
  return startSimulator({ key });
}

/**
 * Registers before/after hooks: both servers in front of the simulator that
 * `sim()` resolves with (`{ url, key, stop() }`; default: the shared one,
 * from the environment), and one browser. Returns `{ origin, keyFreeOrigin,
 * sim, browser, newPage }`, set once the hooks have run.
 */
export function useDemoPages(sim = async () => ({ ...simulator(), stop() {} })) {
  const env = { origin: '', keyFreeOrigin: '', sim: undefined, browser: undefined, newPage };
  const running = [];
  before(async () => {
    env.sim = await sim();
    running.push(env.sim);
    const www = `${repo}www/`;
    const keyFree = await startProcess(process.execPath, [`${www}static.mjs`, '0'], { SIM_URL: env.sim.url, SIM_API_KEY: '' });
    running.push(keyFree);
    env.keyFreeOrigin = keyFree.origin;
    const demo = await startProcess(process.execPath, [`${www}serve.mjs`, '0'], {
      SIM_URL: env.sim.url,
      SIM_API_KEY: env.sim.key,
      KEY_FREE_URL: `${keyFree.origin}/`,
    });
    running.push(demo);
    env.origin = demo.origin;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    for (const process of running.reverse()) await process.stop();
  });

  // A fresh page (laptop-sized), recorded (`record`).
  async function newPage() {
    const context = await env.browser.newContext({ viewport: laptop });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return record(page);
  }
  return env;
}

/**
 * `page`, recording for the test to check: uncaught errors, console
 * messages, every request and navigation (its frames' included).
 */
export function record(page) {
  Object.assign(page, { errors: [], consoleMessages: [], requested: [], navigated: [] });
  page.on('pageerror', (error) => page.errors.push(error));
  page.on('console', (message) => page.consoleMessages.push(message.text()));
  page.on('request', (request) => page.requested.push(request.url()));
  page.on('framenavigated', (frame) => page.navigated.push(frame.url()));
  return page;
}

/** The Content-Security-Policy violations the page's console reported. */
export function cspViolations(page) {
  return page.consoleMessages.filter((text) => /Content Security Policy|Refused to (load|frame|connect|execute|apply)/i.test(text));
}

/**
 * Saves a screenshot of the page as it is now at both sizes (NAME-laptop.png,
 * NAME-phone.png), and checks that neither scrolls sideways. `target`, a
 * locator, is scrolled into view at each size.
 */
export async function screenshot(page, name, target) {
  await mkdir(screenshots, { recursive: true });
  const size = page.viewportSize();
  for (const [label, viewport] of [['laptop', laptop], ['phone', phone]]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(400);
    await target?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshots}/${name}-${label}.png` });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= viewport.width, `${name} at ${label} size scrolls sideways (${width} px)`);
  }
  await page.setViewportSize(size);
}
