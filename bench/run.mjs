// Runs every benchmark in headless Chromium and reports them side by side.
// Usage (see scripts/bench.sh, which builds pkg/ and starts the simulator):
//   SIM_URL=http://127.0.0.1:PORT SIM_API_KEY=KEY [PKG_DIR=pkg] node bench/run.mjs [--memory]
//   [PKG_DIR=pkg] node bench/run.mjs --only stream
// Prints the tables and rewrites the figures section of BENCHMARKS.md (the
// large list is also read with one core kept busy by a spinning thread).
// --memory adds the long memory runs (a few minutes).
//   [PKG_DIR=pkg] node bench/run.mjs --only startup
// runs the start-up benchmark alone (under a minute, no simulator): prints
// its table and writes bench/out/startup.json, leaving BENCHMARKS.md as it is.
// --only stream runs the in-memory log and telemetry streams alone (and
// their CPU profiles when pkg/ has its names-kept twin), without the
// simulator: it prints that table, writes bench/out/stream.json and leaves
// BENCHMARKS.md as it is.
//   SIM_URL=... SIM_API_KEY=... [PKG_DIR=pkg] node bench/run.mjs --only overhead
// runs the retrieves over a real fetch alone, likewise (bench/out/overhead.json).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { grouped, profile } from './profile.mjs';
import { figures, overheadFigures, rewrite, startupSection, streamFigures } from './report.mjs';
import { serve } from './serve.mjs';
import { bundle, measureSizes } from './sizes.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);
const pkgDir = process.env.PKG_DIR ?? join(root, 'pkg');
const outDir = join(benchDir, 'out');

// The aims (BENCHMARKS.md, "The aims").
const aims = { gzip: 40000, decode: 1.2, overhead: 1.03, stream: 0.85, telemetry: 1.0, construct: 0.5, growth: 2 * 2 ** 20 };
const streamEvents = 100_000;
const chunkSize = 64 * 1024;
const simEvents = 5_000;

