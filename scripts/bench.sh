#!/usr/bin/env bash
# Runs the benchmarks side by side with the official TypeScript SDK, raw
# fetch/JSON.parse and eventsource-parser in headless Chromium, prints the
# tables and rewrites the figures and the size budget sections of
# BENCHMARKS.md. Not part of the tests: numbers are not assertions.
#   bash scripts/bench.sh            # about two minutes, plus the package build
#   bash scripts/bench.sh --memory   # also the memory runs (under a minute more)
#   bash scripts/bench.sh --only stream  # the in-memory log and telemetry streams
#                                        # alone, with their profiles; the figures
#                                        # left as they are
#   bash scripts/bench.sh --only startup # the start-up alone, likewise
#   bash scripts/bench.sh --only overhead # the retrieves over a real fetch
#                                         # alone, likewise
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
source scripts/sim.sh

# npm writes node_modules/.package-lock.json last: an older one, or none,
# means package-lock.json changed since the install. The example apps'
# Vite and webpack bundle the tiny apps as those bundlers would.
for dir in bench examples/vite-app examples/webpack-app; do
  if [ ! -f "$dir/node_modules/.package-lock.json" ] ||
    [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    (cd "$dir" && npm ci --no-audit --no-fund)
  fi
done
if ! command -v twiggy >/dev/null; then
  cargo install twiggy --locked
fi
# The names-kept twin of the wasm serves the size budget and the CPU profiles.
SIZE_PROFILE=1 bash scripts/build-pkg.sh
node bench/size-profile.mjs target/size-profile pkg
start_sim sk_test_org
SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org node bench/run.mjs "$@"
