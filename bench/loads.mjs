// What a page loads, measured by loading it: each app of apps/ is bundled
// with code splitting on (every dynamic import a chunk of its own) by
// esbuild, Vite or webpack, served beside the package's wasm, and run in
// headless Chromium against canned answers of the service; every script and
// wasm the page fetched is counted, each compressed on its own. A
// resource's operations load at its first call, so an app pays for the
// resources it calls.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Vite and webpack come from the example apps' own installs (examples/).
const examples = resolve(dirname(fileURLToPath(import.meta.url)), '../examples');
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
  writeFileSync(join(dir, 'index.html'), page(`<script type="module">${runs('./app.js')}</script>`));
}

/** A page that answers as the service (CANNED), then runs `script`. */
function page(script) {
  return `<!doctype html><script>${CANNED}</script>${script}`;
}

/** JavaScript that imports `specifier` and tells the page when it ran. */
function runs(specifier) {
  return `import(${JSON.stringify(specifier)}).then(() => { window.appDone = true; }, (error) => { window.appError = String(error?.stack ?? error); });`;
}

/**
 * A bundler's entry: the app imported statically, so that the bundle holds
 * no dynamic import of ours, then the page told it ran; a failure reaches
 * the page's `error` or `unhandledrejection` event (CAUGHT).
 */
function entryOf(app) {
  return `import ${JSON.stringify(app)};\nwindow.appDone = true;\n`;
}

const CAUGHT = `<script>
for (const kind of ['error', 'unhandledrejection']) addEventListener(kind, (event) => { window.appError = String(event.error?.stack ?? event.reason?.stack ?? event.reason ?? event.message); });
</script>`;

/** Bundles app `entry` into `dir` as `vite build` does (Rollup's splitting, minified). */
async function bundleVite(entry, dir) {
  const vite = await import(pathToFileURL(join(examples, 'vite-app/node_modules/vite/dist/node/index.js')));
  rmSync(dir, { recursive: true, force: true });
  const shell = join(dir, '..', `${basename(dir)}-src`);
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'main.js'), entryOf(entry));
  writeFileSync(join(shell, 'index.html'), page(`${CAUGHT}<script type="module" src="./main.js"></script>`));
  await vite.build({
    configFile: false,
    root: shell,
    base: './',
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** Bundles app `entry` into `dir` as webpack 5 does in production mode. */
async function bundleWebpack(entry, dir) {
  const require = createRequire(join(examples, 'webpack-app/package.json'));
  const webpack = require('webpack');
  rmSync(dir, { recursive: true, force: true });
  const shell = join(dir, '..', `${basename(dir)}-src`);
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'main.js'), entryOf(entry));
  const stats = await new Promise((done, fail) =>
    webpack(
      {
        mode: 'production',
        context: shell,
        entry: { main: join(shell, 'main.js') },
        output: { path: dir, filename: '[name].js', chunkFilename: '[name].[contenthash].js', assetModuleFilename: '[name][ext]' },
      },
      (error, result) => (error ? fail(error) : done(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  writeFileSync(join(dir, 'index.html'), page(`${CAUGHT}<script src="./main.js"></script>`));
}

const BUNDLERS = { esbuild: bundleSplit, vite: bundleVite, webpack: bundleWebpack };

/** Serves `dir` at /files/, and the package's wasm files beside the bundle. */
function serveApp(dir, pkgDir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const name = path.replace(/^\/files\//, '');
    const bundled = join(dir, name || 'index.html');
    const file = name.endsWith('.wasm') && !existsSync(bundled) ? join(pkgDir, basename(name)) : bundled;
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
 * for each `[name, entry, bundler]` of `apps` (bundler: `esbuild`, the
 * default, whose build takes the package from `pkgDir`; `vite` or
 * `webpack`, whose take it where the app imports it from), run in `browser`.
 */
export async function pageLoads({ browser, apps, pkgDir, outDir }) {
  const loads = {};
  for (const [name, entry, bundler = 'esbuild'] of apps) {
    const dir = join(outDir, 'loads', name);
    await BUNDLERS[bundler](entry, dir, pkgDir);
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
      const bundled = join(dir, path.replace(/^\/files\//, ''));
      const file = path.endsWith('.wasm') && !existsSync(bundled) ? join(pkgDir, basename(path)) : bundled;
      return { file: basename(file), ...compressedSizes(readFileSync(file)) };
    });
    const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
    loads[name] = { files, total };
  }
  return loads;
}