const chromiumArgs = [
  // `gc()`, with which bench/page/measure.js collects one batch's garbage
  // before the next contender's batch.
  '--js-flags=--expose-gc',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const step = (text) => console.log(`== ${text}`);

async function simulator(method, path, body) {
  const response = await fetch(process.env.SIM_URL.replace(/\/$/, '') + path, {
    method,
    headers: { authorization: `Bearer ${process.env.SIM_API_KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const value = await response.json();
  if (!response.ok && response.status !== 409) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(value)}`);
  return value;
}

// A connection to retrieve and a browser whose log file has `lines` lines.
async function simulatorFixtures(lines) {
  const created = await simulator('POST', '/auth/connections', { domain: 'bench.example.com', profile_name: 'bench' });
  const browser = await simulator('POST', '/_sim/browsers');
  const text = Array.from({ length: lines }, (_, i) => `GET /assets/app-${i}.js 200 ${i % 97}ms`);
  await simulator('POST', `/_sim/browsers/${browser.id}/logs`, { path: '/var/log/app.log', lines: text });
  return { connection: created.id ?? created.existing_id, browser: browser.id };
}

function machine(browserVersion) {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'src', 'Cargo.toml', 'Cargo.lock') ? ' (with uncommitted changes in src/)' : '';
  const official = JSON.parse(readFileSync(join(benchDir, 'node_modules/@onkernel/sdk/package.json'), 'utf8')).version;
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: git('rev-parse', '--short', 'HEAD') + dirty,
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    browser: `Chromium ${browserVersion}`,
    node: process.versions.node,
    official,
  };
}

// A copy of the package whose wasm modules keep their function names (the
// twins scripts/build-pkg.sh leaves with SIZE_PROFILE=1), for CPU profiles
// that name the wasm's functions; null when there are no twins of this build.
function namedPackage() {
  const twin = join(root, 'target/size-profile');
  const dir = join(outDir, 'pkg-named');
  rmSync(dir, { recursive: true, force: true });
  cpSync(pkgDir, dir, { recursive: true });
  for (const name of ['browser_cloud_sdk', 'browser_cloud_sdk_flows']) {
    if (!existsSync(join(twin, `${name}.wasm`))) return null;
    const glue = readFileSync(join(pkgDir, `${name}.js`), 'utf8');
    if (!glue.startsWith(readFileSync(join(twin, `${name}.js`), 'utf8'))) return null;
    copyFileSync(join(twin, `${name}.wasm`), join(dir, `${name}_bg.wasm`));
  }
  return dir;
}

// What the start-up page logs its figures after (bench/page/startup/index.html).
const STARTUP_REPORT = 'startup ';

// The figures one start-up page logs. They come through the console rather
// than from `waitForFunction`: that has Playwright evaluate its own script
// in the page, a main-thread task of tens of milliseconds that would land
// inside the timed import of whichever contender was still loading.
function startupReport(page, who) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start-up of ${who} did not finish: ${errors.join('; ') || 'no report within 15 s'}`)), 15_000);
    page.on('console', (message) => {
      const text = message.text();
      if (!text.startsWith(STARTUP_REPORT)) return;
      clearTimeout(timer);
      resolve(JSON.parse(text.slice(STARTUP_REPORT.length)));
    });
  });
}

// Import + construct, each sample a fresh browser context (empty caches);
// the first round is discarded.
async function startup(browser, origin, rounds = 15) {
  const names = ['raw', 'official', 'ours', 'ours-preloaded', 'ours-inline'];
  // What the page reports; the wasm's request and what follows it only for
  // a contender that fetches one.
  const fields = ['import', 'afterBundle', 'load', 'construct', 'again', 'firstCall', 'wasmRequest', 'afterWasm'];
  const samples = Object.fromEntries(names.map((name) => [name, Object.fromEntries(fields.map((field) => [field, []]))]));
  for (let round = 0; round <= rounds; round++) {
    for (let k = 0; k < names.length; k++) {
      const who = names[(round + k) % names.length];
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const report = startupReport(page, who);
        await page.goto(`${origin}/startup/index.html?who=${who}`, { waitUntil: 'commit' });
        const result = await report;
        if (result.made !== 'object') throw new Error(`${who} made no client`);
        // A preload the loader's request does not match is a second download;
        // the inline entry and the other contenders fetch none.
        const wasmFetches = who === 'ours' || who === 'ours-preloaded' ? 1 : 0;
        if (result.wasmFetches !== wasmFetches) {
          throw new Error(`${who} fetched a wasm ${result.wasmFetches} times, not ${wasmFetches}`);
        }
        if (round > 0) {
          for (const field of fields) {
            if (result[field] !== undefined) samples[who][field].push(result[field]);
          }
        }
      } finally {
        await context.close();
      }
    }
  }
  const medians = (times) => Object.entries(times).filter(([, values]) => values.length > 0).map(([key, values]) => [key, median(values)]);
  return Object.fromEntries(names.map((name) => [name, Object.fromEntries(medians(samples[name]))]));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// The wasm's linear memory and the page's JavaScript heap (after a full
// garbage collection) at each point of a long run of our client.
async function memory(page, connection) {
  const cdp = await page.context().newCDPSession(page);
  const points = [];
  const read = async (label, large = false) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const wasm = await page.evaluate(() => window.bench.wasmMemory());
    points.push({ label, jsHeap: heap.usedSize, wasmMemory: wasm, large });
  };
  const retrieves = (count) => page.evaluate((args) => window.bench.retrieves(args), { connection, count });
  let firstId = 1;
  const events = async (count) => {
    await page.evaluate((args) => window.bench.streamedEvents(args), { count, chunkSize, firstId });
    firstId += count;
  };
  await retrieves(1_000);
  await events(10_000);
  await read('after warm-up (1,000 retrieves, 10,000 events)');
  await retrieves(100_000);
  await read('after 100,000 retrieves');
  await retrieves(100_000);
  await read('after 200,000 retrieves');
  await events(1_000_000);
  await read('after 1,000,000 streamed events');
  await events(1_000_000);
  await read('after 2,000,000 streamed events');
  // Not a leak but a body's size: what a 5 MB page leaves in wasm memory.
  await page.evaluate((args) => window.bench.listCalls(args), { connection, count: 10 });
  await page.evaluate(() => window.bench.forgetLargeBody());
  await read('after 10 lists of 5 MB (the body itself, kept out of the aim)', true);
  await cdp.detach();
  return points;
}

// What each group of the per-call profiles holds: frames by name
// (bench/profile.mjs names wasm frames `wasm <function>`).
const retrieveGroups = {
  'fetch and the body (the browser\'s calls)': /^(fetch|arrayBuffer|json|text|Response)$/,
  'abort signals, timers, listeners': /^(AbortController|abort|any|setTimeout|clearTimeout|addEventListener|removeEventListener|bind)$/,
  'promises and microtasks (the futures executor)': /^(queueMicrotask|then|resolve|race|Promise)$|^makeMutClosure /,
  'strings across the boundary (TextDecoder, TextEncoder)': /^(decode|encode|encodeInto)$/,
  'headers (Headers, append, get)': /^(Headers|append|get)$/,
  'calls between wasm and JavaScript': /^(wasm-to-js|js-to-wasm)$/,
  'wasm: our code': /^wasm .*(protocol|client|wasm|transport)::/,
  'wasm: allocator, std, wasm-bindgen': /^wasm /,
  'wasm-bindgen glue (JS), the rest': /\(browser_cloud_sdk\.js\)/,
  'the package\'s JavaScript (client.js, call.js, attempt.js, the operations module, deadlines.js)': /\((client|resources|call|attempt|prepared|checks|faults|stream|deadlines|recovery|auth\.connections)\.js\)/,
  'the benchmark loop': /\(bench\.js\)/,
  'garbage collector': /garbage collector/,
  'browser and engine (native)': /^\(program\)$/,
};
// V8 inlines `JSON.parse` into the function that calls it (call.js's
// `parsed`, or `send` when inlined there): that function stands for it.
const listGroups = {
  'body out of the Response (`text`, the canned `Response`)': /^(text|Response)$/,
  'the check of the parsed answer (the operations module, checks.js)': /\((auth\.connections|checks)\.js\)$/,
  'wasm (the request, the page\'s numbers)': /^wasm |^wasm-to-js$|^w\w+ \(browser_cloud_sdk\.js\)$/,
  '`JSON.parse` (inlined into call.js\'s `parsed` or `send`)': /^(parsed|send) \(call\.js\)$/,
  'garbage collector': /garbage collector/,
  'browser and engine (native)': /^\(program\)$/,
};

// The glue's functions that call `JSON.parse`, as a profile names them:
// its imports, which scripts/build-pkg.sh renames (w0, w1, ...), or an
// anonymous one. Read from the package's glue at the first profile.
let parsers;
function parseImports() {
  if (!parsers) {
    const glue = readFileSync(join(pkgDir, 'browser_cloud_sdk.js'), 'utf8');
    const named = [...glue.matchAll(/(\w+): function\(\) \{ return handleError\(function \([^)]*\) \{\s*const ret = JSON\.parse\(/g)];
    parsers = new Set(['(anonymous)', ...named.map((match) => match[1])].map((name) => `${name} (browser_cloud_sdk.js)`));
  }
  return parsers;
}

// The stream's profile: the benchmark makes its events as the reader pulls
// (bench/page/memory.js), which the first group sets apart.
const streamGroups = {
  'making the events (the benchmark, not the SDK)': /\(bench\.js\)$|^(stringify|encode)$/,
  'SSE parser (wasm)': /^wasm .*protocol::sse::/,
  'each event keeping to itself in its batch (wasm: JSON)': /^wasm .*protocol::(json|validate)::/,
  'stream state and batching (wasm)': /^wasm .*(lifecycle::event_stream|wasm::stream|stream_event|streamcore_)/,
  'other wasm (copies, allocator)': /^wasm |^wasm-to-js$|^js-to-wasm$/,
  '`JSON.parse` of each batch (inlined into the glue\'s wrapper)': { test: (name) => parseImports().has(name) },
  'wasm-bindgen glue (JS), the rest': /\(browser_cloud_sdk\.js\)/,
  'each event\'s check (the operations module, checks.js, faults.js)': /\((browsers\.logs|browsers\.telemetry|checks|faults)\.js\)$/,
  'the async iterator and the reads (client.js, stream.js, deadlines.js)': /\((client|stream|deadlines)\.js\)$/,
  'stream reads and promises (the browser)': /^(read|pull|enqueue|then|resolve|queueMicrotask|Promise|makeMutClosure .*)$/,
  'text decoding': /^decode$/,
  'garbage collector': /garbage collector/,
  'browser and engine (native)': /^\(program\)$/,
};

// The start-up pages: each contender's bundle and the page that imports it.
async function startupPages() {
  mkdirSync(join(outDir, 'page/startup'), { recursive: true });
  for (const who of ['ours', 'ours-inline', 'official', 'raw']) {
    await bundle(join(benchDir, `page/startup/${who}.js`), join(outDir, `page/startup/${who}.js`), pkgDir);
  }
  copyFileSync(join(benchDir, 'page/startup/index.html'), join(outDir, 'page/startup/index.html'));
  // The answer of each contender's first call.
  const connection = JSON.parse(readFileSync(join(root, 'tests/fixtures/auth_connection_full.json'), 'utf8'));
  writeFileSync(join(outDir, 'page/startup/connection.json'), JSON.stringify({ ...connection, id: 'ac_startup' }));
}

// `--only startup`: the start-up benchmark alone.
async function startupOnly() {
  await startupPages();
  const server = await serve(join(outDir, 'page'), pkgDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const start = { load: loadavg()[0].toFixed(2) };
    step('start-up: import + construct over fresh page loads');
    const startupTimes = await startup(browser, server.origin);
    const machineInfo = { ...machine(browser.version()), ...start, loadEnd: loadavg()[0].toFixed(2) };
    writeFileSync(join(outDir, 'startup.json'), JSON.stringify({ machine: machineInfo, startup: startupTimes }, null, 2) + '\n');
    console.log(`\n${startupSection(startupTimes, aims.construct)}\n`);
    console.log(`load average ${machineInfo.load} at the start, ${machineInfo.loadEnd} at the end; raw results in bench/out/startup.json`);
  } finally {
    await browser.close();
    await server.close();
  }
}

// Our client reading 100,000 generated events under the CPU profiler.
async function streamProfile(page) {
  const events = 100_000;
  const streamArgs = { count: events, chunkSize, firstId: 1 };
  await page.evaluate((a) => window.bench.streamedEvents({ ...a, count: 10_000 }), streamArgs);
  const times = await profile(page, events, () => page.evaluate((a) => window.bench.streamedEvents(a), streamArgs));
  return { events, top: times.slice(0, 25), groups: grouped(times, streamGroups) };
}

// Our client reading 100,000 telemetry events, made before the profile.
async function telemetryProfile(page) {
  const events = 100_000;
  await page.evaluate((a) => window.bench.telemetryChunks(a), { count: events, chunkSize });
  await page.evaluate(() => window.bench.telemetryRead());
  const times = await profile(page, events, () => page.evaluate(() => window.bench.telemetryRead()));
  return { events, top: times.slice(0, 25), groups: grouped(times, streamGroups) };
}

// The in-memory stream's readers side by side: the log stream's, or with
// `kind` `telemetry` the telemetry stream's.
function streamMemory(page, kind = 'logs') {
  step(`${kind === 'logs' ? 'log' : kind} stream in memory (${streamEvents} events, ${chunkSize / 1024} KB chunks)`);
  return page.evaluate((args) => window.bench.streamMemory(args), { count: streamEvents, chunkSize, officialSeconds: 2, kind });
}

// Opens the benchmark page at `origin` once the package has loaded.
async function openPage(browser, origin) {
  const page = await browser.newPage();
  page.on('console', (message) => console.log(`   [page ${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => console.log(`   [page error] ${error.message}`));
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.bench);
  await page.evaluate(() => window.bench.ready()).catch((error) => {
    throw new Error(`the package in ${pkgDir} does not load in Chromium: ${error.message}`);
  });
  return page;
}

