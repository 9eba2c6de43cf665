// Keeps types/example.ts complete: every name the package exports and every
// method of its classes must appear there, so `tsc` checks all of them.
// Needs pkg/ (bash scripts/build-pkg.sh). Run: node --test tests/js/types/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const declarations = await readFile(here('../../../pkg/browser_cloud_sdk.d.ts'), 'utf8');
const example = await readFile(here('./example.ts'), 'utf8');

// The wasm loader's own plumbing, not API: the default export is `init`.
const loaderOnly = new Set(['__wbg_init']);

function exportedNames(source) {
  const names = new Set();
  for (const [, name] of source.matchAll(/^export (?:declare )?(?:type|interface|class|function|const) ([A-Za-z_$][\w$]*)/gm)) {
    names.add(name);
  }
  for (const [, list] of source.matchAll(/^export \{([^}]*)\} from/gm)) {
    for (const name of list.split(',')) names.add(name.trim());
  }
  return [...names].filter((name) => name && !loaderOnly.has(name));
}

// Methods of each exported class and interface (not the constructor).
function methods(source) {
  const found = [];
  for (const [, owner, body] of source.matchAll(/^export (?:declare )?(?:class|interface) (\w+)[^{\n]*\{\n([\s\S]*?)^\}/gm)) {
    for (const [, method] of body.matchAll(/^\s+([a-z]\w*)\(/gm)) {
      if (method !== 'constructor') found.push(`${owner}.${method}`);
    }
  }
  return found;
}

const mentioned = (name) => new RegExp(`\\b${name}\\b`).test(example);

test('the package exports what the example expects (the d.ts parses)', () => {
  const names = exportedNames(declarations);
  for (const expected of ['Client', 'AuthConnection', 'ConflictError', 'PagePromise', 'FlowEvent']) {
    assert.ok(names.includes(expected), `${expected} is exported`);
  }
  assert.ok(methods(declarations).includes('AuthConnectionsResource.waitForLogin'));
});

test('example.ts names every exported type, class and function', () => {
  const missing = exportedNames(declarations).filter((name) => !mentioned(name));
  assert.deepEqual(missing, [], `not used in types/example.ts: ${missing.join(', ')}`);
});

test('example.ts calls every method of every exported class and interface', () => {
  const missing = methods(declarations).filter((entry) => {
    const method = entry.split('.')[1];
    return !new RegExp(`\\.${method}\\(`).test(example);
  });
  assert.deepEqual(missing, [], `not called in types/example.ts: ${missing.join(', ')}`);
});
