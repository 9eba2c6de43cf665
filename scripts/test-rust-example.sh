#!/usr/bin/env bash
# Tests the SDK used as a crate by a Rust front-end: builds the example
# (scripts/build-rust-example.sh) and runs tests/js/rust-frontend/, which
# opens its page in headless Chromium against a simulator of its own. Needs
# what scripts/setup.sh installs (scripts/test.sh runs it first).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh

bash scripts/build-rust-example.sh
source scripts/sim.sh
build_sim
node --test tests/js/rust-frontend/
