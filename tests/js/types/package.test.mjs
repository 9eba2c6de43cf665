// The npm package as `npm pack` makes it: what package.json promises (entry
// points, their types, sideEffects, engines), the npm README, and that every
// path it names, and every relative import of a packed module or
// declaration, is in the tarball, which holds nothing else.
// Needs pkg/ (bash scripts/build-pkg.sh). Run: node --test tests/js/types/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

const pkgDir = fileURLToPath(new URL('../../../pkg/', import.meta.url));
const npmReadme = fileURLToPath(new URL('../../../src/js/README.npm.md', import.meta.url));
const manifest = JSON.parse(await readFile(pkgDir + 'package.json', 'utf8'));
const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json'], { cwd: pkgDir });
const packed = new Set(JSON.parse(stdout)[0].files.map((file) => file.path));

// A `files` entry names a file or a folder.
const packedUnder = (entry) => packed.has(entry) || [...packed].some((path) => path.startsWith(`${entry}/`));

// Every path a conditional or plain export points to, without its './'.
function exportTargets(value) {
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  return Object.values(value).flatMap(exportTargets);
}

test('package.json names the entries, their types first, no side effects, and the Node versions', () => {
  assert.equal(manifest.type, 'module');
  assert.equal(manifest.main, 'browser_cloud_sdk.js');
  assert.equal(manifest.types, 'browser_cloud_sdk.d.ts');
  assert.equal(manifest.sideEffects, false);
  assert.deepEqual(manifest.engines, { node: '>=18' });
  assert.deepEqual(manifest.exports, {
    '.': { types: './browser_cloud_sdk.d.ts', default: './browser_cloud_sdk.js' },
    './session': { types: './login-session.d.ts', default: './login-session.js' },
    './login-element': { types: './login-element.d.ts', default: './login-element.js' },
    './login-element/locales/*': { types: './login-element/locales/*.d.ts', default: './login-element/locales/*.js' },
    './inline': { types: './inline.d.ts', default: './inline.js' },
    './browser_cloud_sdk_bg.wasm': './browser_cloud_sdk_bg.wasm',
    './browser_cloud_sdk_flows_bg.wasm': './browser_cloud_sdk_flows_bg.wasm',
    './package.json': './package.json',
  });
  // TypeScript takes the first condition that matches: `types` must lead.
  for (const [entry, target] of Object.entries(manifest.exports)) {
    if (typeof target === 'object') assert.equal(Object.keys(target)[0], 'types', `${entry}: types first`);
  }
  assert.equal(manifest.dependencies, undefined, 'no runtime dependencies');
});

// A path, or a pattern export's target (one `*`), names at least one packed file.
function packedMatch(path) {
  if (!path.includes('*')) return packed.has(path);
  const [before, after] = path.split('*');
  return [...packed].some((file) => file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length);
}

test('every path that files, exports, main and types name is in the tarball', () => {
  const missing = [
    ...manifest.files.filter((entry) => !packedUnder(entry)),
    ...[...exportTargets(manifest.exports), manifest.main, manifest.types].filter((path) => !packedMatch(path)),
  ];
  assert.deepEqual(missing, [], `named but not packed: ${missing.join(', ')}`);
});

test('the tarball holds what files names, package.json and the npm README, and nothing else', async () => {
  const stray = [...packed].filter(
    (path) => !['package.json', 'README.md'].includes(path) && !manifest.files.some((entry) => path === entry || path.startsWith(`${entry}/`)),
  );
  assert.deepEqual(stray, [], `packed but not named: ${stray.join(', ')}`);
  assert.ok(packed.has('README.md'));
  assert.equal(await readFile(pkgDir + 'README.md', 'utf8'), await readFile(npmReadme, 'utf8'), 'README.md is src/js/README.npm.md');
});

// The paths a module or declaration file loads relative to itself: imports,
// re-exports, dynamic imports and `new URL(..., import.meta.url)`.
function relativeReferences(source) {
  const patterns = [
    /\b(?:import|export)\b[^'";]*?\bfrom\s*['"](\.[^'"]*)['"]/g,
    /\bimport\s*\(?\s*['"](\.[^'"]*)['"]/g,
    /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

// What a reference from `from` may name: the file itself, or for a
// declaration its .d.ts (TypeScript drops or swaps the extension).
function candidates(from, reference) {
  const path = posix.normalize(posix.join(posix.dirname(from), reference));
  if (!from.endsWith('.d.ts')) return [path];
  const bare = path.replace(/\.js$/, '');
  return [path, `${bare}.d.ts`, `${bare}/index.d.ts`];
}

test('every relative import of a packed module or declaration names a packed file', async () => {
  const sources = [...packed].filter((path) => path.endsWith('.js') || path.endsWith('.d.ts'));
  const broken = [];
  let seen = 0;
  for (const from of sources) {
    for (const reference of relativeReferences(await readFile(pkgDir + from, 'utf8'))) {
      seen += 1;
      if (!candidates(from, reference).some((path) => packed.has(path))) broken.push(`${from} -> ${reference}`);
    }
  }
  assert.ok(seen >= 5, `the references were found (${seen})`);
  assert.deepEqual(broken, [], `not in the tarball: ${broken.join(', ')}`);
});

test('the inline entry carries the calls module\'s wasm, byte for byte', async () => {
  const { DEFLATED_WASM } = await import(pkgDir + 'wasm-inline.js');
  const inflated = inflateSync(Buffer.from(DEFLATED_WASM, 'base64'));
  const wasm = await readFile(pkgDir + 'browser_cloud_sdk_bg.wasm');
  assert.ok(wasm.length > 1000, 'the wasm was read');
  assert.ok(inflated.equals(wasm), `inline bytes (${inflated.length}) equal browser_cloud_sdk_bg.wasm (${wasm.length})`);
});
