#!/usr/bin/env bash
# Builds the npm package into pkg/: the crate for wasm32 with cargo (release
# profile, the standard library rebuilt for size where the toolchain
# allows), the glue with wasm-bindgen, the wasm shrunk with tools/' wasm-opt
# -Oz; then the JavaScript face (client.js, session.js and the rest beside
# the glue), the package entry exporting `Client`, `ManagedAuthSession` and
# the errors, and package.json.
#
# Two modules, so that a page loads only what it uses (src/wasm/mod.rs): the
# calls module (`browser_cloud_sdk`: the client's calls and event streams),
# which `init()` loads, and the flows module (`browser_cloud_sdk_flows`: the
# login-flow helpers and sessions), which flows.js loads at the first of them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
target_dir=$(cargo_target_dir)
# A clean folder: wasm-bindgen leaves snippets of earlier builds behind.
rm -rf pkg
build() {
  RUSTUP_TOOLCHAIN=$WASM_TOOLCHAIN cargo build --quiet --release --lib \
    --target wasm32-unknown-unknown "$@"
}
# Smaller still: the standard library rebuilt for size, with panics that
# abort at once (no panic messages or formatting in the wasm). That takes the
# toolchain's rust-src (`rustup component add rust-src` on a laptop) and
# unstable flags through RUSTC_BOOTSTRAP; without them, or should that build
# fail, the prebuilt standard library is used. RUSTC_BOOTSTRAP also switches
# rustc to v0 symbol names, which wasm-bindgen would copy into long export
# names in the glue: the legacy ones are kept. No file, line or column is
# kept for panic locations either: with panics aborting at once, nothing
# would ever show them. With the same nightly flags, `optimize_hot` builds the
# validator's hot functions for speed (src/lib.rs), and rustc's MIR inliner,
# which it runs at the speed levels but not at `opt-level = "z"`, is switched
# on: it inlines the one-line wrappers LLVM keeps at that level, wasm-bindgen's
# around each export among them, whose closures otherwise spill every
# argument's address to the stack (BENCHMARKS.md, What each step saved).
std_src="$(rustc +"$WASM_TOOLCHAIN" --print sysroot)/lib/rustlib/src/rust/library"
size_flags="-Zunstable-options -Cpanic=immediate-abort -Csymbol-mangling-version=legacy -Zlocation-detail=none -Zinline-mir=yes --cfg optimize_hot"
small_std=no
# shellcheck disable=SC2086 # size_flags is a list of flags
if [ -f "$std_src/Cargo.lock" ] &&
  RUSTC_BOOTSTRAP=1 rustc +"$WASM_TOOLCHAIN" $size_flags --print sysroot >/dev/null 2>&1; then
  small_std=yes
else
  echo "build-pkg: $WASM_TOOLCHAIN has no rust-src or no immediate-abort panics; using the prebuilt standard library" >&2
fi
build_features() {
  if [ "$small_std" = yes ]; then
    RUSTC_BOOTSTRAP=1 RUSTFLAGS="${RUSTFLAGS:-} $size_flags" \
      build --features "$1" -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size && return
    echo "build-pkg: the size-optimized standard library did not build; using the prebuilt one" >&2
    small_std=no
  fi
  build --features "$1"
}

# wasm-opt from tools/: Debian's is too old for the reference types that
# wasm-bindgen's glue relies on. Flattening the code and rebuilding its
# control flow (--flatten --rereloop) before two rounds of -Oz gives
# -Oz more to fold: 0.3 KB gzip off the calls module, with the stream's
# pace unchanged (BENCHMARKS.md, What each step saved). Three more passes
# take 0.3 KB gzip off the calls module: --merge-similar-functions folds
# functions that differ only in constants (drop glue, closure shims);
# --low-memory-unused lets -Oz fold constant offsets into loads and stores,
# since Rust's wasm never addresses the first KB (its stack sits below the
# data, 1 MB deep); --reorder-functions, last, puts the most called
# functions first, where their indexes are shortest. The producers and
# target-features sections are for tools, not browsers.
wasm_opt=(tools/node_modules/.bin/wasm-opt --low-memory-unused --merge-similar-functions --flatten --rereloop -Oz -Oz
  --reorder-functions --strip-producers --strip-target-features
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue)

