#!/usr/bin/env bash
# Runs every test: formatting and lints, host unit tests of the core and the
# simulator, the wasm-bindgen-test suites in headless Chromium against a
# simulator on a free port, the TypeScript check of the npm package, and the
# end-to-end tests of the demo page.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/setup.sh
source scripts/env.sh
source scripts/sim.sh

step() { printf '\n== %s\n' "$*"; }

step "format"
cargo fmt --all --check
(cd fuzz && cargo fmt --check)

step "lint (host and wasm32)"
cargo clippy --quiet --workspace --all-targets -- -D warnings
cargo +"$WASM_TOOLCHAIN" clippy --quiet --lib --tests --target wasm32-unknown-unknown --features js -- -D warnings

step "host tests: core and simulator"
cargo test --quiet --workspace

step "fuzz smoke run: each target over its seed corpus, then 10 s of new inputs"
bash scripts/fuzz.sh 10

step "browser tests (wasm-bindgen-test, headless Chromium)"
start_sim sk_test_org
echo "simulator at $SIM_URL"
# The runner's timeout covers the whole suite (20 s by default).
SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org WASM_BINDGEN_TEST_TIMEOUT=300 \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo +"$WASM_TOOLCHAIN" test --target wasm32-unknown-unknown --features js --test browser
stop_sim

step "npm package and its TypeScript types"
bash scripts/build-pkg.sh
(cd tests/js && node_modules/.bin/tsc --noEmit -p tsconfig.json)

step "JavaScript API and end-to-end tests of the demo page (Playwright, Chromium)"
# A simulator of their own: the browsers the Rust tests left running count
# against the organization's concurrency cap.
start_sim sk_test_org
echo "simulator at $SIM_URL"
SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org node --test tests/js/types/ tests/js/e2e/
