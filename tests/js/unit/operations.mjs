// The operations of the API as the package's JavaScript holds them
// (src/js/generated/operations/), by resource and name, and the corpora the
// host tests wrote from the core's validator (tests/corpora.rs).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { checks } from '../../../src/js/checks.js';
import { answers } from '../../../src/js/generated/answers.js';

const corpora = new URL('../out/corpora/', import.meta.url);

/**
 * The operation `name` of resource `resource`, with `type`, its answer's
 * table (generated/answers.js, which faults.js loads when a check fails).
 */
export async function operation({ resource, name }) {
  const module = await import(`../../../src/js/generated/operations/${resource}.js`);
  const op = module.default(checks)[name];
  return op.key === undefined ? op : { ...op, type: answers[op.key] };
}

/** The corpus `name` (`faults` or `answers`). */
export async function corpus(name) {
  const file = new URL(`${name}.mjs`, corpora);
  if (!existsSync(fileURLToPath(file))) {
    throw new Error(`${fileURLToPath(file)} is missing: run \`cargo test --test corpora\` (scripts/test.sh runs it first)`);
  }
  return (await import(file)).default;
}
