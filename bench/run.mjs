// Runs every benchmark in headless Chromium and reports them side by side.
// Usage (see scripts/bench.sh, which builds pkg/ and starts the simulator):
//   SIM_URL=http://127.0.0.1:PORT SIM_API_KEY=KEY [PKG_DIR=pkg] node bench/run.mjs
// Prints the tables and rewrites the figures section of BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { figures, rewrite } from './report.mjs';
import { serve } from './serve.mjs';
import { measureSizes } from './sizes.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);
const pkgDir = process.env.PKG_DIR ?? join(root, 'pkg');
const outDir = join(benchDir, 'out');

// The aims, from the project's brief (official SDK: 18.9 KB gzip).
const aims = { gzip: 18900, decode: 1.2, overhead: 1.03, stream: 0.5 };
const streamEvents = 100_000;
const chunkSize = 64 * 1024;
const simEvents = 5_000;

const chromiumArgs = [
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

async function main() {
  if (!process.env.SIM_URL || !process.env.SIM_API_KEY) throw new Error('SIM_URL and SIM_API_KEY must name a running simulator');
  mkdirSync(join(outDir, 'page'), { recursive: true });

  step('bundle sizes');
  const sizes = await measureSizes({ benchDir, pkgDir, outDir });

  step('benchmark page');
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
  const server = await serve(join(outDir, 'page'), pkgDir);
  const fixtures = await simulatorFixtures(simEvents);
  const connection = JSON.parse(readFileSync(join(root, 'tests/fixtures/auth_connection_full.json'), 'utf8'));

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    page.on('console', (message) => console.log(`   [page ${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => console.log(`   [page error] ${error.message}`));
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => window.bench);
    await page.evaluate(() => window.bench.ready()).catch((error) => {
      throw new Error(`the package in ${pkgDir} does not load in Chromium: ${error.message}`);
    });
    const sim = { apiKey: process.env.SIM_API_KEY, baseURL: process.env.SIM_URL.replace(/\/$/, '') };
    const start = { load: loadavg()[0].toFixed(2) };

    step('decode + validate (in-memory responses)');
    const decode = await page.evaluate((args) => window.bench.decode(args), { connection });
    step('overhead on a real fetch (simulator)');
    const overhead = await page.evaluate((args) => window.bench.overhead(args), { ...sim, id: fixtures.connection });
    step(`log stream in memory (${streamEvents} events, ${chunkSize / 1024} KB chunks)`);
    const streamMemory = await page.evaluate((args) => window.bench.streamMemory(args), {
      count: streamEvents,
      chunkSize,
      officialSeconds: 2,
    });
    step(`log stream from the simulator (${simEvents} events)`);
    const streamSim = await page.evaluate((args) => window.bench.streamSim(args), { ...sim, id: fixtures.browser, count: simEvents });

    const results = { machine: { ...machine(browser.version()), ...start, loadEnd: loadavg()[0].toFixed(2) }, sizes, decode, overhead, streamMemory, streamSim };
    writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
    const text = figures(results, aims);
    console.log(`\n${text}\n`);
    rewrite(join(root, 'BENCHMARKS.md'), text);
    console.log('BENCHMARKS.md figures rewritten; raw results in bench/out/results.json');
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
