// faults.js against the core's validator: for each operation's body and
// query (checked strictly) and answer (leniently), a starting value and the
// core's verdict on each change of one member or item, from the corpus the
// host tests write (tests/corpora.rs). The package names the same fault
// (path, rule and detail) as the core on every one, or passes what it
// passes; and an answer's generated check passes the same.
import assert from 'node:assert/strict';
import test from 'node:test';

import { answerFault, requestFault } from '../../../src/js/faults.js';
import { changed } from './changed.mjs';
import { corpus, operation } from './operations.mjs';

for (const { op: key, part, strict, body, cases } of await corpus('faults')) {
  test(`${key.resource}.${key.name} ${part}: the fault named is the core's`, async () => {
    const op = await operation(key);
    const table = op[part];
    assert.ok(table, `the operation has its ${part}'s table`);
    const faultOf = strict ? requestFault : answerFault;
    assert.equal(faultOf(table, body), undefined, 'the starting value passes');
    assert.ok(cases.some(([verdict]) => verdict === null) && cases.some(([verdict]) => verdict !== null), 'both verdicts occur');
    for (const [verdict, path, ...value] of cases) {
      const label = `${path.join('.')} ${value.length ? `= ${JSON.stringify(value[0])}` : 'removed'}`;
      const edited = changed(body, path, ...value);
      assert.equal(faultOf(table, edited), verdict?.join('\0'), label);
      if (!strict) assert.equal(op.check(edited), verdict === null, `the check: ${label}`);
    }
  });
}
