// Bundle sizes, side by side: our package's files, and esbuild bundles of a
// tiny app per SDK (apps/), each raw and gzip -9.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Bytes of `file` after `gzip -9`. */
export function gzipSize(file) {
  return execFileSync('gzip', ['-9', '-n', '-c', file], { maxBuffer: 1 << 28 }).length;
}

function sizeOf(files) {
  return files.reduce(
    (sum, file) => ({ raw: sum.raw + statSync(file).size, gzip: sum.gzip + gzipSize(file) }),
    { raw: 0, gzip: 0 },
  );
}

// The package's JavaScript that the glue and the entry load: the glue itself,
// client.js and every snippet it imports.
function packageFiles(pkgDir) {
  const glue = join(pkgDir, 'browser_cloud_sdk.js');
  const snippets = [...readFileSync(glue, 'utf8').matchAll(/from ['"]\.\/(snippets\/[^'"]+)['"]/g)].map((m) => join(pkgDir, m[1]));
  return { wasm: join(pkgDir, 'browser_cloud_sdk_bg.wasm'), js: [glue, join(pkgDir, 'client.js'), ...new Set(snippets)] };
}

async function bundle(entry, outfile) {
  await build({ entryPoints: [entry], outfile, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'error' });
  return outfile;
}

/** Every size figure; bundles are written under `outDir`. */
export async function measureSizes({ benchDir, pkgDir, outDir }) {
  const files = packageFiles(pkgDir);
  const wasm = sizeOf([files.wasm]);
  const js = sizeOf(files.js);
  const oursApp = sizeOf([await bundle(join(benchDir, 'apps/ours.js'), join(outDir, 'ours-app.js'))]);
  const theirsApp = sizeOf([await bundle(join(benchDir, 'apps/theirs.js'), join(outDir, 'theirs-app.js'))]);
  return {
    files: { wasm, js, total: { raw: wasm.raw + js.raw, gzip: wasm.gzip + js.gzip }, count: 1 + files.js.length },
    oursApp: { js: oursApp, total: { raw: oursApp.raw + wasm.raw, gzip: oursApp.gzip + wasm.gzip } },
    theirsApp,
  };
}
