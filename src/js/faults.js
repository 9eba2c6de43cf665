// What is wrong with a body, named as the core's validator names it
// (src/protocol/validate): the path of the value at fault, the rule, and a
// detail that never repeats a value. It reads the value `JSON.parse` made,
// against a record's table (generated into generated/operations/; their
// form: xtask/src/js_records.rs): strictly for a request's body or query
// before it is sent (every rule, no member the tables do not name),
// leniently for an answer whose check failed and for a stream's events
// (types, required members, nulls). The calls module holds no validator of its own: it turns
// the fault into the SDK's error. The first fault in the order of the
// members is named, as the core's walk over the text names it; the corpus
// of tests/js/unit/faults.test.mjs holds the two equal.

// A fault on its way out of the walk: the steps from the value at fault out
// to the body, innermost first.
function fault(rule, detail) {
  return { rule, detail, steps: [] };
}

// The fault seen from the container holding the value at `step`: a member's
// name or key, or an item's index.
function within(found, step) {
  found?.steps.push(step);
  return found;
}

const expected = (ty) =>
  fault(
    'type',
    ty === 3
      ? 'expected a boolean'
      : ty === 4 || ty[0] === 'i'
        ? 'expected an integer'
        : ty === 5
          ? 'expected a number'
          : ty === 7
            ? 'expected a file'
            : ty[0] === 'a'
              ? 'expected an array'
              : ty.f || ty.t || ty[0] === 'm'
                ? 'expected an object'
                : 'expected a string',
  );

// An absolute URI: a scheme, a colon, and a rest without spaces or controls.
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\0- \x7f-\x9f]+$/;

// The fault of `v` against type `ty`, if any.
function value(ty, v, nullable, strict) {
  if (ty === 6) return undefined;
  if (v === null) return nullable ? undefined : fault('type', 'must not be null');
  if (ty === 7) return v instanceof Blob || v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? undefined : expected(ty);
  if (typeof v === 'string') return ty < 3 || ty[0] === 'e' || ty[0] === 'l' ? text(ty, v, strict) : expected(ty);
  if (typeof v === 'boolean') return ty === 3 ? undefined : expected(ty);
  if (typeof v === 'number') return ty === 5 ? undefined : ty === 4 || ty[0] === 'i' ? integer(ty, v, strict) : expected(ty);
  if (Array.isArray(v)) return ty[0] === 'a' ? items(ty[1], v, strict) : expected(ty);
  if (ty.f) return object(ty, v, strict);
  if (ty.t) return union(ty, v, strict);
  if (ty[0] === 'm') {
    for (const key in v) {
      const found = value(ty[1], v[key], false, strict);
      if (found) return within(found, key);
    }
    return undefined;
  }
  return expected(ty);
}

// A string's rules, which only requests are held to.
function text(ty, v, strict) {
  if (!strict) return undefined;
  if (ty === 1 && v === '') return fault('min_length', 'must not be empty');
  if (ty === 2 && !URI.test(v)) return fault('uri', 'must be an absolute URI');
  if (ty[0] === 'e' && !ty.includes(v, 1)) return fault('enum', `must be one of: ${ty.slice(1).join(', ')}`);
  if (ty[0] === 'l' && v !== ty[1]) return fault('enum', `must be "${ty[1]}"`);
  return undefined;
}

// A whole number within `i64` and, on a request, its bounds.
function integer(ty, v, strict) {
  if (!Number.isInteger(v)) return fault('type', 'must be an integer');
  if (!strict || ty === 4) return undefined;
  const [, min, max] = ty;
  const fits = v >= -(2 ** 63) && v < 2 ** 63;
  if (fits && v >= min && (max === undefined || v <= max)) return undefined;
  return fault('range', max === undefined ? `must be at least ${min}` : `must be between ${min} and ${max}`);
}

function items(item, v, strict) {
  for (let i = 0; i < v.length; i++) {
    const found = value(item, v[i], false, strict);
    if (found) return within(found, i);
  }
  return undefined;
}

