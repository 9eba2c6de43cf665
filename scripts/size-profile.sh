#!/usr/bin/env bash
# The size budget by component: builds pkg/ (scripts/build-pkg.sh) with a
# twin of each wasm module that keeps the function names, takes twiggy's breakdown of
# it (bench/size-profile.mjs), prints it and rewrites the size budget section
# of BENCHMARKS.md. Not part of the tests. scripts/bench.sh does the same
# before its timings.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh

if ! command -v twiggy >/dev/null; then
  cargo install twiggy --locked
fi
if [ ! -d bench/node_modules ]; then
  (cd bench && npm ci --no-audit --no-fund)
fi
SIZE_PROFILE=1 bash scripts/build-pkg.sh
node bench/size-profile.mjs target/size-profile pkg