# One module: the crate with cargo features $2, its glue and wasm as
# pkg/$1.js and pkg/$1_bg.wasm.
module() {
  local name=$1 features=$2
  build_features "$features"
  # The glue. A panic aborts at once, as a trap that leaves the instance's
  # state half-changed: the reset-state function lets the JavaScript face
  # start a fresh instance after one (src/js/recovery.js).
  wasm-bindgen --target web --out-dir pkg --out-name "$name" \
    --experimental-reset-state-function \
    "$target_dir/wasm32-unknown-unknown/release/browser_cloud_sdk.wasm"
  # SIZE_PROFILE=1 (scripts/size-profile.sh) also leaves a twin of the wasm
  # that keeps its function names (-g), its imports shortened alike, for twiggy.
  if [ "${SIZE_PROFILE:-}" = 1 ]; then
    mkdir -p "$target_dir/size-profile"
    cp "pkg/$name.js" "$target_dir/size-profile/$name.js"
    "${wasm_opt[@]}" -g "pkg/${name}_bg.wasm" -o "$target_dir/size-profile/$name.wasm"
    node tools/short-import-names.mjs "$target_dir/size-profile/$name.wasm" "$target_dir/size-profile/$name.js"
  fi
  "${wasm_opt[@]}" "pkg/${name}_bg.wasm" -o "pkg/${name}_bg.wasm"
  # wasm-bindgen names each import `__wbg_<name>_<hash>`, and both the wasm
  # and the glue spell every name out: short names (w0, w1, ...) in both. The
  # tool stops the build if the two files do not agree on those names.
  node tools/short-import-names.mjs "pkg/${name}_bg.wasm" "pkg/$name.js"
}
module browser_cloud_sdk js-calls
module browser_cloud_sdk_flows js-flows
# The flows module's declarations are the glue's own business: the package's
# types are the calls module's.
rm pkg/browser_cloud_sdk_flows.d.ts pkg/browser_cloud_sdk_flows_bg.wasm.d.ts
# The calls module as `init()` compiled it, `undefined` before: client.js
# resets it after a panic only once loaded (a page that runs only a login
# session never loads it). The glue keeps it in its module-level `wasmModule`.
if ! grep -q '^let wasmModule, wasmInstance, wasm;$' pkg/browser_cloud_sdk.js; then
  echo "build-pkg: the glue keeps no module-level wasmModule; __wbg_module needs another way" >&2
  exit 1
fi
printf '\nexport function __wbg_module() {\n    return wasmModule;\n}\n' >> pkg/browser_cloud_sdk.js
# Every page that makes a client loads the calls module's glue: out of it go
# a polyfill of `TextEncoder.encodeInto`, which every browser and Node the
# package supports has, and the warnings of `init()` and `initSync()` given
# an argument that is not an options object, which they still take as the
# wasm's source, as they did (0.1 KB gzip).
# The names-kept twin's glue (SIZE_PROFILE=1) is cut alike: the benchmark
# takes the twin only if the package's glue starts with the twin's.
glues=(pkg/browser_cloud_sdk.js)
if [ "${SIZE_PROFILE:-}" = 1 ]; then glues+=("$target_dir/size-profile/browser_cloud_sdk.js"); fi
node -e '
  const fs = require("fs");
  for (const file of process.argv.slice(1)) {
    let text = fs.readFileSync(file, "utf8");
    const cut = (pattern, replacement) => {
      if (!pattern.test(text)) throw new Error(`build-pkg: the glue has no ${pattern}`);
      text = text.replace(pattern, replacement);
    };
    cut(/\nif \(!\(.encodeInto. in cachedTextEncoder\)\) \{\n[^]*?\n\}\n/, "\n");
    for (const name of ["module", "module_or_path"]) {
      const warned = new RegExp(`    if \\(${name} !== undefined\\) \\{\\n        if \\(Object\\.getPrototypeOf\\(${name}\\) === Object\\.prototype\\) \\{\\n            \\(\\{${name}\\} = ${name}\\)\\n        \\} else \\{\\n            console\\.warn\\([^\\n]*\\)\\n        \\}\\n    \\}`);
      cut(warned, `    if (${name} !== undefined && Object.getPrototypeOf(${name}) === Object.prototype) ({${name}} = ${name});`);
    }
    fs.writeFileSync(file, text);
  }
