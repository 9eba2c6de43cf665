// faults.js against the core's validator: for each operation's request body
// (checked strictly) and answer (leniently), a starting body and the core's
// verdict on each change of one member or item, from faults-corpus.mjs,
// which the core's tests generate. The package names the same fault (path,
// rule and detail) as the core on every one, or passes what it passes; and
// answers.js, the quick check of an answer or an event, passes the same.
import assert from 'node:assert/strict';
import test from 'node:test';

import { answers } from '../../../src/js/answers.js';
import { answerFault, requestFault } from '../../../src/js/faults.js';
import { answerTypes, requestTypes } from '../../../src/js/shapes.js';
import corpus from './faults-corpus.mjs';
import { changed } from './changed.mjs';

for (const [name, { op, strict, body, cases }] of Object.entries(corpus)) {
  test(`${name}: the fault named is the core's`, () => {
    assert.ok((strict ? requestTypes : answerTypes)[op], `shapes.js has the type of ${name}`);
    const faultOf = strict ? requestFault : answerFault;
    assert.equal(faultOf(op, body), undefined, 'the starting body passes');
    assert.ok(cases.some(([verdict]) => verdict === null) && cases.some(([verdict]) => verdict !== null), 'both verdicts occur');
    for (const [verdict, path, ...value] of cases) {
      const label = `${path.join('.')} ${value.length ? `= ${JSON.stringify(value[0])}` : 'removed'}`;
      const edited = changed(body, path, ...value);
      assert.equal(faultOf(op, edited), verdict?.join('\0'), label);
      if (!strict) assert.equal(answers[op](edited), verdict === null, `answers.js: ${label}`);
    }
  });
}

test('every operation with a request body or an answer is in the corpus', () => {
  const covered = new Set(Object.values(corpus).map(({ op, strict }) => `${strict} ${op}`));
  for (const op of Object.keys(requestTypes)) assert.ok(covered.has(`true ${op}`) || sameType(requestTypes, op), op);
  for (const op of Object.keys(answerTypes)) assert.ok(covered.has(`false ${op}`) || sameType(answerTypes, op), op);
});

// Whether another operation of the corpus has the type `op` has in `types`.
function sameType(types, op) {
  return Object.values(corpus).some((entry) => entry.op !== op && types[entry.op] === types[op]);
}
