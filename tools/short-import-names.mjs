// Short import names for a wasm-bindgen package: every import the glue
// provides as `__wbg_<name>_<hash>` is renamed w0, w1, ... in both the wasm's
// import section and the glue, and the glue's import module
// (`./<name>_bg.js`, spelled out in the wasm once per import) is renamed
// `w` (0.7 KB off the calls module's wasm, 0.07 KB gzipped). Used by
// scripts/build-pkg.sh:
//
//   node tools/short-import-names.mjs pkg/browser_cloud_sdk_bg.wasm pkg/browser_cloud_sdk.js
//
// Why: the long names are spelled out twice, once in each file, and carry a
// 16-digit hash each. With 83 imports, short ones make the wasm 2.6 KB
// smaller (2.1 KB gzipped) and the glue 2.6 KB (1.2 KB gzipped). Nothing
// outside these two files sees the names.
//
// What it relies on in wasm-bindgen's output (0.2.130, --target web):
// - the glue builds the imports object in `__wbg_get_imports()`: one object
//   literal whose keys are the import names, returned under the wasm's import
//   module, `"./<out-name>_bg.js": import0`;
// - each hashed name appears in the glue exactly once, as such a key
//   (`__wbg_then_e3f7f2d365708be8: function(arg0, arg1) {`);
// - the wasm imports exactly those names from that module (wasm-opt keeps
//   them all), and calls them by index, never by name.
// Anything else is refused with an error, never half-rewritten: a name in one
// file but not the other, a name the glue uses more than once or not as a
// key, a wasm that does not parse. A second run is refused too (there are no
// hashed names left), so a silent no-op cannot hide that wasm-bindgen changed
// its naming.
//
// The rest of the wasm is copied byte for byte; only the import section is
// re-encoded. Plain Node, no dependencies.

import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// wasm-bindgen's import names: `__wbg_` + the JS name + `_` + 16 hex digits.
const HASHED = /\b__wbg_\w+_[0-9a-f]{16}\b/g;
const HASHED_NAME = /^__wbg_\w+_[0-9a-f]{16}$/;
const IMPORT_SECTION = 2;
// The glue's import module, renamed.
const SHORT_MODULE = 'w';

/**
 * Renames the glue module's hashed imports in both files.
 * @param {Uint8Array} wasmBytes the wasm, as wasm-bindgen (and wasm-opt) left it
 * @param {string} glueText the JS glue that instantiates it
 * @returns {{ wasm: Uint8Array, glue: string, renamed: Map<string, string> }}
 * @throws {Error} when the two files disagree or the wasm is malformed
 */
export function shortenImportNames(wasmBytes, glueText) {
  const wasm = new Uint8Array(wasmBytes);
  const module = glueModule(glueText);
  const sections = readSections(wasm);
  const importSections = sections.filter((s) => s.id === IMPORT_SECTION);
  if (importSections.length > 1) throw new Error('malformed wasm: two import sections');
  const imports = importSections.length ? readImports(wasm, importSections[0]) : [];

  // The names to rename, in the glue's order (as the first version of this
  // step did, so its output is unchanged).
  const inGlue = [...new Set(glueText.match(HASHED) ?? [])];
  const inWasm = new Set(imports.filter((i) => i.module === module && HASHED_NAME.test(i.name)).map((i) => i.name));
  if (inGlue.length === 0 && inWasm.size === 0) {
    throw new Error(`no __wbg_<name>_<hash> imports from "${module}": already shortened, or wasm-bindgen names its imports differently now`);
  }
  for (const name of inWasm) {
    if (!inGlue.includes(name)) throw new Error(`the wasm imports ${name} from "${module}", but the glue does not define it`);
  }
  const renamed = new Map();
  const taken = new Set(imports.filter((i) => i.module === module).map((i) => i.name));
  let next = 0;
  for (const name of inGlue) {
    if (!inWasm.has(name)) throw new Error(`the glue defines ${name}, but the wasm does not import it from "${module}"`);
    const uses = glueText.match(new RegExp(`\\b${name}\\b`, 'g')).length;
    const asKey = glueText.match(new RegExp(`^\\s*${name}\\s*:`, 'gm'))?.length ?? 0;
    if (uses !== 1 || asKey !== 1) {
      throw new Error(`the glue uses ${name} ${uses} times, ${asKey} of them as a key of the imports object; expected exactly once, as that key`);
    }
    let short;
    do short = 'w' + (next++).toString(36); while (taken.has(short));
    renamed.set(name, short);
  }

  if (imports.some((i) => i.module === SHORT_MODULE)) throw new Error(`the wasm already imports from a module named "${SHORT_MODULE}"`);
  const glue = glueText
    .replace(HASHED, (name) => renamed.get(name))
    .replace(`${JSON.stringify(module)}: import0`, `${JSON.stringify(SHORT_MODULE)}: import0`);
  const out = [wasm.subarray(0, 8)];
  for (const section of sections) {
    if (section.id !== IMPORT_SECTION) {
      out.push(wasm.subarray(section.start, section.end));
      continue;
    }
    const body = [uleb(imports.length)];
    for (const i of imports) {
      const name = i.module === module ? renamed.get(i.name) ?? i.name : i.name;
      body.push(string(i.module === module ? SHORT_MODULE : i.module), string(name), wasm.subarray(i.descStart, i.descEnd));
    }
    const bytes = concat(body);
    out.push(Uint8Array.of(IMPORT_SECTION), uleb(bytes.length), bytes);
  }
  const result = concat(out);
  // A last guard against a bug here: what the engine accepted before, it must
  // accept after (an engine without some feature the wasm uses proves nothing).
  if (WebAssembly.validate(wasm) && !WebAssembly.validate(result)) {
    throw new Error('the rewritten wasm does not validate (a bug in short-import-names)');
  }
  return { wasm: result, glue, renamed };
}

