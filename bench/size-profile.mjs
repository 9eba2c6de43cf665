// The size budget by component: where the bytes of the package's two wasm
// modules go (twiggy, on builds that keep the function names), and what a
// page loads in all, raw, gzip -9 and brotli. Usage (see
// scripts/size-profile.sh, which builds the wasm files first):
//   node bench/size-profile.mjs TWIN_DIR PKG_DIR
// TWIN_DIR holds each module's wasm with its name section kept
// (browser_cloud_sdk.wasm, browser_cloud_sdk_flows.wasm): the same code and
// data as PKG_DIR's, byte for byte. Prints the tables and rewrites the size
// budget section of BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rewrite } from './report.mjs';
import { bundle, compressedSizes, minified, packageModules } from './sizes.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);
const twiggy = process.env.TWIGGY ?? join(homedir(), '.cargo/bin/twiggy');

// Components, first match wins. A generic item (std, a closure, an unnamed
// function) that matches none of the SDK's own takes the component of the
// item that alone keeps it in the binary (its dominator), so that what one
// part pulls in is charged to that part.
const OWN = [
  ['allocator', /dlmalloc::|\btalc::|lol_alloc::|__rdl_|__rust_(alloc|dealloc|realloc)|__rg_/],
  ['JSON scanner and validator', /protocol::(json|validate)::/],
  ['schema tables (code)', /protocol::schema::|browser_cloud_api::/],
  ['managed-auth session', /protocol::session::|client::session::|wasm_session|wasmsession_|WasmSession/],
  [
    'streams (SSE parser, reconnection, EventSource)',
    /protocol::sse::|protocol::request::stream_mode|protocol::lifecycle::event_stream|client::events|wasm::(stream|watch)|transport::(event_source|stream|source_signal)|streamcore_|StreamCore|watchreader_|WatchReader|EventSource/,
  ],
  ['models', /protocol::model::/],
  ['client options and call arguments', /wasm::(client|read|prepare)::|request::config::|ClientConfig|wasmclient_new/],
  ['requests: build, retry, errors, fetch', /browser_cloud_sdk::|wasmclient_/],
  ['futures and executor', /js_sys::futures|wasm_bindgen_futures|core::future|core::task|Waker/],
  ['formatting and panics', /core::fmt|core::panicking|panic|unwrap_throw|expect_throw|Location/],
  ['wasm-bindgen glue, imports and exports', /^import |^export |wasm_bindgen|js_sys::|web_sys::|__wbindgen|__wbg_|__externref|externref shim|multivalue shim/],
];
const GENERIC = /^<?(core|alloc|std|compiler_builtins)::|^code\[|^mem(cpy|set|move|cmp)|^round$/;
const DATA = 'data: texts and tables';
const STD = 'std and shared generics';
const STRUCTURE = 'module structure (types, table, memory)';

function own(name) {
  if (name.startsWith('data segment')) return DATA;
  for (const [component, pattern] of OWN) if (pattern.test(name)) return component;
  return null;
}

const isCustomSection = (name) => /subsection|custom section/.test(name);

/**
 * Bytes per component. Every item's own bytes (`items`, from `twiggy top`)
 * go to its component by name or, for a generic one, to its dominator's
 * (`tree`, from `twiggy dominators`); items outside the tree (data, what
 * nothing calls) by name alone.
 */
function byComponent(items, tree) {
  const inheritedBy = new Map();
  const walk = (item, inherited) => {
    const name = item.name;
    let component = own(name);
    if (!component && GENERIC.test(name)) component = inherited;
    inheritedBy.set(name, component);
    // Tables and element segments keep every function called through a
    // pointer: they pass no component down.
    const passDown = /^(table|elem)\[|^<meta/.test(name) ? null : component;
    for (const child of item.children ?? []) walk(child, passDown);
  };
  for (const item of tree.items) walk(item, null);
  const sizes = new Map();
  for (const { name, bytes } of items) {
    const component = own(name) ?? inheritedBy.get(name) ?? (GENERIC.test(name) ? STD : STRUCTURE);
    sizes.set(component, (sizes.get(component) ?? 0) + bytes);
  }
  return sizes;
}

/**
 * The wasm's data segments split by content: bytes in runs of at least four
 * printable ASCII characters count as text (error messages, field and wire
 * names), the rest as tables (pointers, lengths, descriptors) and padding.
 */
function dataContent(wasm) {
  let at = 8;
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const sums = { text: 0, other: 0, segments: 0 };
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = leb();
    const end = at + size;
    if (id === 11) {
      for (let count = leb(); count > 0; count--) {
        const flags = leb();
        if (flags === 2) leb();
        // An active segment's offset: one constant instruction and `end`.
        if (flags !== 1) while (wasm[at++] !== 0x0b);
        const length = leb();
        let run = 0;
        for (const byte of wasm.subarray(at, at + length)) {
          if (byte >= 0x20 && byte < 0x7f) run++;
          else {
            if (run >= 4) sums.text += run;
            else sums.other += run;
            sums.other++;
            run = 0;
          }
        }
        if (run >= 4) sums.text += run;
        else sums.other += run;
        sums.segments++;
        at += length;
      }
    }
    at = end;
  }
  return sums;
}

function run(...args) {
  return execFileSync(twiggy, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const pct = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;
const table = (header, rows) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** The fields of one CSV line (RFC 4180 quoting). */
function csvFields(line) {
  const fields = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at++;
      for (;;) {
        const quote = line.indexOf('"', at);
        value += line.slice(at, quote);
        at = quote + 1;
        if (line[at] !== '"') break;
        value += '"';
        at++;
      }
      fields.push(value);
      at++;
    } else {
      const comma = line.indexOf(',', at);
      const stop = comma < 0 ? line.length : comma;
      fields.push(line.slice(at, stop));
      at = stop + 1;
    }
  }
  return fields;
}

/** Every item of the wasm but its custom sections, largest first. */
function items(named) {
  return run('top', '-f', 'csv', named)
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, bytes] = csvFields(line);
      return { name, bytes: Number(bytes) };
    })
    .filter((item) => !isCustomSection(item.name));
}

