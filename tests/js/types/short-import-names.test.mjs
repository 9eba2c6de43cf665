// tools/short-import-names.mjs on wasm modules built here byte by byte, with
// a glue shaped like wasm-bindgen's: the rewrite keeps the module valid and
// callable, touches only the glue module's hashed names, shrinks both files,
// refuses a second run, and fails loudly (exit 1, files untouched) whenever
// the two files disagree or the wasm does not parse. Needs no pkg/.
// Run: node --test tests/js/types/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shortenImportNames } from '../../../tools/short-import-names.mjs';

const tool = fileURLToPath(new URL('../../../tools/short-import-names.mjs', import.meta.url));

// --- A wasm module, by hand -------------------------------------------------

const uleb = (n) => {
  const out = [];
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n);
  return out;
};
const str = (s) => [...uleb(Buffer.byteLength(s)), ...Buffer.from(s)];
const vec = (items) => [...uleb(items.length), ...items.flat()];
const section = (id, body) => [id, ...uleb(body.length), ...body];
const I32 = 0x7f;

const DOUBLE = '__wbg_double_0123456789abcdef';
const INC = '__wbg_inc_fedcba9876543210';
const NEW = '__wbg_thing_new'; // wasm-bindgen's unhashed kind: left alone

// Imports of the glue's module "./x_bg.js", then of "env": the same hashed
// name as the glue's (it must stay, being another module's), a memory, a
// global and an externref table (descriptors of every size to step over).
const IMPORTS = [
  ['./x_bg.js', DOUBLE, [0x00, 0]], // func (i32) -> i32
  ['./x_bg.js', INC, [0x00, 0]],
  ['./x_bg.js', NEW, [0x00, 0]],
  ['env', DOUBLE, [0x00, 0]],
  ['env', 'memory', [0x02, 0x01, 1, 2]], // min 1, max 2 pages
  ['env', 'g', [0x03, I32, 0x00]], // immutable i32
  ['env', 't', [0x01, 0x6f, 0x00, 1]], // externref table, min 1
];

const importBody = (imports = IMPORTS) => vec(imports.map(([module, name, desc]) => [...str(module), ...str(name), ...desc]));
const importSection = (imports = IMPORTS) => section(2, importBody(imports));

// run() = env.double(inc(double(thing_new(2)))) = 141: calls 2, 0, 1, 3.
function wasmModule({ imports = importSection() } = {}) {
  const body = [0x00, 0x41, 2, 0x10, 2, 0x10, 0, 0x10, 1, 0x10, 3, 0x0b]; // no locals; i32.const 2; call...; end
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, vec([[0x60, 1, I32, 1, I32], [0x60, 0, 1, I32]])), // types: (i32)->i32, ()->i32
    ...imports,
    ...section(3, vec([[1]])), // one function of type 1
    ...section(7, vec([[...str('run'), 0x00, 4]])), // export "run" = function 4
    ...section(10, vec([[...uleb(body.length), ...body]])),
  ]);
}

// The glue as wasm-bindgen 0.2.130 writes it: the imports object's keys are
// the import names, returned under the wasm's module.
function glueText(extra = '') {
  return `${extra}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        ${DOUBLE}: function(arg0) {
            return arg0 * 2;
        },
        ${INC}: function(arg0) {
            return arg0 + 1;
        },
        ${NEW}: function(arg0) {
            return arg0 * 10;
        },
    };
    return {
        __proto__: null,
        "./x_bg.js": import0,
    };
}
export { __wbg_get_imports };
`;
}

const importsOf = (wasm) => WebAssembly.Module.imports(new WebAssembly.Module(wasm));

// Instantiates with the imports object the (rewritten) glue itself builds.
async function run(wasm, glue) {
  const { __wbg_get_imports } = await import(`data:text/javascript,${encodeURIComponent(glue)}`);
  const imports = __wbg_get_imports();
  imports.env = {
    [DOUBLE]: (x) => x + 100,
    memory: new WebAssembly.Memory({ initial: 1, maximum: 2 }),
    g: new WebAssembly.Global({ value: 'i32' }, 0),
    t: new WebAssembly.Table({ element: 'externref', initial: 1 }),
  };
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  return instance.exports.run();
}