// An object of table `def`: its members in order, then the members it
// requires, then (on a request) the rules over several of them.
function object(def, v, strict) {
  const fields = def.f;
  for (const key in v) {
    const field = fields.find((f) => f[0] === key);
    if (!field) {
      if (strict) return within(fault('unknown_property', 'is not a known property'), key);
      continue;
    }
    const [, ty, flags = 0] = field;
    if (strict && flags & 8) return within(fault('refused', 'is deprecated and refused by the service'), key);
    const found = value(ty, v[key], flags & 2, strict);
    if (found) return within(found, key);
  }
  const missing = fields.find((f) => f[2] & 1 && !Object.hasOwn(v, f[0]));
  if (missing) return within(fault('required', 'is required'), missing[0]);
  if (!strict) return undefined;
  // Present as `null` counts as absent.
  const present = (i) => v[fields[i][0]] != null;
  const names = (list) => list.map((i) => fields[i][0]).join(', ');
  for (const [kind, ...rule] of def.r ?? []) {
    if (kind === 'x' && rule[0].filter(present).length !== 1) {
      return fault('exactly_one_of', `provide exactly one of ${names(rule[0])}`);
    }
    if (kind === 'f') {
      const fits = ([form, mustBeTrue]) =>
        fields.every((_, i) => present(i) === form.includes(i)) && mustBeTrue.every((i) => v[fields[i][0]] !== false);
      if (!rule.some(fits)) {
        return fault('exactly_one_of', `must be exactly one of the forms ${rule.map(([form]) => `{${names(form)}}`).join(' | ')}`);
      }
    }
    if (kind === 'n' && v[fields[rule[0]][0]] === false) {
      const together = rule[1].filter(present);
      if (together.length) return fault('conflict', `${fields[rule[0]][0]}=false cannot be combined with ${names(together)}`);
    }
  }
  return undefined;
}

// A tagged union: the object its tag's value picks (on a response, any
// other tag passes: a newer kind).
function union(def, v, strict) {
  const tag = v[def.t];
  if (!Object.hasOwn(v, def.t)) return within(fault('required', 'is required'), def.t);
  if (typeof tag !== 'string') return within(fault('type', 'expected a string'), def.t);
  const variant = Object.hasOwn(def.v, tag) ? def.v[tag] : undefined;
  if (variant) return object(variant, v, strict);
  if (strict) return within(fault('enum', `must be one of: ${Object.keys(def.v).join(', ')}`), def.t);
  return undefined;
}

/**
 * The fault of `body` (a parsed value, or an upload's params as they are)
 * against table `ty`, strictly for a request, as the core reads it:
 * `path\0rule\0detail`, the path written from the body in
 * (`browser.proxy`, `fields[2].id`, empty for the body itself); or
 * `undefined` when the body passes.
 */
export function faultOf(ty, body, strict) {
  const found = value(ty, body, false, strict);
  if (!found) return undefined;
  let path = '';
  for (const step of found.steps.reverse()) {
    if (typeof step === 'number') path += `[${step}]`;
    else path += path ? `.${step}` : step;
  }
  return `${path}\0${found.rule}\0${found.detail}`;
}

/**
 * What is wrong with `params`, a request's body or query of type `ty` (a
 * record's table), as the core reads it (`path\0rule\0detail`);
 * `undefined` when it passes, and when it is no JSON object at all, which
 * the core names itself. It is read as JSON text, as it is sent.
 */
export function requestFault(ty, params) {
  if (ty === undefined || params == null) return undefined;
  let text;
  try {
    text = JSON.stringify(params);
  } catch {
    return undefined;
  }
  return text?.[0] === '{' ? faultOf(ty, JSON.parse(text), true) : undefined;
}

/**
 * What is wrong with `answer`, a parsed success body of type `ty` (a
 * stream's: one event), as the core reads it; `undefined` when it passes.
 */
export function answerFault(ty, answer) {
  return faultOf(ty, answer, false);
}

/**
 * What is wrong with `answer`, a parsed success body (a stream's: one
 * event) that operation `op`'s check refused, as `answerFault` names it:
 * its table is loaded at the first such answer (generated/answers.js), so
 * that the operations modules hold their answers' checks alone.
 */
export async function answerFaultOf(op, answer) {
  const { answers } = await import('./generated/answers.js');
  return answerFault(answers[op.key], answer);
}
