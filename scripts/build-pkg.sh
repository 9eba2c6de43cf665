#!/usr/bin/env bash
# Builds the npm package into pkg/ with wasm-pack (release profile, the
# standard library rebuilt for size where the toolchain allows), shrinks
# the wasm with tools/' wasm-opt -Oz, then adds the JavaScript face: client.js
# and session.js beside the glue, and the package entry exporting `Client`,
# `ManagedAuthSession` and the errors.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
# A clean folder: wasm-bindgen leaves snippets of earlier builds behind.
rm -rf pkg
build() {
  RUSTUP_TOOLCHAIN=$WASM_TOOLCHAIN wasm-pack --quiet build --release --target web \
    --out-dir pkg --out-name browser_cloud_sdk -- --features js "$@"
}
# Smaller still: the standard library rebuilt for size, with panics that
# abort at once (no panic messages or formatting in the wasm). That takes the
# toolchain's rust-src (`rustup component add rust-src` on a laptop) and
# unstable flags through RUSTC_BOOTSTRAP; without them, or should that build
# fail, the prebuilt standard library is used. RUSTC_BOOTSTRAP also switches
# rustc to v0 symbol names, which wasm-bindgen would copy into long export
# names in the glue: the legacy ones are kept.
std_src="$(rustc +"$WASM_TOOLCHAIN" --print sysroot)/lib/rustlib/src/rust/library"
size_flags="-Zunstable-options -Cpanic=immediate-abort -Csymbol-mangling-version=legacy"
# shellcheck disable=SC2086 # size_flags is a list of flags
if [ -f "$std_src/Cargo.lock" ] &&
  RUSTC_BOOTSTRAP=1 rustc +"$WASM_TOOLCHAIN" $size_flags --print sysroot >/dev/null 2>&1; then
  RUSTC_BOOTSTRAP=1 RUSTFLAGS="${RUSTFLAGS:-} $size_flags" \
    build -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size || {
    echo "build-pkg: the size-optimized standard library did not build; using the prebuilt one" >&2
    build
  }
else
  echo "build-pkg: $WASM_TOOLCHAIN has no rust-src or no immediate-abort panics; using the prebuilt standard library" >&2
  build
fi

# wasm-pack's own wasm-opt step is off (Cargo.toml): the one it finds may be
# too old for reference types, which wasm-bindgen's glue relies on. The
# producers and target-features sections are for tools, not browsers.
wasm_opt=(tools/node_modules/.bin/wasm-opt -Oz --strip-producers --strip-target-features
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue)
# SIZE_PROFILE=1 (scripts/size-profile.sh) also leaves a twin of the wasm
# that keeps its function names (-g), its imports shortened alike, for twiggy.
if [ "${SIZE_PROFILE:-}" = 1 ]; then
  mkdir -p target/size-profile
  cp pkg/browser_cloud_sdk.js target/size-profile/glue.js
  "${wasm_opt[@]}" -g pkg/browser_cloud_sdk_bg.wasm -o target/size-profile/named.wasm
  node tools/short-import-names.mjs target/size-profile/named.wasm target/size-profile/glue.js
fi
"${wasm_opt[@]}" pkg/browser_cloud_sdk_bg.wasm -o pkg/browser_cloud_sdk_bg.wasm

# wasm-bindgen names each import `__wbg_<name>_<hash>`, and both the wasm
# and the glue spell every name out: short names (w0, w1, ...) in both. The
# tool stops the build if the two files do not agree on those names.
node tools/short-import-names.mjs pkg/browser_cloud_sdk_bg.wasm pkg/browser_cloud_sdk.js

# wasm-bindgen declares its loader's types without doc comments, and the API
# reference (scripts/docs.sh) wants one on every export. InitOutput lists the
# wasm's raw exports, used by the glue alone: @internal keeps it out of the reference.
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
  fs.writeFileSync(file, text);
'

# The package's README speaks to npm users; wasm-pack copied the crate's.
cp src/js/README.npm.md pkg/README.md
cp src/js/client.js src/js/resources.js pkg/
cp src/js/session.js pkg/session.js
# wasm-bindgen copies errors.js under a per-crate snippets folder (the core
# builds errors through it); its types go beside it.
errors=$(cd pkg && find snippets -path '*/src/js/errors.js' | head -n 1)
up=$(dirname "$errors" | sed 's|[^/]*|..|g')
{
  printf 'import type { ErrorRecord, ConflictErrorBody, ErrorDetail } from "%s/browser_cloud_sdk";\n' "$up"
  cat src/js/errors.d.ts
} > "pkg/${errors%.js}.d.ts"
# The error classes are the ones errors.js exports.
classes=$(grep -o '^export \(const\|class\) [A-Za-z]*Error' src/js/errors.js | awk '{print $3}' | paste -sd, | sed 's/,/, /g')
# Appended once: a glue file that already has the exports is left as it is.
if ! grep -q 'from "./client.js"' pkg/browser_cloud_sdk.js; then
  printf '\nexport { Client } from "./client.js";\nexport { ManagedAuthSession } from "./session.js";\nexport { %s } from "./%s";\n' "$classes" "$errors" >> pkg/browser_cloud_sdk.js
  printf '\nexport { %s } from "./%s";\n' "$classes" "${errors%.js}" >> pkg/browser_cloud_sdk.d.ts
fi
node -e '
  const fs = require("fs");
  const file = "pkg/package.json";
  const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
  pkg.files = [...new Set([...(pkg.files ?? []), "client.js", "resources.js", "session.js", "snippets"])];
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
'

# The login element: its own entry, browser-cloud-sdk/login-element, plain
# JavaScript that imports nothing, so an app that does not use it never loads
# it. `exports` keeps the main entry where wasm-pack's main/types point, and
# the wasm file reachable for apps that load it themselves (initSync).
# sideEffects is false because no module here does anything on import beyond
# defining its own classes and caches: the glue, client.js, the errors
# snippet, and the element (registered only by defineLoginElement()).
cp src/js/login-element.js src/js/login-element.d.ts pkg/
node -e '
  const fs = require("fs");
  const file = "pkg/package.json";
  const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
  pkg.files = [...new Set([...(pkg.files ?? []), "login-element.js", "login-element.d.ts"])];
  pkg.exports = {
    ".": { types: "./browser_cloud_sdk.d.ts", default: "./browser_cloud_sdk.js" },
    "./login-element": { types: "./login-element.d.ts", default: "./login-element.js" },
    "./browser_cloud_sdk_bg.wasm": "./browser_cloud_sdk_bg.wasm",
    "./package.json": "./package.json",
  };
  pkg.sideEffects = false;
  // Node imports the package (a server build naming Client) from 18 on.
  pkg.engines = { node: ">=18" };
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
'
