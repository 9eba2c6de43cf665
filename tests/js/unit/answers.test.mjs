// The generated checks of a parsed answer against the core's validator: for
// each answer type, a body of every member and the core's verdict on each
// change of it (one member removed, a value of another type, null, a whole
// number written otherwise, a member the tables do not name), from the
// corpus the host tests write (tests/corpora.rs). The package's check must
// agree with the core's on every one.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import test from 'node:test';

import { checks } from '../../../src/js/checks.js';
import { answers as tables } from '../../../src/js/generated/answers.js';
import { changed } from './changed.mjs';
import { corpus, operation } from './operations.mjs';

for (const { op: key, body, cases } of await corpus('answers')) {
  test(`${key.resource}.${key.name}: the check of a parsed answer agrees with the core's validator`, async () => {
    const { check } = await operation(key);
    assert.ok(check, 'the operation has a check of its answer');
    assert.equal(check(body), true, 'the body of every member');
    assert.ok(cases.some(([verdict]) => verdict) && cases.some(([verdict]) => !verdict), 'both verdicts occur');
    for (const [verdict, path, ...value] of cases) {
      const label = `${path.join('.')} ${value.length ? `= ${JSON.stringify(value[0])}` : 'removed'}`;
      assert.equal(check(changed(body, path, ...value)), verdict, label);
    }
  });
}

test('every operation has a check and a table of its answer (generated/answers.js) exactly when it answers with JSON, and a download its media type', async () => {
  const folder = new URL('../../../src/js/generated/operations/', import.meta.url);
  let seen = 0;
  for (const file of readdirSync(folder)) {
    const { default: make } = await import(new URL(file, folder));
    for (const [name, op] of Object.entries(make(checks))) {
      // 0: nothing; 4: bytes (a download), whose Response is the answer.
      const answers = op.answer !== 0 && op.answer !== 4;
      assert.equal(typeof op.check === 'function', answers, `${file} ${name}: its check`);
      assert.equal(op.key !== undefined && tables[op.key] !== undefined, answers, `${file} ${name}: its table`);
      assert.equal(typeof op.accept === 'string', op.answer === 4, `${file} ${name}: a download's media type`);
      seen += 1;
    }
  }
  assert.ok(seen >= 20, `${seen} operations`);
});