' "${glues[@]}"

# wasm-bindgen declares its loader's types without doc comments, and the API
# reference (scripts/docs.sh) wants one on every export. InitOutput lists the
# wasm's raw exports, used by the glue alone: @internal keeps it out of the
# reference. The reset-state function is not declared at all.
node -e '
  const fs = require("fs");
  const file = "pkg/browser_cloud_sdk.d.ts";
  let text = fs.readFileSync(file, "utf8");
  const docs = {
    "export type InitInput ": "What `init()` loads the wasm from: its URL, a fetch `Response`, its bytes, or a compiled module.",
    "export interface InitOutput ": "The wasm module exports, for the glue code only. @internal",
    "export type SyncInitInput ": "What `initSync()` takes: the wasm bytes, or a compiled module.",
  };
  for (const [start, doc] of Object.entries(docs)) {
    if (!text.includes("\n" + start)) throw new Error(`build-pkg: the glue declares no "${start.trim()}"`);
    text = text.replace("\n" + start, `\n/** ${doc} */\n${start}`);
  }
  // The reset-state function is for recovery.js alone, not the API.
  const reset = "\nexport function __wbg_reset_state(): void;\n";
  if (!text.includes(reset)) throw new Error("build-pkg: the glue declares no __wbg_reset_state");
  text = text.replace(reset, "\n");
  fs.writeFileSync(file, text);
'

# The package's README speaks to npm users.
cp src/js/README.npm.md pkg/README.md
cp src/js/client.js src/js/options.js src/js/call.js src/js/attempt.js src/js/prepared.js src/js/faults.js src/js/checks.js \
  src/js/form.js src/js/download.js src/js/stream.js src/js/source.js src/js/deadlines.js src/js/events.js src/js/flows.js src/js/session.js src/js/login-session.js \
  src/js/recovery.js pkg/
# What is generated from the API's description: the resource tree, each
# resource's operations with its records, and the answers' tables
# (errors.js is moved beside the glue below, and the declarations are
# inside the glue's).
mkdir -p pkg/generated
cp -r src/js/generated/resources.js src/js/generated/answers.js src/js/generated/operations pkg/generated/
# wasm-bindgen copies errors.js under a per-crate snippets folder, whose name
# changes with the build: it moves beside the glue as errors.js, which the
# calls module's glue then imports, and flows.js too (it hands the flows
# module its `makeError`). Its types go beside it; relative imports in the
# declarations name the .js file, as TypeScript's node16 resolution requires
# (it reads the .d.ts beside it).
errors=$(cd pkg && find snippets -path '*/src/js/generated/errors.js' | head -n 1)
mv "pkg/$errors" pkg/errors.js
find pkg/snippets -type d -empty -delete
# The package ships no other snippet (its files list has no snippets folder).
if [ -d pkg/snippets ]; then
  echo "build-pkg: the glue imports snippets besides errors.js: $(find pkg/snippets -type f | paste -sd' ')" >&2
  exit 1
fi
for glue in "${glues[@]}"; do
  node -e '
    const fs = require("fs");
    const [file, from] = process.argv.slice(1);
    const text = fs.readFileSync(file, "utf8");
    const import_ = ` from \x27./${from}\x27;`;
    if (!text.includes(import_)) throw new Error(`build-pkg: ${file} does not import ${from}`);
    fs.writeFileSync(file, text.replace(import_, " from \x27./errors.js\x27;"));
  ' "$glue" "$errors"
done
{
  printf 'import type { ErrorRecord, ConflictErrorBody, ErrorDetail } from "./browser_cloud_sdk.js";\n'
  cat src/js/generated/errors.d.ts
} > pkg/errors.d.ts
# The error classes are the ones errors.js exports.
classes=$(grep -o '^export \(const\|class\) [A-Za-z]*Error' src/js/generated/errors.js | awk '{print $3}' | paste -sd, | sed 's/,/, /g')
# One module names them for the package's own files (neither glue needed),
# and for the session entry, which exports all it exports.
printf '// Generated by scripts/build-pkg.sh: the error classes of errors.js.\nexport { %s } from "./errors.js";\n' \
  "$classes" > pkg/error-classes.js
