#!/usr/bin/env bash
# Runs the benchmarks side by side with the official TypeScript SDK and raw
# fetch/JSON.parse in headless Chromium, prints the tables and rewrites the
# figures section of BENCHMARKS.md. Not part of the tests: numbers are not
# assertions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
source scripts/sim.sh

if [ ! -d bench/node_modules ]; then
  (cd bench && npm ci --no-audit --no-fund)
fi
bash scripts/build-pkg.sh
start_sim sk_test_org
SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org node bench/run.mjs
