// What the tests of the example apps share: a simulator of their own with
// projects created, the static server of examples/ (examples/serve.mjs), and
// Chromium, started before a file's tests and stopped after them.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { launchChromium, startProcess, startSimulator } from '../e2e/harness.mjs';

const serveScript = fileURLToPath(new URL('../../../examples/serve.mjs', import.meta.url));

/**
 * Starts them for the file's tests, with a project of each name in
 * `projects`. Returns an object whose `sim`, `server` and `browser` are set
 * once the hooks have run.
 */
export function useExamples({ key, projects }) {
  const env = { sim: undefined, server: undefined, browser: undefined, openPage };
  before(async () => {
    env.sim = await startSimulator({ key });
    for (const name of projects) {
      const created = await env.sim.call('POST', '/org/projects', { name });
      assert.equal(created.status, 201, `project created (${JSON.stringify(created.body).slice(0, 200)})`);
    }
    env.server = await startProcess(process.execPath, [serveScript, '0']);
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
    await env.sim?.stop();
  });
  return env;

  // A page in a fresh context that records its uncaught errors and the
  // paths (and queries) of the wasm files it fetches from `origin` (the
  // examples' server unless said).
  async function openPage(origin = env.server.origin) {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = [];
    const wasm = [];
    page.on('pageerror', (error) => errors.push(error));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.wasm')) wasm.push(url.pathname + url.search);
    });
    return { context, page, errors, wasm };
  }
}