// `--only stream`: the in-memory streams and their profiles, nothing else.
async function onlyStream() {
  await buildPages();
  const server = await serve(join(outDir, 'page'), pkgDir);
  const named = namedPackage();
  const namedServer = named && (await serve(join(outDir, 'page'), named));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const load = loadavg()[0].toFixed(2);
    const page = await openPage(browser, server.origin);
    const results = { load, streamMemory: await streamMemory(page), telemetryMemory: await streamMemory(page, 'telemetry') };
    if (namedServer) {
      step('CPU profile of the stream (the names-kept wasm)');
      const named = await openPage(browser, namedServer.origin);
      results.stream = await streamProfile(named);
      results.telemetry = await telemetryProfile(named);
    }
    results.loadEnd = loadavg()[0].toFixed(2);
    writeFileSync(join(outDir, 'stream.json'), JSON.stringify(results, null, 2) + '\n');
    console.log(`\n${streamFigures(results, aims)}\n`);
    console.log('raw results in bench/out/stream.json; BENCHMARKS.md left as it is');
  } finally {
    await browser.close();
    await server.close();
    if (namedServer) await namedServer.close();
  }
}

// `--only overhead`: the retrieves over a real fetch, nothing else.
async function onlyOverhead(sim) {
  await buildPages();
  const server = await serve(join(outDir, 'page'), pkgDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const load = loadavg()[0].toFixed(2);
    const page = await openPage(browser, server.origin);
    const { connection } = await simulatorFixtures(0);
    step('overhead on a real fetch (simulator)');
    const overhead = await page.evaluate((args) => window.bench.overhead(args), { ...sim, id: connection });
    const results = { load, loadEnd: loadavg()[0].toFixed(2), overhead };
    writeFileSync(join(outDir, 'overhead.json'), JSON.stringify(results, null, 2) + '\n');
    console.log(`\n${overheadFigures(results, aims.overhead)}\n`);
    console.log('raw results in bench/out/overhead.json; BENCHMARKS.md left as it is');
  } finally {
    await browser.close();
    await server.close();
  }
}

