// answers.js against the core's validator: for each answer type, a body of
// every member and the core's verdict on each change of it (one member
// removed, a value of another type, null, a whole number written otherwise,
// a member the tables do not name), from answers-corpus.mjs, which the
// core's tests generate. The package's check of a parsed answer must agree
// with the core's on every one.
import assert from 'node:assert/strict';
import test from 'node:test';

import { answers } from '../../../src/js/answers.js';
import corpus from './answers-corpus.mjs';
import { changed } from './changed.mjs';
import faults from './faults-corpus.mjs';

for (const [op, { body, cases }] of Object.entries(corpus)) {
  test(`${op}: the check of a parsed answer agrees with the core's validator`, () => {
    const conforms = answers[op];
    assert.ok(conforms, `answers.js has ${op}`);
    assert.equal(conforms(body), true, 'the body of every member');
    assert.ok(cases.some(([verdict]) => verdict) && cases.some(([verdict]) => !verdict), 'both verdicts occur');
    for (const [verdict, path, ...value] of cases) {
      const label = `${path.join('.')} ${value.length ? `= ${JSON.stringify(value[0])}` : 'removed'}`;
      assert.equal(conforms(changed(body, path, ...value)), verdict, label);
    }
  });
}

// A stream's events are checked against the core in faults.test.mjs.
test('every answer type is in a corpus', () => {
  const answered = Object.values(faults).filter(({ strict }) => !strict).map(({ op }) => op);
  const covered = new Set([...Object.keys(corpus), ...answered].map((op) => answers[op]));
  for (const [op, check] of Object.entries(answers)) assert.ok(covered.has(check), op);
});
