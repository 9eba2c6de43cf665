#!/usr/bin/env bash
# Builds the npm package into pkg/ with wasm-pack (release profile, the
# standard library rebuilt for size where the toolchain allows), shrinks
# the wasm with tools/' wasm-opt -Oz, then adds the JavaScript face: client.js
# beside the glue, and the package entry exporting `Client` and the errors.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
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
tools/node_modules/.bin/wasm-opt -Oz --strip-producers --strip-target-features \
  --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types --enable-multivalue \
  pkg/browser_cloud_sdk_bg.wasm -o pkg/browser_cloud_sdk_bg.wasm

cp src/js/client.js pkg/client.js
# wasm-bindgen copies errors.js under a per-crate snippets folder (the core
# builds errors through it); its types go beside it.
errors=$(cd pkg && find snippets -path '*/src/js/errors.js' | head -n 1)
up=$(dirname "$errors" | sed 's|[^/]*|..|g')
{
  printf 'import type { ErrorRecord, ConflictErrorBody, ErrorDetail } from "%s/browser_cloud_sdk";\n' "$up"
  cat src/js/errors.d.ts
} > "pkg/${errors%.js}.d.ts"
classes="APIError, BadRequestError, AuthenticationError, PermissionDeniedError, NotFoundError, ConflictError, UnprocessableEntityError, RateLimitError, InternalServerError, APIConnectionError, APIConnectionTimeoutError, APIUserAbortError, ValidationError, InvalidResponseError"
printf '\nexport { Client } from "./client.js";\nexport { %s } from "./%s";\n' "$classes" "$errors" >> pkg/browser_cloud_sdk.js
printf '\nexport { %s } from "./%s";\n' "$classes" "${errors%.js}" >> pkg/browser_cloud_sdk.d.ts
node -e '
  const fs = require("fs");
  const file = "pkg/package.json";
  const pkg = JSON.parse(fs.readFileSync(file, "utf8"));
  pkg.files = [...new Set([...(pkg.files ?? []), "client.js", "snippets"])];
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n");
'
