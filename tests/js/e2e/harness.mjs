// Shared set-up of the end-to-end tests: the demo server (www/serve.mjs) on a
// free port in front of the simulator named by SIM_URL and SIM_API_KEY, and
// headless Chromium driven by playwright-core.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const serveScript = fileURLToPath(new URL('../../../www/serve.mjs', import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts a program that prints an http://127.0.0.1:PORT address once it
 * listens; resolves with that address and a stop function. A program that
 * prints none within 60 s is stopped, and the start rejects with its output.
 */
export async function startProcess(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  let timer;
  const origin = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (found) resolve(found[0]);
    });
    child.once('exit', (code) => reject(new Error(`${args[0] ?? command} exited with ${code}: ${output}`)));
    timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${args[0] ?? command} printed no address within 60 s: ${output}`));
    }, 60_000);
  }).finally(() => clearTimeout(timer));
  return {
    origin,
    /** Stops the program now, without waiting (for a process's `exit`). */
    kill() {
      child.kill();
    },
    /** Lets this process exit while the program still runs. */
    unref() {
      child.unref();
      child.stdout.unref();
      child.stderr.unref();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** The simulator under test, from the environment. */
export function simulator() {
  const url = process.env.SIM_URL;
  const key = process.env.SIM_API_KEY;
  if (!url || !key) throw new Error('SIM_URL and SIM_API_KEY must name a running simulator');
  return { url: url.replace(/\/$/, ''), key };
}

/** Calls the simulator directly with the API key (set-up and inspection only). */
export async function callSimulator(method, path, body) {
  const { url, key } = simulator();
  const response = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Sets the simulator's faults on `path` for test `t` (none once it is over)
 * and clears its request log.
 */
export async function faultsOn(t, path, settings) {
  await callSimulator('POST', '/_sim/faults', { ...settings, path_prefix: path });
  t.after(() => callSimulator('POST', '/_sim/faults', {}));
  await callSimulator('DELETE', '/_sim/requests');
}

/** The Last-Event-ID of each request the simulator saw at `path` (`null` for none). */
export async function requestsAt(path) {
  const log = await callSimulator('GET', '/_sim/requests');
  return log.body.filter((entry) => entry.path === path).map((entry) => entry.headers['last-event-id'] ?? null);
}

/**
 * The ids the stream requests at `path` resumed after, in order, each once:
 * a connection that fails before its first event (a slow machine can make
 * one) is opened again with the same id, which is sent until a later event
 * arrives.
 */
export async function resumedAt(path) {
  return (await requestsAt(path)).filter((last, i, all) => i === 0 || last !== all[i - 1]);
}

/** Starts www/serve.mjs on a free port; resolves with its origin and a stop function. */
export function startDemoServer() {
  return startDemoServerFor(simulator());
}

/** Launches headless Chromium from /usr/bin/chromium. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
}

/**
 * Registers before/after hooks for a test file: one demo server and one
 * browser, shared by the file's tests. Returns an object whose `origin` and
 * `browser` are set once the hooks have run.
 */
export function useDemo() {
  const env = { origin: '', browser: undefined, newPage };
  let server;
  before(async () => {
    server = await startDemoServer();
    env.origin = server.origin;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await server?.stop();
  });

  // A fresh page whose uncaught errors fail the test that reads `errors`.
  async function newPage() {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error));
    return page;
  }
  return env;
}

/**
 * Opens the demo page and loads the npm package into it as `window.sdk`, for
 * tests of the JavaScript API inside a real browser page. (A real document
 * matters: Chromium lets a page served from 127.0.0.1 call the simulator on
 * another loopback port, but not a page Playwright made up.)
 */
export async function openSdkPage(env) {
  const page = await env.newPage();
  await page.goto(`${env.origin}/`);
  await page.evaluate(async () => {
    const sdk = await import('/pkg/browser_cloud_sdk.js');
    await sdk.default();
    window.sdk = sdk;
  });
  return page;
}

/**
 * Runs `body` in a fresh SDK page of `env` and returns its (JSON) result.
 * `body` is sent as source text and gets, in the page: `sdk` (the package),
 * `makeClient(options)` (a same-origin proxy client that records each
 * request it sends in `sent`, without retries unless asked),
 * `describe(error)` (an error as plain data, since Error objects do not
 * cross into node), and `arg`.
 */
export async function inSdkPage(env, body, arg) {
  const page = await openSdkPage(env);
  try {
    const result = await page.evaluate(
      async ({ source, arg }) => {
        const sent = [];
        const makeClient = (options = {}) =>
          new window.sdk.Client({
            baseURL: `${location.origin}/api`,
            credentials: 'same-origin',
            maxRetries: 0,
            fetch: (url, init) => {
              sent.push(`${init.method} ${new URL(url).pathname}`);
              return fetch(url, init);
            },
            ...options,
          });
        const describe = (error) => ({
          classes: Object.keys(window.sdk).filter((name) => /Error$/.test(name) && error instanceof window.sdk[name]),
          isError: error instanceof Error,
          name: error.name,
          message: error.message,
          status: error.status,
          code: error.code,
          existing_id: error.existing_id,
          path: error.path,
          rule: error.rule,
          error: error.error,
        });
        const fn = new Function(`return (${source})`)();
        return fn({ sdk: window.sdk, makeClient, describe, sent, arg });
      },
      { source: body.toString(), arg },
    );
    assert.deepEqual(page.errors, [], 'no uncaught errors in the page');
    return result;
  } finally {
    await page.context().close();
  }
}

/** A name no other test (or earlier run against the same simulator) uses. */
export function unique(prefix) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A fresh profile name whose connections are deleted after the test `t`, so
 * their browsers stop and later tests stay under the concurrency limit.
 */
export function profileFor(t, prefix) {
  const profile = unique(prefix);
  t.after(async () => {
    const listed = await callSimulator('GET', `/auth/connections?profile_name=${encodeURIComponent(profile)}`);
    for (const connection of listed.body ?? []) {
      await callSimulator('DELETE', `/auth/connections/${connection.id}`);
    }
  });
  return profile;
}

// ---------------------------------------------------------------------------
// Private instances, for test files whose faults, request-log clearing or
// page-held keys must not touch the shared simulator (additive helpers).

// The simulator scripts/sim.sh built (it sets SIM_BINARY), or the default
// place of a debug build.
const simBinary = process.env.SIM_BINARY ?? fileURLToPath(new URL('../../../target/debug/browser-cloud-sim', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts a private simulator (`simBinary`, built by `cargo build -p
 * browser-cloud-sim` when missing) on a free port with the
 * given key and seed. Resolves with `{ url, key, call(method, path, body), stop() }`.
 */
export async function startSimulator({ key, seed = 0, extraArgs = [] } = {}) {
  const { existsSync } = await import('node:fs');
  if (!existsSync(simBinary)) {
    const build = spawn('cargo', ['build', '--quiet', '-p', 'browser-cloud-sim'], { cwd: repoRoot, stdio: 'inherit' });
    const [code] = await once(build, 'exit');
    if (code !== 0) throw new Error(`cargo build -p browser-cloud-sim failed (${code})`);
  }
  const sim = await startProcess(simBinary, ['--port', '0', '--api-key', key, '--seed', String(seed), ...extraArgs]);
  const url = sim.origin;
  async function call(method, path, body, headers = {}) {
    const response = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
  return { url, key, call, kill: sim.kill, unref: sim.unref, stop: sim.stop };
}

/** Starts www/serve.mjs on a free port in front of the given simulator `{ url, key }`. */
export function startDemoServerFor(sim) {
  return startProcess(process.execPath, [serveScript, '0'], { SIM_URL: sim.url, SIM_API_KEY: sim.key });
}

/**
 * Registers before/after hooks that start a private simulator (key `key`,
 * seed `seed`), a demo server in front of it and a browser. Returns an
 * object like useDemo's (origin, browser, newPage) plus `sim`.
 */
export function usePrivateDemo({ key, seed = 0 } = {}) {
  const env = { origin: '', browser: undefined, sim: undefined, newPage };
  let server;
  before(async () => {
    env.sim = await startSimulator({ key, seed });
    server = await startDemoServerFor(env.sim);
    env.origin = server.origin;
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await server?.stop();
    await env.sim?.stop();
  });
  async function newPage() {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    page.errors = [];
    page.on('pageerror', (error) => page.errors.push(error));
    return page;
  }
  return env;
}

/**
 * Source text (for page.evaluate / addInitScript) of `describeError(e)`: an
 * error as plain data — every SDK class it is an instance of, its own class,
 * and its fields — since Error objects do not cross into node.
 */
export const describeErrorSource = `(error) => {
  const sdk = window.sdk;
  const classes = Object.keys(sdk).filter((name) => /Error$/.test(name) && typeof sdk[name] === 'function' && error instanceof sdk[name]);
  const isObject = error !== null && typeof error === 'object';
  return {
    classes,
    sdkError: error instanceof sdk.APIError,
    ownClass: isObject && error.constructor ? error.constructor.name : typeof error,
    exactClass: isObject && sdk[error.name] === error.constructor,
    isError: error instanceof Error,
    name: isObject ? error.name : undefined,
    message: isObject ? error.message : String(error),
    status: isObject ? error.status : undefined,
    code: isObject ? error.code : undefined,
    path: isObject ? error.path : undefined,
    rule: isObject ? error.rule : undefined,
  };
}`;

// With SIM_PER_FILE set, each test file gets a simulator of its own: node
// --test runs every file in a process of its own, and this module is loaded
// once in each. Files then share no state (faults, the clock, the
// organization's concurrency cap), so they can run side by side.
if (process.env.SIM_PER_FILE && process.env.SIM_API_KEY) {
  const own = await startSimulator({ key: process.env.SIM_API_KEY });
  process.env.SIM_URL = own.url;
  // The file's process ends when its tests do, and the simulator with it.
  own.unref();
  process.once('exit', () => own.kill());
}