// `name` without its hash and its type arguments (`drop_in_place<T>` for
// every T), so that the copies of one generic function group together.
function generic(name) {
  let out = '';
  let depth = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (depth === 0 && c === '<' && /[\w]/.test(name[i - 1] ?? '')) depth = 1;
    else if (depth > 0 && c === '<') depth++;
    else if (depth > 0 && c === '>') depth--;
    else if (depth === 0) out += c;
  }
  return out.replace(/::h[0-9a-f]{16}$/, '');
}

/** Generic functions by their copies' bytes, all items of the wasm. */
function monos(items, count) {
  const groups = new Map();
  for (const { name, bytes } of items) {
    const key = generic(name);
    const group = groups.get(key) ?? { generic: key, copies: 0, total: 0, largest: 0 };
    group.copies++;
    group.total += bytes;
    group.largest = Math.max(group.largest, bytes);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.copies > 1)
    .sort((a, b) => b.total - b.largest - (a.total - a.largest))
    .slice(0, count);
}

const shortName = (name) => name.replace(/::h[0-9a-f]{16}$/, '').replace(/browser_cloud_sdk::/g, '');

// One module's figures: its components, largest items and generic copies.
function profile(named, wasmFile) {
  const wasm = compressedSizes(readFileSync(wasmFile));
  const tree = JSON.parse(run('dominators', '-f', 'json', named));
  const all = items(named);
  const sizes = byComponent(all, tree);
  const counted = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { wasm, all, sizes, counted, data: dataContent(readFileSync(wasmFile)) };
}

