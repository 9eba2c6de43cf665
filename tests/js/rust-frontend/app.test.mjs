// The SDK used as a crate by a Rust front-end: the example under
// examples/rust-frontend/ (wasm-bindgen and web-sys, no framework), built
// into its dist/ by scripts/test-rust-example.sh, served statically and
// opened in Chromium against a simulator of this file's own. The page lists
// the projects, follows a login to its end, and catches a typed error; this
// file checks what it shows, that the key stayed out of the address, the
// page and storage, and that nothing threw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useExamples } from '../apps/examples-env.mjs';

const PAGE = '/rust-frontend/';
const PROJECT = 'rust-frontend-example';

const env = useExamples({ key: 'sk_test_rust_frontend', projects: [PROJECT] });

// Opens the example in a fresh context, lets `prepare(page)` act before and
// after the page loads (`{ beforeLoad, afterLoad }`), and resolves once every
// step ran, with each step's state, text and notes, the wasm the page
// fetched, its uncaught errors, and what could have kept the key.
async function runExample({ beforeLoad = async () => {}, afterLoad = async () => {} } = {}) {
  const { context, page, errors, wasm } = await env.openPage();
  try {
    await beforeLoad(page);
    await page.goto(env.server.origin + PAGE);
    await afterLoad(page);
    await page.waitForFunction(() => document.body.dataset.state === 'done');
    const steps = await page.$$eval('output', (outputs) =>
      Object.fromEntries(
        outputs.map((output) => [
          output.id,
          {
            state: output.dataset.state,
            text: output.textContent,
            notes: [...document.querySelectorAll(`#${output.id}-notes > li`)].map((item) => item.textContent),
          },
        ]),
      ),
    );
    const html = await page.content();
    const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
    return { steps, wasm, errors, url: page.url(), html, stored };
  } finally {
    await context.close();
  }
}

test('the Rust front-end lists the projects, follows a login to success step by step, and catches ErrorKind::NotFound', async () => {
  const { steps, wasm, errors, url, html, stored } = await runExample({
    // The way the example's README says: on `window` before the page's
    // script runs, never in the URL, storage or the built files.
    beforeLoad: (page) =>
      page.addInitScript((config) => {
        window.exampleConfig = config;
      }, { baseURL: env.sim.url, apiKey: env.sim.key }),
  });
  const failed = Object.entries(steps).filter(([, step]) => step.state !== 'ok');
  assert.deepEqual(failed, [], 'every step succeeded');
  assert.deepEqual(Object.keys(steps), ['projects', 'login', 'error']);
  assert.deepEqual(wasm, ['/rust-frontend/dist/rust_frontend_example_bg.wasm'], 'the wasm wasm-bindgen generated');

  const projects = steps.projects.text.split(', ');
  assert.ok(projects.includes(PROJECT), `the simulator's projects are listed: ${steps.projects.text}`);

  const login = steps.login.text.match(/^(\w+) (\w+) after (.+) \(connection (\S+)\)$/);
  assert.ok(login, `the login's outcome: ${steps.login.text}`);
  const [, status, flowStatus, path, id] = login;
  assert.deepEqual([status, flowStatus], ['AUTHENTICATED', 'SUCCESS']);
  const flowSteps = path.split(' > ');
  // The stream's first event is the state the flow is in when it opens: the
  // simulator's flow leaves DISCOVERING 200 ms after the login starts, which
  // a page on a busy machine may take to open the stream.
  assert.ok(['DISCOVERING', 'AWAITING_INPUT'].includes(flowSteps[0]), `the first event is the flow's state at once: ${path}`);
  assert.ok(flowSteps.includes('AWAITING_INPUT'), `the flow asked for the credentials: ${path}`);
  assert.equal(flowSteps.at(-1), 'COMPLETED');
  const seen = await env.sim.call('GET', `/auth/connections/${id}`);
  assert.equal(seen.body.status, 'AUTHENTICATED', 'the simulator holds the connection the page logged in');

  // Each step of the login is shown as it happens: the calls, every state
  // event, and the submission right after the flow asked for the fields.
  const notes = steps.login.notes;
  assert.deepEqual(notes.slice(0, 2), [`created connection ${id}`, 'started a login']);
  const asked = notes.indexOf('IN_PROGRESS AWAITING_INPUT: asks for identifier, password');
  assert.ok(asked > 1, `the request for the fields is shown: ${notes.join(' | ')}`);
  assert.equal(notes[asked + 1], 'submitted the identifier and the password');
  assert.equal(notes.filter((note) => note.startsWith('submitted')).length, 1, 'submitted once');
  assert.equal(notes.at(-1), 'SUCCESS COMPLETED');
  const events = notes.filter((note) => /^[A-Z_]+ [A-Z_]+/.test(note)).map((note) => note.split(':')[0].split(' ')[1]);
  assert.deepEqual(events, flowSteps, 'one note per state event, in order');

  assert.equal(steps.error.text, 'ErrorKind::NotFound, status 404, code not_found');

  assert.deepEqual(errors, [], 'no uncaught page errors');
  assert.ok(!url.includes(env.sim.key), 'the key is not in the address');
  assert.ok(!html.includes(env.sim.key), 'the key is not in the page');
  assert.equal(stored, 0, 'nothing in storage');
});

test('without window.exampleConfig the Rust front-end asks for the address and key in a form, then runs', async () => {
  const { steps, errors, url, html, stored } = await runExample({
    afterLoad: async (page) => {
      await page.fill('input[name=baseURL]', env.sim.url);
      await page.fill('input[name=apiKey]', env.sim.key);
      await page.click('form button');
    },
  });
  const failed = Object.entries(steps).filter(([, step]) => step.state !== 'ok');
  assert.deepEqual(failed, [], 'every step succeeded');
  assert.ok(steps.projects.text.split(', ').includes(PROJECT), `listed with the form's key: ${steps.projects.text}`);
  assert.match(steps.login.text, /^AUTHENTICATED SUCCESS /);
  assert.ok(!html.includes('<form'), 'the form left the page');
  assert.deepEqual(errors, [], 'no uncaught page errors');
  assert.ok(!url.includes(env.sim.key), 'the key is not in the address');
  assert.ok(!html.includes(env.sim.key), 'the key is not in the page');
  assert.equal(stored, 0, 'nothing in storage');
});
