// The packed npm package inside the tools web developers use: the example
// apps under examples/ (a Vite build and the Vite dev server, a webpack 5
// build, a plain page with an import map), each with the tarball of `npm pack` installed and built by its
// own tool (scripts/test-apps.sh does both), served statically and opened in
// Chromium against a simulator of this file's own. Each page loads the wasm,
// lists the projects, follows a login, catches a typed error and defines the
// login element (examples/shared/walkthrough.js); this file checks what it
// shows, where its wasm came from, that a large answer is checked with no
// worker started, and that nothing threw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { startProcess } from '../e2e/harness.mjs';
import { useExamples } from './examples-env.mjs';


// Each app's page and where its build puts the two wasm modules, the calls
// module (`init()`; none fetched through the inline entry, which carries it)
// and the flows module (loaded by the login's `getOrCreate`).
const apps = [
  {
    name: 'vite-app',
    page: '/vite-app/dist/',
    wasm: /^\/vite-app\/dist\/assets\/browser_cloud_sdk_bg-[\w-]+\.wasm$/,
    flows: /^\/vite-app\/dist\/assets\/browser_cloud_sdk_flows_bg-[\w-]+\.wasm$/,
  },
  {
    name: 'webpack-app',
    page: '/webpack-app/dist/',
    wasm: /^\/webpack-app\/dist\/browser_cloud_sdk_bg\.\w+\.wasm$/,
    flows: /^\/webpack-app\/dist\/browser_cloud_sdk_flows_bg\.\w+\.wasm$/,
  },
  {
    name: 'webpack-app through browser-cloud-sdk/inline',
    page: '/webpack-app/dist/inline.html',
    wasm: null,
    flows: /^\/webpack-app\/dist\/browser_cloud_sdk_flows_bg\.\w+\.wasm$/,
  },
  {
    name: 'importmap-page',
    page: '/importmap-page/',
    wasm: /^\/importmap-page\/node_modules\/browser-cloud-sdk\/browser_cloud_sdk_bg\.wasm$/,
    flows: /^\/importmap-page\/node_modules\/browser-cloud-sdk\/browser_cloud_sdk_flows_bg\.wasm$/,
  },
];

const PROJECT = 'example-apps';
// Projects with long names: the walkthrough's first page of projects is
// then over 64 KiB, a large answer.
const LONG_NAMES = Array.from({ length: 20 }, (_, i) => `long-${i}-${'n'.repeat(4 * 1024)}`);
const env = useExamples({ key: 'sk_test_example_apps', projects: [PROJECT, ...LONG_NAMES] });

// Opens an app's page with the simulator's address and key handed to it the
// way the examples' README says: put on `window` before the page's scripts
// run, never in the URL, storage or the bundle. Resolves once every step ran,
// with each step's state and text, the wasm URLs the page fetched, the
// workers it started, its uncaught errors and how many items it stored.
async function runApp(app, origin = env.server.origin) {
  const { context, page, errors, wasm } = await env.openPage(origin);
  try {
    const workers = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url())));
    await page.addInitScript((config) => {
      window.exampleConfig = config;
    }, { baseURL: env.sim.url, apiKey: env.sim.key });
    await page.goto(origin + app.page);
    await page.waitForFunction(() => document.body.dataset.state === 'done');
    const steps = await page.$$eval('output', (outputs) =>
      Object.fromEntries(outputs.map((output) => [output.id, { state: output.dataset.state, text: output.textContent }])),
    );
    const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
    return { steps, wasm, workers, errors, url: page.url(), stored };
  } finally {
    await context.close();
  }
}

// Vite's dev server serves the same app from the package itself: the
// walkthrough runs as in the build, and each wasm module comes from the
// installed package (the calls module through the `?url` import).
const devServer = {
  name: 'vite-app in the dev server',
  page: '/',
  wasm: /^\/node_modules\/browser-cloud-sdk\/browser_cloud_sdk_bg\.wasm$/,
  flows: /^\/node_modules\/browser-cloud-sdk\/browser_cloud_sdk_flows_bg\.wasm$/,
  async start() {
    const vite = fileURLToPath(new URL('../../../examples/vite-app/node_modules/.bin/vite', import.meta.url));
    const root = fileURLToPath(new URL('../../../examples/vite-app', import.meta.url));
    // Without colours: with CI set, Vite colours its output and splits the
    // address that startProcess reads.
    return startProcess(vite, [root, '--port', '0', '--host', '127.0.0.1', '--clearScreen', 'false'], { NO_COLOR: '1' });
  },
};

for (const app of [...apps, devServer]) {
  const modules = app.wasm ? 'its two wasm modules' : 'the calls module from its bundle and the flows module';
  test(`${app.name}: the packed package loads ${modules} from ${app.start ? 'the package' : 'the build'}, lists projects, follows a login, throws NotFoundError and defines the login element`, { timeout: 120_000 }, async (t) => {
    const server = await app.start?.();
    t.after(() => server?.stop());
    const { steps, wasm: fetched, workers, errors, url, stored } = await runApp(app, server?.origin);
    // The dev server also answers the `?url` import itself with the wasm's address.
    const wasm = fetched.filter((path) => !path.endsWith('?import&url'));
    const failed = Object.entries(steps).filter(([, step]) => step.state !== 'ok');
    assert.deepEqual(failed, [], 'every step succeeded');
    assert.deepEqual(Object.keys(steps), ['wasm', 'projects', 'login', 'error', 'element']);

    assert.equal(steps.wasm.text, 'loaded');
    if (app.wasm) {
      assert.equal(wasm.length, 2, `two wasm modules fetched: ${wasm.join(', ')}`);
      assert.match(wasm[0], app.wasm, 'the calls module came from where the tool put it');
    } else {
      assert.equal(wasm.length, 1, `the flows module alone fetched: ${wasm.join(', ')}`);
    }
    assert.match(wasm.at(-1), app.flows, 'the flows module came from where the tool put it');

    const projects = steps.projects.text.split(', ');
    assert.ok(projects.includes(PROJECT), `the simulator's projects are listed: ${steps.projects.text.slice(0, 200)}`);
    assert.ok(LONG_NAMES.every((name) => projects.includes(name)), 'the long-named projects are listed too');

    assert.deepEqual(workers, [], 'the large answer was checked on the page, no worker started');

    const login = steps.login.text.match(/^(\w+) (\w+) after (.+) \(connection (\S+)\)$/);
    assert.ok(login, `the login's outcome: ${steps.login.text}`);
    const [, status, flowStatus, path, id] = login;
    assert.deepEqual([status, flowStatus], ['AUTHENTICATED', 'SUCCESS']);
    const flowSteps = path.split(' > ');
    assert.ok(flowSteps.includes('AWAITING_INPUT'), `the flow asked for the credentials: ${path}`);
    assert.equal(flowSteps.at(-1), 'COMPLETED');
    const seen = await env.sim.call('GET', `/auth/connections/${id}`);
    assert.equal(seen.body.status, 'AUTHENTICATED', 'the simulator holds the connection the page logged in');

    assert.equal(steps.error.text, 'instanceof NotFoundError, name NotFoundError, status 404, code not_found');
    assert.equal(steps.element.text, '<managed-auth-login> defined');

    assert.deepEqual(errors, [], 'no uncaught page errors');
    assert.ok(!url.includes(env.sim.key), 'the key is not in the address');
    assert.equal(stored, 0, 'nothing in storage');
  });
}
