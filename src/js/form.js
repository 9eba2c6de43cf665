// An upload's params, for call.js: checked as they are (their files are
// no JSON), and made into its multipart body by its operation's body table
// (generated/operations/): each member a part under its name, an array's
// items under `name[0]`, `name[1]`…, an object's or a map's members under
// `name[key]`, a file's bytes as they are (a `Blob`, or an `ArrayBuffer` or
// typed array as one), any other value as its text; an absent or `null`
// member has no part. The core writes the same parts for the Rust API
// (src/protocol/request/form.rs). Imported by the operations modules that
// upload, so a page loads it with the first of them; it imports nothing
// (call.js hands it the check), so that no module of the first load is
// split off with it. Copied into the package beside the glue by
// scripts/build-pkg.sh.

/**
 * An upload operation's `form`: takes the params out of `call` (call.js's
 * `CallSpec`, which then sends no JSON body), sets its `fault` to what
 * `faultOf` (faults.js's) finds wrong with them against table `ty`, and
 * its `form()` to their `FormData`.
 */
export function formOf(call, ty, faultOf) {
  const params = call.params;
  call.params = undefined;
  call.takesBody = false;
  call.fault = faultOf(ty, params, true);
  call.form = () => {
    const form = new FormData();
    add(form, '', ty, params);
    return form;
  };
}

// The parts of `v`, a value of table type `ty`, under `name`.
function add(form, name, ty, v) {
  if (v === undefined || v === null) return;
  const within = (key) => (name ? `${name}[${key}]` : String(key));
  if (ty === 7) form.append(name, v instanceof Blob ? v : new Blob([v]));
  else if (ty?.f) for (const [key, fieldType] of ty.f) add(form, within(key), fieldType, v[key]);
  else if (ty?.[0] === 'a') v.forEach((item, index) => add(form, within(index), ty[1], item));
  else if (ty?.[0] === 'm') for (const key of Object.keys(v)) add(form, within(key), ty[1], v[key]);
  else form.append(name, String(v));
}
