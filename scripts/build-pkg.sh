#!/usr/bin/env bash
# Builds the npm package into pkg/ with wasm-pack (release profile), shrinks
# the wasm with tools/' wasm-opt -Oz, then adds the JavaScript face: client.js
# beside the glue, and the package entry exporting `Client` and the errors.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
RUSTUP_TOOLCHAIN=$WASM_TOOLCHAIN wasm-pack --quiet build --release --target web \
  --out-dir pkg --out-name browser_cloud_sdk -- --features js

# wasm-pack's own wasm-opt step is off (Cargo.toml): the one it finds may be
# too old for reference types, which wasm-bindgen's glue relies on.
tools/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
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