// Runs `work` while a thread of this process spins on one core: how much a
// figure owes to a core left free. A thread, not a process, so that it
// cannot outlive the runner.
async function withBusyCore(work) {
  const busy = new Worker('for (;;);', { eval: true });
  try {
    return await work();
  } finally {
    await busy.terminate();
  }
}

// The benchmark page's bundle and the start-up pages, into bench/out/page.
async function buildPages() {
  step('benchmark pages');
  await build({
    entryPoints: [join(benchDir, 'page/main.js')],
    outfile: join(outDir, 'page/bench.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['/pkg/*'],
    logLevel: 'error',
  });
  copyFileSync(join(benchDir, 'page/index.html'), join(outDir, 'page/index.html'));
  await startupPages();
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
  if (only === 'stream') return onlyStream();
  if (only === 'startup') return startupOnly();
  if (!process.env.SIM_URL || !process.env.SIM_API_KEY) throw new Error('SIM_URL and SIM_API_KEY must name a running simulator');
  const sim = { apiKey: process.env.SIM_API_KEY, baseURL: process.env.SIM_URL.replace(/\/$/, '') };
  if (only === 'overhead') return onlyOverhead(sim);
  if (only) throw new Error(`--only takes "stream", "startup" or "overhead", not ${JSON.stringify(only)}`);
  const withMemory = process.argv.includes('--memory');

  await buildPages();
  const server = await serve(join(outDir, 'page'), pkgDir);
  const named = namedPackage();
  const namedServer = named && (await serve(join(outDir, 'page'), named));
  const fixtures = await simulatorFixtures(simEvents);
  const connection = JSON.parse(readFileSync(join(root, 'tests/fixtures/auth_connection_full.json'), 'utf8'));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const open = (origin) => openPage(browser, origin);
  try {
    step('bundle sizes, and what the tiny apps\' pages load');
    const sizes = await measureSizes({ benchDir, pkgDir, outDir, browser });
    const page = await open(server.origin);
    const start = { load: loadavg()[0].toFixed(2) };

    step('start-up: import + construct over fresh page loads');
    const startupTimes = await startup(browser, server.origin);
    step('decode + validate (in-memory responses)');
    const decode = await page.evaluate((args) => window.bench.decode(args), { connection });
    step('the large list again, one core kept busy by a spinning thread');
    const decodeBusy = await withBusyCore(() => page.evaluate((args) => window.bench.decodeLarge(args), { connection }));
    step('the large list, step by step');
    const steps = await page.evaluate((args) => window.bench.decodeSteps(args), { connection });
    step('overhead on a real fetch (simulator)');
    const overhead = await page.evaluate((args) => window.bench.overhead(args), { ...sim, id: fixtures.connection });
    const streamResults = await streamMemory(page);
    const telemetryResults = await streamMemory(page, 'telemetry');
    step(`log stream from the simulator (${simEvents} events)`);
    const streamSim = await page.evaluate((args) => window.bench.streamSim(args), { ...sim, id: fixtures.browser, count: simEvents });

    let profiles = null;
    if (namedServer) {
      step('CPU profiles (the names-kept wasm)');
      const profiled = await open(namedServer.origin);
      const calls = 500;
      const retrieve = {};
      for (const who of ['raw', 'ours']) {
        const args = { ...sim, id: fixtures.connection, who, count: calls };
        await profiled.evaluate((a) => window.bench.overheadCalls({ ...a, count: 50 }), args);
        const times = await profile(profiled, calls, () => profiled.evaluate((a) => window.bench.overheadCalls(a), args));
        retrieve[who] = { top: times.slice(0, 25), groups: grouped(times, retrieveGroups) };
      }
      const listCalls = 10;
      await profiled.evaluate((a) => window.bench.listCalls(a), { connection, count: 2 });
      const listTimes = await profile(profiled, listCalls, () => profiled.evaluate((a) => window.bench.listCalls(a), { connection, count: listCalls }));
      profiles = {
        calls,
        retrieve,
        list: { calls: listCalls, top: listTimes.slice(0, 25), groups: grouped(listTimes, listGroups) },
        stream: await streamProfile(profiled),
        telemetry: await telemetryProfile(profiled),
      };
      await profiled.close();
    } else {
      console.log('   (no names-kept twin of this wasm: build with SIZE_PROFILE=1 bash scripts/build-pkg.sh for the profiles)');
    }

    let memoryPoints = null;
    if (withMemory) {
      step('memory over long runs');
      const fresh = await open(server.origin);
      memoryPoints = await memory(fresh, connection);
      await fresh.close();
    }

    const results = {
      machine: { ...machine(browser.version()), ...start, loadEnd: loadavg()[0].toFixed(2) },
      sizes,
      startup: startupTimes,
      decode,
      decodeBusy,
      steps,
      overhead,
      streamMemory: streamResults,
      telemetryMemory: telemetryResults,
      streamSim,
      profiles,
      memory: memoryPoints,
    };
    writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
    const text = figures(results, aims);
    console.log(`\n${text}\n`);
    rewrite(join(root, 'BENCHMARKS.md'), text);
    console.log('BENCHMARKS.md figures rewritten; raw results in bench/out/results.json');
  } finally {
    await browser.close();
    await server.close();
    if (namedServer) await namedServer.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