// The CLI on files in a fresh folder: its exit status, stderr, and the files after.
function cli(wasm, glue) {
  const dir = mkdtempSync(join(tmpdir(), 'short-import-names-'));
  try {
    const wasmFile = join(dir, 'x_bg.wasm');
    const glueFile = join(dir, 'x.js');
    writeFileSync(wasmFile, wasm);
    writeFileSync(glueFile, glue);
    const { status, stderr } = spawnSync(process.execPath, [tool, wasmFile, glueFile], { encoding: 'utf8' });
    return { status, stderr, wasm: new Uint8Array(readFileSync(wasmFile)), glue: readFileSync(glueFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- The rewrite ------------------------------------------------------------

test('the hand-built module is valid and runs before the rewrite', async () => {
  assert.ok(WebAssembly.validate(wasmModule()));
  assert.equal(await run(wasmModule(), glueText()), 141);
});

test('the rewritten wasm validates, instantiates with the rewritten glue, and calls through', async () => {
  const { wasm, glue } = shortenImportNames(wasmModule(), glueText());
  assert.ok(WebAssembly.validate(wasm));
  assert.equal(await run(wasm, glue), 141);
});

test("only the glue module's __wbg_<name>_<hash> imports and its name are renamed, in both files", () => {
  const { wasm, glue, renamed } = shortenImportNames(wasmModule(), glueText());
  assert.deepEqual([...renamed], [[DOUBLE, 'w0'], [INC, 'w1']]);
  assert.deepEqual(
    importsOf(wasm).map(({ module, name }) => `${module} ${name}`),
    ['w w0', 'w w1', `w ${NEW}`, `env ${DOUBLE}`, 'env memory', 'env g', 'env t'],
  );
  assert.match(glue, /^ {8}w0: function\(arg0\) \{\n {12}return arg0 \* 2;/m);
  assert.match(glue, /^ {8}w1: function\(arg0\) \{\n {12}return arg0 \+ 1;/m);
  assert.doesNotMatch(glue, /_[0-9a-f]{16}\b/);
  // Everything but the names is as it was.
  assert.equal(glue, glueText().replace(DOUBLE, 'w0').replace(INC, 'w1').replace('"./x_bg.js": import0', '"w": import0'));
});

test('both files shrink by the names they no longer spell out', () => {
  const before = { wasm: wasmModule(), glue: glueText() };
  const after = shortenImportNames(before.wasm, before.glue);
  const saved = DOUBLE.length - 2 + INC.length - 2;
  // The module's name, once per import of it in the wasm (three), once in the glue.
  const module = './x_bg.js'.length - 'w'.length;
  // The import section's size, written in LEB128, may take a byte less too.
  const shrunk = before.wasm.length - after.wasm.length;
  assert.ok(shrunk === saved + 3 * module || shrunk === saved + 3 * module + 1, `the wasm shrank by ${shrunk}`);
  assert.equal(before.glue.length - after.glue.length, saved + module);
});

test('the CLI rewrites both files in place', async () => {
  const { status, stderr, wasm, glue } = cli(wasmModule(), glueText());
  assert.equal(status, 0, stderr);
  assert.deepEqual(importsOf(wasm).slice(0, 2).map((i) => i.name), ['w0', 'w1']);
  assert.equal(await run(wasm, glue), 141);
});

// A second run finds no hashed name: it is refused rather than passed as a
// no-op, which would equally hide a change in wasm-bindgen's naming.
test('a second run is refused, saying the names are already short', () => {
  const once = shortenImportNames(wasmModule(), glueText());
  const again = cli(once.wasm, once.glue);
  assert.equal(again.status, 1);
  assert.match(again.stderr, /the glue's import module is "w": already shortened/);
  assert.deepEqual(again.wasm, once.wasm);
  assert.equal(again.glue, once.glue);
});

// --- Refusals: exit 1, a message naming the problem, both files untouched ---

function refuses(wasm, glue, message) {
  const result = cli(wasm, glue);
  assert.equal(result.status, 1, `exit status; stderr: ${result.stderr}`);
  assert.match(result.stderr, /^short-import-names: /);
  assert.match(result.stderr, message);
  assert.deepEqual(result.wasm, Uint8Array.from(wasm), 'the wasm file is untouched');
  assert.equal(result.glue, glue, 'the glue file is untouched');
}

test('refused: the wasm imports a hashed name the glue does not define', () => {
  const extra = '__wbg_missing_00000000deadbeef';
  const wasm = wasmModule({ imports: importSection([...IMPORTS, ['./x_bg.js', extra, [0x00, 0]]]) });
  refuses(wasm, glueText(), new RegExp(`the wasm imports ${extra} from "\\./x_bg\\.js", but the glue does not define it`));
});

test('refused: the glue defines a hashed name the wasm does not import', () => {
  const glue = glueText().replace('__proto__: null,\n        __wbg', '__proto__: null,\n        __wbg_gone_1111111111111111: function() {},\n        __wbg');
  refuses(wasmModule(), glue, /the glue defines __wbg_gone_1111111111111111, but the wasm does not import it/);
});

test('refused: the glue uses a name twice', () => {
  const glue = glueText(`const alias = "${INC}";`);
  refuses(wasmModule(), glue, new RegExp(`the glue uses ${INC} 2 times, 1 of them as a key`));
});

test('refused: the glue uses a name once, but not as a key of the imports object', () => {
  const glue = glueText().replace(`${INC}: function(arg0) {`, `"inc": function(arg0) { // ${INC}`);
  refuses(wasmModule(), glue, new RegExp(`the glue uses ${INC} 1 times, 0 of them as a key`));
});

test('refused: a glue that names no "./<name>_bg.js" module', () => {
  refuses(wasmModule(), glueText().replace('"./x_bg.js": import0', 'wbg: import0'), /expected the glue to name one import module/);
});

test('refused: a file that is not wasm', () => {
  refuses(Uint8Array.from(Buffer.from('\0asm\x02\0\0\0')), glueText(), /malformed wasm: not a wasm module/);
});

test('refused: a section that runs past the end of the file', () => {
  refuses(wasmModule().subarray(0, -1), glueText(), /malformed wasm: section 10 at byte \d+ runs past the end/);
});

test('refused: an import section whose entries run past its end', () => {
  const wasm = wasmModule({ imports: section(2, importBody().slice(0, -1)) }); // the last entry cut short
  refuses(wasm, glueText(), /malformed wasm: the import section ends in the middle of an item/);
});

test('refused: stray bytes after the imports', () => {
  refuses(wasmModule({ imports: section(2, [...importBody(), 0x00]) }), glueText(), /malformed wasm: 1 stray bytes after the imports/);
});

test('refused: an import of unknown kind', () => {
  const imports = [...IMPORTS.slice(0, 6), ['env', 't', [0x09, 0]]];
  refuses(wasmModule({ imports: importSection(imports) }), glueText(), /malformed wasm: import env t has unknown kind 0x9/);
});

test('refused: LEB128 overflow (a 32-bit count in six bytes, or over 32 bits in five)', () => {
  const body = importBody(); // the count, 7, in one byte; then the entries
  const six = [0x87, 0x80, 0x80, 0x80, 0x80, 0x00, ...body.slice(1)];
  refuses(wasmModule({ imports: section(2, six) }), glueText(), /malformed wasm: LEB128 longer than 32 bits in the import section/);
  const big = [0x87, 0x80, 0x80, 0x80, 0x10, ...body.slice(1)];
  refuses(wasmModule({ imports: section(2, big) }), glueText(), /malformed wasm: LEB128 over 32 bits in the import section/);
});

test('refused: a name that is not UTF-8', () => {
  const imports = [...IMPORTS.slice(0, 5), ['env', '\u00ff', [0x03, I32, 0x00]], IMPORTS[6]];
  const body = Buffer.from(importBody(imports));
  body[body.indexOf('\u00ff') + 1] = 0xc3; // ÿ is c3 bf in UTF-8; c3 c3 is no character
  refuses(wasmModule({ imports: section(2, [...body]) }), glueText(), /malformed wasm: a name in the import section is not UTF-8/);
});

test('the CLI asks for both files', () => {
  const { status, stderr } = spawnSync(process.execPath, [tool], { encoding: 'utf8' });
  assert.equal(status, 2);
  assert.match(stderr, /^usage: node tools\/short-import-names\.mjs /);
});
