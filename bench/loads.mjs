// What a page loads, measured by loading it: each app of apps/ is bundled
// by esbuild with code splitting on (every dynamic import a chunk of its
// own, as Vite and webpack split them), served beside the package's wasm,
// and run in headless Chromium against canned answers of the service; every
// script and wasm the page fetched is counted, each compressed on its own.
// A resource's operations load at its first call, so an app pays for the
// resources it calls.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { build } from 'esbuild';
import { compressedSizes } from './sizes.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

// The service's answers to the tiny apps' calls: enough for each to go on.
const CANNED = `
const connection = { id: 'ac_1', profile_name: 'p', domain: 'example.com', status: 'NEEDS_AUTH', save_credentials: true, record_session: false };
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  if (url.pathname.startsWith('/files/')) return realFetch(input, init);
  const method = (init?.method ?? 'GET').toUpperCase();
  const json = (body, headers = {}) => new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json', ...headers } });
  if (url.pathname.endsWith('/logs/stream')) {
    return new Response('id: 1\\ndata: {"event":"log","message":"one","timestamp":"2026-01-01T00:00:00Z"}\\n\\n', { headers: { 'content-type': 'text/event-stream' } });
  }
  if (url.pathname === '/auth/connections' && method === 'GET') return json([connection], { 'x-has-more': 'false' });
  if (url.pathname.startsWith('/auth/connections')) return json(connection);
  if (url.pathname === '/org/projects') return json([{ id: 'p', name: 'Default', status: 'active' }], { 'x-has-more': 'false' });
  return new Response('{"code":"not_found","message":"no such route"}', { status: 404 });
};
`;

/** Bundles app `entry` with splitting into `dir`, the package's imports taken from `pkgDir`. */
async function bundleSplit(entry, dir, pkgDir) {
  const fromPkgDir = {
    name: 'pkg-dir',
    setup(b) {
      b.onResolve({ filter: /\/pkg\/(browser_cloud_sdk|inline|login-session)\.js$/ }, (args) => ({ path: resolve(pkgDir, basename(args.path)) }));
    },
  };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: { app: entry },
    outdir: dir,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
    plugins: [fromPkgDir],
  });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${CANNED}</script><script type="module">import('./app.js').then(() => { window.appDone = true; }, (error) => { window.appError = String(error?.stack ?? error); });</script>`);
}

/** Serves `dir` at /files/, and the package's wasm files beside the bundle. */
function serveApp(dir, pkgDir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const name = path.replace(/^\/files\//, '');
    const file = name.endsWith('.wasm') ? join(pkgDir, basename(name)) : join(dir, name || 'index.html');
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((closed) => server.close(closed)) })));
}

/**
 * What each app loads: `{ name: { files: [{ file, raw, gzip, brotli }], total } }`
 * for each `[name, entry]` of `apps`, run in `browser`.
 */
export async function pageLoads({ browser, apps, pkgDir, outDir }) {
  const loads = {};
  for (const [name, entry] of apps) {
    const dir = join(outDir, 'loads', name);
    await bundleSplit(entry, dir, pkgDir);
    const server = await serveApp(dir, pkgDir);
    const page = await browser.newPage();
    const fetched = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|wasm)$/.test(path)) fetched.add(path);
    });
    try {
      await page.goto(`${server.origin}/files/index.html`);
      await page.waitForFunction(() => window.appDone || window.appError, null, { timeout: 30_000 });
      const error = await page.evaluate(() => window.appError);
      if (error) throw new Error(`${name}: ${error}`);
    } finally {
      await page.close();
      await server.close();
    }
    const files = [...fetched].sort().map((path) => {
      const file = path.endsWith('.wasm') ? join(pkgDir, basename(path)) : join(dir, path.replace(/^\/files\//, ''));
      return { file: basename(file), ...compressedSizes(readFileSync(file)) };
    });
    const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
    loads[name] = { files, total };
  }
  return loads;
}
