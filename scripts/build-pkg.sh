#!/usr/bin/env bash
# Builds the npm package into pkg/ with wasm-pack (release profile, wasm-opt -Oz),
# then exports the error classes of src/js/support.js from the package entry.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
RUSTUP_TOOLCHAIN=$WASM_TOOLCHAIN wasm-pack --quiet build --release --target web \
  --out-dir pkg --out-name browser_cloud_sdk -- --features js

# wasm-bindgen copies support.js under a per-crate snippets folder; its error
# classes are part of the public API, so the entry re-exports them.
support=$(cd pkg && find snippets -path '*/src/js/support.js' | head -n 1)
up=$(dirname "$support" | sed 's|[^/]*|..|g')
{
  printf 'import type { ErrorRecord, ConflictErrorBody, ErrorDetail } from "%s/browser_cloud_sdk";\n' "$up"
  cat src/js/support.d.ts
} > "pkg/${support%.js}.d.ts"
exports="APIError, BadRequestError, AuthenticationError, PermissionDeniedError, NotFoundError, ConflictError, UnprocessableEntityError, RateLimitError, InternalServerError, APIConnectionError, APIConnectionTimeoutError, APIUserAbortError, ValidationError, InvalidResponseError"
printf '\nexport { %s } from "./%s";\n' "$exports" "$support" >> pkg/browser_cloud_sdk.js
printf '\nexport { %s } from "./%s";\n' "$exports" "${support%.js}" >> pkg/browser_cloud_sdk.d.ts