async function main() {
  const [twin, pkgDir] = process.argv.slice(2);
  if (!twin || !pkgDir) throw new Error('usage: node bench/size-profile.mjs TWIN_DIR PKG_DIR');
  const calls = profile(join(twin, 'browser_cloud_sdk.wasm'), join(pkgDir, 'browser_cloud_sdk_bg.wasm'));
  const flows = profile(join(twin, 'browser_cloud_sdk_flows.wasm'), join(pkgDir, 'browser_cloud_sdk_flows_bg.wasm'));

  const names = [...new Set([...calls.sizes.keys(), ...flows.sizes.keys()])];
  const weight = (name) => (calls.sizes.get(name) ?? 0) + (flows.sizes.get(name) ?? 0);
  const cells = (module, name) => {
    const bytes = module.sizes.get(name) ?? 0;
    return [kb(bytes), kb((bytes / module.counted) * module.wasm.gzip)];
  };
  const componentTable = table(
    ['component', 'calls module raw', '≈ gzip -9', 'flows module raw', '≈ gzip -9'],
    [
      ...names.sort((a, b) => weight(b) - weight(a)).map((name) => [name, ...cells(calls, name), ...cells(flows, name)]),
      ['**the wasm**', `**${kb(calls.wasm.raw)}**`, `**${kb(calls.wasm.gzip)}**`, `**${kb(flows.wasm.raw)}**`, `**${kb(flows.wasm.gzip)}**`],
    ],
  );

  const outDir = join(benchDir, 'out');
  mkdirSync(outDir, { recursive: true });
  const app = compressedSizes(readFileSync(await bundle(join(benchDir, 'apps/ours.js'), join(outDir, 'ours-app.js'), pkgDir)));
  const login = compressedSizes(readFileSync(await bundle(join(benchDir, 'apps/ours-login.js'), join(outDir, 'ours-login-app.js'), pkgDir)));
  const inlineApp = compressedSizes(readFileSync(await bundle(join(benchDir, 'apps/ours-inline.js'), join(outDir, 'ours-inline-app.js'), pkgDir)));
  const flowsGlue = compressedSizes(readFileSync(await minified(join(pkgDir, 'browser_cloud_sdk_flows.js'), join(outDir, 'flows-glue.js'))));
  const modules = packageModules(pkgDir);
  const files = modules.map((file) => ({ file: relative(resolve(pkgDir), file), ...compressedSizes(readFileSync(file)) }));
  const sum = (...parts) => parts.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip, brotli: s.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  const js = sum(...files);
  const row = (label, size, bold = false) => (bold ? [`**${label}**`, `**${kb(size.raw)}**`, `**${kb(size.gzip)}**`, `**${kb(size.brotli)}**`] : [label, kb(size.raw), kb(size.gzip), kb(size.brotli)]);
  const pageTable = table(
    ['what a page loads', 'raw', 'gzip -9', 'brotli'],
    [
      row('the calls module (`init()`)', calls.wasm),
      ...files.map((f) => row(`\`${f.file}\``, f)),
      row(`package JavaScript, ${files.length} modules each compressed`, js),
      row('wasm + package JavaScript', sum(calls.wasm, js), true),
      row('tiny app (bench/apps/ours.js), esbuild bundle, minified', app),
      row('tiny app + the calls module', sum(app, calls.wasm), true),
      row('the same app through the inline entry (bench/apps/ours-inline.js): one bundle, the wasm inside', inlineApp, true),
      row('the flows module (at the first login-flow helper or session)', flows.wasm),
      row('`browser_cloud_sdk_flows.js`, its glue, minified', flowsGlue),
      row('login page (bench/apps/ours-login.js: the session and the element), esbuild bundle, minified', login),
      row('login page + the flows module', sum(login, flows.wasm, flowsGlue), true),
    ],
  );

  const top = calls.all.slice(0, 15);
  const topTable = table(
    ['item', 'raw'],
    top.map((item) => [`\`${shortName(item.name)}\``, kb(item.bytes)]),
  );
  const monoTable = table(
    ['generic function', 'copies', 'all copies', 'beyond the largest'],
    monos(calls.all, 8).map((m) => [`\`${shortName(m.generic)}\``, m.copies, kb(m.total), kb(m.total - m.largest)]),
  );

  const { data } = calls;
  const dataLine = `The calls module's data (${data.segments} segments, ${kb(data.text + data.other)}): about ${kb(data.text)} of text (runs of four or more printable characters: error messages, field and wire names) and ${kb(data.other)} of tables (pointers, lengths, descriptors) and padding.`;
  const text = [
    `Build of ${new Date().toISOString().slice(0, 10)}, \`bash scripts/size-profile.sh\`. Components by function name, a generic item charged to the part that alone keeps it (twiggy's dominator tree); compressed figures per component are its share of the whole file's. The calls module is what \`init()\` loads; the flows module, a page's first login-flow helper or \`ManagedAuthSession\` (each holds its own copy of what both use).`,
    '',
    componentTable,
    '',
    dataLine,
    '',
    pageTable,
    '',
    'Largest items of the calls module:',
    '',
    topTable,
    '',
    'Generic functions of the calls module by the bytes of their copies (as `twiggy monos`, with type arguments grouped):',
    '',
    monoTable,
  ].join('\n');
  console.log(`\n${text}\n`);
  rewrite(join(root, 'BENCHMARKS.md'), text, 'size-budget');
  console.log('BENCHMARKS.md size budget rewritten');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