// The wasm's import module, as the glue names it: `"./x_bg.js": import0`.
function glueModule(glueText) {
  if (glueText.includes(`${JSON.stringify(SHORT_MODULE)}: import0`)) {
    throw new Error(`the glue's import module is "${SHORT_MODULE}": already shortened`);
  }
  const found = [...glueText.matchAll(/"(\.\/[^"/]+_bg\.js)"\s*:\s*import\d+\b/g)];
  if (found.length !== 1) {
    throw new Error(`expected the glue to name one import module ("./<name>_bg.js": import0), found ${found.length}`);
  }
  return found[0][1];
}

// The sections after the 8-byte header: id, and where each starts and ends.
function readSections(wasm) {
  const header = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (wasm.length < 8 || header.some((b, i) => wasm[i] !== b)) {
    throw new Error('malformed wasm: not a wasm module (version 1)');
  }
  const sections = [];
  const r = new Reader(wasm, 8, wasm.length, 'the wasm');
  while (r.pos < wasm.length) {
    const start = r.pos;
    const id = r.byte();
    const size = r.u32();
    const end = r.pos + size;
    if (end > wasm.length) throw new Error(`malformed wasm: section ${id} at byte ${start} runs past the end of the file`);
    sections.push({ id, start, bodyStart: r.pos, end });
    r.pos = end;
  }
  return sections;
}

// Each import: module, name, and where its descriptor's bytes are.
function readImports(wasm, section) {
  const r = new Reader(wasm, section.bodyStart, section.end, 'the import section');
  const imports = [];
  for (let n = r.u32(); n > 0; n--) {
    const module = r.string();
    const name = r.string();
    const descStart = r.pos;
    const kind = r.byte();
    switch (kind) {
      case 0x00: // a function: its type index
        r.u32();
        break;
      case 0x01: // a table: element type, limits
        r.valType();
        r.limits();
        break;
      case 0x02: // a memory: limits
        r.limits();
        break;
      case 0x03: // a global: value type, mutability
        r.valType();
        r.byte();
        break;
      case 0x04: // a tag: attribute, type index
        r.byte();
        r.u32();
        break;
      default:
        throw new Error(`malformed wasm: import ${module} ${name} has unknown kind 0x${kind.toString(16)}`);
    }
    imports.push({ module, name, descStart, descEnd: r.pos });
  }
  if (r.pos !== section.end) throw new Error(`malformed wasm: ${section.end - r.pos} stray bytes after the imports`);
  return imports;
}

// Reads bytes in [pos, end), refusing to read past end.
class Reader {
  constructor(bytes, pos, end, what) {
    Object.assign(this, { bytes, pos, end, what });
  }
  byte() {
    if (this.pos >= this.end) throw new Error(`malformed wasm: ${this.what} ends in the middle of an item`);
    return this.bytes[this.pos++];
  }
  // An unsigned LEB128 of at most `bits` bits (32 for sizes, counts, indices).
  uleb(bits) {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (shift >= BigInt(bits)) throw new Error(`malformed wasm: LEB128 longer than ${bits} bits in ${this.what}`);
      const byte = this.byte();
      value |= BigInt(byte & 0x7f) << shift;
      if (value >> BigInt(bits)) throw new Error(`malformed wasm: LEB128 over ${bits} bits in ${this.what}`);
      if (!(byte & 0x80)) return value;
    }
  }
  u32() {
    return Number(this.uleb(32));
  }
  string() {
    const length = this.u32();
    if (this.pos + length > this.end) throw new Error(`malformed wasm: a name runs past the end of ${this.what}`);
    const bytes = this.bytes.subarray(this.pos, (this.pos += length));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new Error(`malformed wasm: a name in ${this.what} is not UTF-8`);
    }
  }
  // A value type: one byte, or (ref null? <heap type>) with an s33 heap type.
  valType() {
    const type = this.byte();
    if (type === 0x63 || type === 0x64) this.uleb(35); // s33 fits 5 bytes; only skipped
  }
  // Flags (1: a maximum, 2: shared, 4: 64-bit, 8: custom page size), minimum, maximum.
  limits() {
    const flags = this.byte();
    if (flags > 0x0f) throw new Error(`malformed wasm: limits flags 0x${flags.toString(16)} in ${this.what}`);
    const bits = flags & 4 ? 64 : 32;
    this.uleb(bits);
    if (flags & 1) this.uleb(bits);
    if (flags & 8) this.u32();
  }
}

function uleb(n) {
  const out = [];
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n);
  return Uint8Array.from(out);
}

function string(text) {
  const bytes = new TextEncoder().encode(text);
  return concat([uleb(bytes.length), bytes]);
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// The CLI: rewrites both files in place, or neither.
function main([wasmFile, glueFile, ...rest]) {
  if (!glueFile || rest.length) {
    console.error('usage: node tools/short-import-names.mjs <pkg>/<name>_bg.wasm <pkg>/<name>.js');
    return 2;
  }
  try {
    const { wasm, glue } = shortenImportNames(readFileSync(wasmFile), readFileSync(glueFile, 'utf8'));
    writeFileSync(wasmFile, wasm);
    writeFileSync(glueFile, glue);
    return 0;
  } catch (error) {
    console.error(`short-import-names: ${error.message} (${wasmFile}, ${glueFile})`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
