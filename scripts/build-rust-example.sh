#!/usr/bin/env bash
# Builds the SDK's Rust front-end example (examples/rust-frontend/, its own
# workspace and target folder) for wasm32, lints it, and generates its
# JavaScript with the wasm-bindgen CLI into its dist/. Quick when nothing
# changed. Linting and building are one pass: clippy's driver compiles the
# example's own crate as it lints it (RUSTC_WORKSPACE_WRAPPER), which saves
# a second compile of the whole tree. scripts/test-rust-example.sh runs it
# first; scripts/test.sh runs it beside the JavaScript tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source scripts/env.sh

example=examples/rust-frontend
(
  cd "$example"
  cargo fmt --check
  RUSTC_WORKSPACE_WRAPPER=$(rustup which --toolchain "$WASM_TOOLCHAIN" clippy-driver) RUSTFLAGS="-D warnings" \
    cargo +"$WASM_TOOLCHAIN" build --quiet --release --target wasm32-unknown-unknown
)
# A clean folder: wasm-bindgen leaves the files of earlier builds behind.
rm -rf "$example/dist"
wasm-bindgen --target web --out-dir "$example/dist" \
  "$(cd "$example" && cargo_target_dir)/wasm32-unknown-unknown/release/rust_frontend_example.wasm"
