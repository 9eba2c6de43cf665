// The edit the corpora's cases describe, for the tests that read them
// (answers.test.mjs, faults.test.mjs): `body` with the value at `path`
// (member names and array indexes) set to `value`, or removed when none is
// given.
export function changed(body, path, ...value) {
  const copy = structuredClone(body);
  let at = copy;
  for (const step of path.slice(0, -1)) at = at[step];
  const last = path.at(-1);
  if (value.length) at[last] = value[0];
  else if (Array.isArray(at)) at.splice(last, 1);
  else delete at[last];
  return copy;
}
