#!/usr/bin/env bash
# Builds the SDK's Rust front-end example (examples/rust-frontend/, its own
# workspace and target folder) for wasm32, lints it, and generates its
# JavaScript with the wasm-bindgen CLI into its dist/. Quick when nothing
# changed. scripts/test-rust-example.sh runs it first; scripts/test.sh
# runs it beside the JavaScript tests.
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