# Appended once: a glue file that already has the exports is left as it is.
if ! grep -q 'from "./client.js"' pkg/browser_cloud_sdk.js; then
  printf '\nexport { Client } from "./client.js";\nexport { ManagedAuthSession } from "./session.js";\nexport { initFlows } from "./flows.js";\nexport { %s } from "./error-classes.js";\n' "$classes" >> pkg/browser_cloud_sdk.js
  printf '\nexport { %s } from "./errors.js";\n' "$classes" >> pkg/browser_cloud_sdk.d.ts
fi
# The entry of a page that only completes a login, browser-cloud-sdk/session
# (src/js/login-session.js): the main entry's declarations of what it exports.
printf '// Generated by scripts/build-pkg.sh: the types of browser-cloud-sdk/session,\n// declared once in the main entry.\nexport { ManagedAuthSession, initFlows, %s } from "./browser_cloud_sdk.js";\nexport type { SessionOptions, LoginPrompt, PromptField, PromptChoice } from "./browser_cloud_sdk.js";\n' \
  "$classes" > pkg/login-session.d.ts
# The login element: its own entry, browser-cloud-sdk/login-element, plain
# JavaScript that imports only its own modules (login-element/), so an app
# that does not use it never loads it. Each language but English is a module
# of its own (browser-cloud-sdk/login-element/locales/fr), loaded only by an
# app that imports it.
cp src/js/login-element.js src/js/login-element.d.ts pkg/
rm -rf pkg/login-element
cp -r src/js/login-element pkg/
# The inline entry: the calls module's wasm inside a module of its own.
node tools/inline-wasm.mjs pkg/browser_cloud_sdk_bg.wasm pkg/wasm-inline.js
cp src/js/inline.js src/js/inline.d.ts pkg/

# package.json, its name and version from Cargo.toml. `exports` keeps the
# wasm file reachable for apps that load it themselves (initSync).
# sideEffects is false because no module here does anything on import beyond
# defining its own classes and caches: the glue, the errors snippet, the
# element (registered only by defineLoginElement()), and client.js, which
# also tells recovery.js how to restart the calls module, needed only where
# a client is made.
cargo metadata --quiet --no-deps --format-version 1 | node -e '
  const fs = require("fs");
  const crate = JSON.parse(fs.readFileSync(0, "utf8")).packages.find((p) => p.name === "browser-cloud-sdk");
  const pkg = {
    name: crate.name,
    type: "module",
    description: crate.description,
    version: crate.version,
    license: crate.license,
    files: [
      "browser_cloud_sdk_bg.wasm", "browser_cloud_sdk.js", "browser_cloud_sdk.d.ts", "errors.js", "errors.d.ts",
      "browser_cloud_sdk_flows_bg.wasm", "browser_cloud_sdk_flows.js",
      "client.js", "options.js", "call.js", "attempt.js", "prepared.js", "faults.js", "checks.js", "form.js", "download.js", "stream.js", "source.js", "deadlines.js", "events.js",
      "generated",
      "flows.js", "session.js",
      "recovery.js", "error-classes.js", "login-session.js", "login-session.d.ts",
      "login-element.js", "login-element.d.ts", "login-element",
      "inline.js", "inline.d.ts", "wasm-inline.js",
    ],
    main: "browser_cloud_sdk.js",
    types: "browser_cloud_sdk.d.ts",
    sideEffects: false,
    keywords: crate.keywords,
    exports: {
      ".": { types: "./browser_cloud_sdk.d.ts", default: "./browser_cloud_sdk.js" },
      "./session": { types: "./login-session.d.ts", default: "./login-session.js" },
      "./login-element": { types: "./login-element.d.ts", default: "./login-element.js" },
      "./login-element/locales/*": { types: "./login-element/locales/*.d.ts", default: "./login-element/locales/*.js" },
      "./inline": { types: "./inline.d.ts", default: "./inline.js" },
      "./browser_cloud_sdk_bg.wasm": "./browser_cloud_sdk_bg.wasm",
      "./browser_cloud_sdk_flows_bg.wasm": "./browser_cloud_sdk_flows_bg.wasm",
      "./package.json": "./package.json",
    },
    // Node imports the package (a server build naming Client) from 18 on.
    engines: { node: ">=18" },
  };
  fs.writeFileSync("pkg/package.json", JSON.stringify(pkg, null, 2) + "\n");
'
