// The TypeScript API reference's check (scripts/docs.sh --check: TypeDoc with
// tools/typedoc.json) passes on the package, and fails on a declaration file
// with an undocumented export and an undocumented member, naming both.
// Needs pkg/ (bash scripts/build-pkg.sh) and tools/ (bash scripts/setup.sh).
// Run: node --test tests/js/types/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const script = here('../../../scripts/docs.sh');

// The check's exit code and what it printed (colours off).
function check(...files) {
  return new Promise((resolve) => {
    execFile('bash', [script, '--check', ...files], { env: { ...process.env, NO_COLOR: '1' } }, (error, stdout, stderr) => {
      resolve({ code: error ? error.code : 0, output: stdout + stderr });
    });
  });
}

// Both runs start at once: each takes a few seconds.
const [onPackage, onFixture] = await Promise.all([check(), check(here('./fixtures/undocumented.d.ts'))]);

test('every export of the package and its members is documented', () => {
  assert.equal(onPackage.code, 0, onPackage.output);
});

test('an undocumented export or member fails the check, named in its output', () => {
  assert.notEqual(onFixture.code, 0, onFixture.output);
  assert.match(onFixture.output, /undocumentedFunction \(CallSignature\).*does not have any documentation/);
  assert.match(onFixture.output, /Documented\.undocumentedMember \(Property\).*does not have any documentation/);
  assert.doesNotMatch(onFixture.output, /Documented\.documentedMember/);
});
