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
 * its `form()` to their `FormData`. Params given as a `FormData` (a page's
 * `<form>`) are read back into members first, so that they are checked
 * as any others.
 */
export function formOf(call, ty, faultOf) {
  const params = call.params instanceof FormData ? membersOf(call.params, ty) : call.params;
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

// The members a `FormData` holds, by the names `add` gives them
// (`files[0][dest_path]`), each text read as table type `ty` has it (an
// integer's or a boolean's text as one); a name the table lacks is kept,
// for the check to refuse by name.
function membersOf(data, ty) {
  const members = {};
  for (const [name, value] of data) {
    const keys = name.match(/[^[\]]+/g) ?? [name];
    let node = members;
    let type = ty;
    keys.forEach((key, at) => {
      type = type?.f ? type.f.find(([field]) => field === key)?.[1] : type?.[1];
      if (at === keys.length - 1) node[key] = typeof value === 'string' ? textAs(type, value) : value;
      else node = node[key] ??= type?.[0] === 'a' ? [] : {};
    });
  }
  return members;
}

// `text` as a value of table type `ty`: a number or a boolean when the
// table wants one and the text is one; else the text as it is.
function textAs(ty, text) {
  if (ty === 3 && (text === 'true' || text === 'false')) return text === 'true';
  const numeric = ty === 4 || ty === 5 || ty?.[0] === 'i';
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}
