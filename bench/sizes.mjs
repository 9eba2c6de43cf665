// Bundle sizes, side by side: our package's files, what a tiny app per SDK
// (apps/) loads in a page (loads.mjs), and the login page's bundle; each
// raw, gzip -9 and brotli (quality 11).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';
import { pageLoads } from './loads.mjs';

/** Bytes of `bytes` raw, after `gzip -9` and after brotli at its best quality. */
export function compressedSizes(bytes) {
  const gzip = execFileSync('gzip', ['-9', '-n', '-c'], { input: bytes, maxBuffer: 1 << 28 }).length;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
  return { raw: bytes.length, gzip, brotli };
}

function sizeOf(files) {
  return files.reduce(
    (sum, file) => {
      const size = compressedSizes(readFileSync(file));
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

// The flows module's glue: an app imports it only at its first login-flow
// helper or session (flows.js's dynamic `import()`), so bundlers split it
// into a chunk of its own. It is counted with the flows module, not the app.
const FLOWS_GLUE = 'browser_cloud_sdk_flows.js';

/**
 * Every JavaScript module of the package that its entry loads at once: the
 * glue, then whatever it imports or re-exports by relative path, and so on
 * (a dynamic `import()` is loaded later, at first use: not followed).
 */
export function packageModules(pkgDir) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/\bfrom\s*['"](\.\.?\/[^'"]+\.js)['"]/g)) visit(resolve(dirname(file), path));
  };
  visit(resolve(pkgDir, 'browser_cloud_sdk.js'));
  return [...seen];
}

/**
 * Bundles `entry` with esbuild (minified, ESM, browser) into `outfile`; the
 * apps' imports of `../../pkg/browser_cloud_sdk.js` and `../../pkg/inline.js`
 * are taken from `pkgDir`.
 * The flows module's glue stays outside, as the chunk a bundler splits off.
 */
export async function bundle(entry, outfile, pkgDir) {
  const fromPkgDir = {
    name: 'pkg-dir',
    setup(build) {
      build.onResolve({ filter: /\/pkg\/(browser_cloud_sdk|inline)\.js$/ }, (args) => ({ path: resolve(pkgDir, basename(args.path)) }));
      build.onResolve({ filter: new RegExp(`/${FLOWS_GLUE.replace('.', '\\.')}$`) }, (args) => ({ path: args.path, external: true }));
    },
  };
  await build({ entryPoints: [entry], outfile, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error', plugins: [fromPkgDir] });
  return outfile;
}

/**
 * What each resource adds to a page at its first call: its operations
 * module, minified with the helpers it imports (form.js for uploads,
 * download.js for downloads), by resource, with its count of operations.
 */
async function resourceCosts(pkgDir, outDir) {
  const dir = join(pkgDir, 'generated/operations');
  const costs = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js')).sort()) {
    const outfile = join(outDir, 'operations', file);
    await build({ entryPoints: [join(dir, file)], outfile, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error' });
    const text = readFileSync(join(dir, file), 'utf8');
    const operations = (text.match(/^ {4}'\w+': \{ method:/gm) ?? []).length;
    costs.push({ resource: file.replace(/\.js$/, ''), operations, ...sizeOf([outfile]) });
  }
  return costs;
}

/** `file` minified alone into `outfile`, as a bundler ships it; answers `outfile`. */
export async function minified(file, outfile) {
  await build({ entryPoints: [file], outfile, minify: true, format: 'esm', target: 'es2022', logLevel: 'error' });
  return outfile;
}

/**
 * Every size figure; bundles are written under `outDir`, and the tiny apps
 * run in `browser`.
 */
export async function measureSizes({ benchDir, pkgDir, outDir, browser }) {
  const modules = packageModules(resolve(pkgDir));
  const wasm = sizeOf([join(pkgDir, 'browser_cloud_sdk_bg.wasm')]);
  const js = sizeOf(modules);
  const plus = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
  const flowsWasm = sizeOf([join(pkgDir, 'browser_cloud_sdk_flows_bg.wasm')]);
  const flows = plus(flowsWasm, sizeOf([join(pkgDir, FLOWS_GLUE)]));
  // The login page: its bundle, the flows module's glue as a bundler ships
  // it (minified, as the page's other modules are), and the module's wasm.
  const loginApp = sizeOf([
    await bundle(join(benchDir, 'apps/ours-login.js'), join(outDir, 'ours-login-app.js'), pkgDir),
    await minified(join(pkgDir, FLOWS_GLUE), join(outDir, 'ours-login-flows-glue.js')),
  ]);
  const app = (name) => join(benchDir, `apps/${name}.js`);
  const loads = await pageLoads({
    browser,
    pkgDir,
    outDir,
    apps: [
      ['ours', app('ours')],
      ['inline', app('ours-inline')],
      ['theirs', app('theirs')],
      ['ours-vite', app('ours'), 'vite'],
      ['theirs-vite', app('theirs'), 'vite'],
      ['ours-webpack', app('ours'), 'webpack'],
      ['theirs-webpack', app('theirs'), 'webpack'],
    ],
  });
  return {
    resources: await resourceCosts(pkgDir, outDir),
    files: { wasm, js, total: plus(wasm, js), count: 1 + modules.length },
    flows,
    oursApp: loads.ours,
    inlineApp: loads.inline,
    theirsApp: loads.theirs,
    bundlers: {
      vite: { ours: loads['ours-vite'], theirs: loads['theirs-vite'] },
      webpack: { ours: loads['ours-webpack'], theirs: loads['theirs-webpack'] },
    },
    loginApp: { js: loginApp, total: plus(loginApp, flowsWasm) },
  };
}
