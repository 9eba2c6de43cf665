// Bundle sizes, side by side: our package's files, and esbuild bundles of a
// tiny app per SDK (apps/), each raw, gzip -9 and brotli (quality 11).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';

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

/**
 * Every JavaScript module of the package that its entry loads: the glue,
 * then whatever it imports or re-exports by relative path, and so on.
 */
export function packageModules(pkgDir) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+\.js)['"]/g)) visit(resolve(dirname(file), path));
  };
  visit(resolve(pkgDir, 'browser_cloud_sdk.js'));
  return [...seen];
}

/**
 * Bundles `entry` with esbuild (minified, ESM, browser) into `outfile`; the
 * apps' import of `../../pkg/browser_cloud_sdk.js` is taken from `pkgDir`.
 */
export async function bundle(entry, outfile, pkgDir) {
  const fromPkgDir = {
    name: 'pkg-dir',
    setup(build) {
      build.onResolve({ filter: /\/pkg\/browser_cloud_sdk\.js$/ }, () => ({ path: resolve(pkgDir, 'browser_cloud_sdk.js') }));
    },
  };
  await build({ entryPoints: [entry], outfile, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error', plugins: [fromPkgDir] });
  return outfile;
}

/** Every size figure; bundles are written under `outDir`. */
export async function measureSizes({ benchDir, pkgDir, outDir }) {
  const modules = packageModules(resolve(pkgDir));
  const wasm = sizeOf([join(pkgDir, 'browser_cloud_sdk_bg.wasm')]);
  const js = sizeOf(modules);
  const oursApp = sizeOf([await bundle(join(benchDir, 'apps/ours.js'), join(outDir, 'ours-app.js'), pkgDir)]);
  const theirsApp = sizeOf([await bundle(join(benchDir, 'apps/theirs.js'), join(outDir, 'theirs-app.js'), pkgDir)]);
  const plus = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
  return {
    files: { wasm, js, total: plus(wasm, js), count: 1 + modules.length },
    oursApp: { js: oursApp, total: plus(oursApp, wasm) },
    theirsApp,
  };
}
