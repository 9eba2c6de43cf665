#!/usr/bin/env bash
# Runs one suite against a simulator of its own, for the loop of adding an
# operation (bash scripts/test.sh runs them all, and what CI runs):
#
#   bash scripts/test-some.sh browser [NAME]   # the Rust API in Chromium (tests/browser/),
#                                             # only tests whose name holds NAME
#   bash scripts/test-some.sh js FILE...       # JavaScript tests (node --test), the
#                                             # package built first; e.g.
#                                             # tests/js/e2e/browsers.test.mjs
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh
source scripts/sim.sh

suite=${1:-}
shift || true
case "$suite" in
  browser)
    start_sim sk_test_org
    log=$(mktemp)
    SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org \
      cargo +"$WASM_TOOLCHAIN" test --no-run --target wasm32-unknown-unknown --features js-calls,js-flows --test browser 2>&1 |
      tee "$log"
    wasm=$(sed -n 's/.*Executable tests\/browser.rs (\(.*\.wasm\)).*/\1/p' "$log")
    WASM_BINDGEN_TEST_TIMEOUT=300 wasm-bindgen-test-runner "$wasm" "$@"
    ;;
  js)
    [ $# -gt 0 ] || { echo "usage: bash scripts/test-some.sh js FILE..." >&2; exit 2; }
    bash scripts/build-pkg.sh
    start_sim sk_test_org
    SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org node --test "$@"
    ;;
  *)
    echo "usage: bash scripts/test-some.sh browser [NAME] | js FILE..." >&2
    exit 2
    ;;
esac
