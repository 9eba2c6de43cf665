#!/usr/bin/env bash
# Tests the SDK used as a crate by a Rust front-end: builds the example in
# examples/rust-frontend/ (its own workspace and target folder) for wasm32,
# generates its JavaScript with the wasm-bindgen CLI into its dist/, and runs
# tests/js/rust-frontend/, which opens the page in headless Chromium against
# a simulator of its own. Needs what scripts/setup.sh installs (scripts/test.sh
# runs it first).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh

example=examples/rust-frontend
(
  cd "$example"
  cargo fmt --check
  cargo +"$WASM_TOOLCHAIN" clippy --quiet --release --target wasm32-unknown-unknown -- -D warnings
  cargo +"$WASM_TOOLCHAIN" build --quiet --release --target wasm32-unknown-unknown
)
# A clean folder: wasm-bindgen leaves the files of earlier builds behind.
rm -rf "$example/dist"
wasm-bindgen --target web --out-dir "$example/dist" \
  "$(cd "$example" && cargo_target_dir)/wasm32-unknown-unknown/release/rust_frontend_example.wasm"

cargo build --quiet -p browser-cloud-sim
node --test tests/js/rust-frontend/
