#!/usr/bin/env bash
# Runs every test: formatting and lints, host unit tests of the core and the
# simulator, the wasm-bindgen-test suites in headless Chromium against a
# simulator on a free port, the TypeScript check of the npm package, the
# JavaScript and end-to-end tests of the package and the demo pages, and a
# smoke run of the fuzz targets. The browser suites mostly wait on the
# network and the page, so a build runs beside each on the 2 cores.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/setup.sh
source scripts/env.sh
source scripts/sim.sh

started=$SECONDS
step() { printf '\n== %s (at %d s)\n' "$*" "$((SECONDS - started))"; }
logs=target/test-logs
mkdir -p "$logs"

# `begin NAME COMMAND...` runs a build in the background, at a lower
# priority than the tests beside it; `alongside NAME COMMAND...` runs a
# test there at the same priority; `finish NAME` waits for either, prints
# its output, and fails when it failed.
begin() {
  local name=$1
  shift
  nice -n 19 "$@" >"$logs/$name.log" 2>&1 &
  echo $! >"$logs/$name.pid"
}
alongside() {
  local name=$1
  shift
  "$@" >"$logs/$name.log" 2>&1 &
  echo $! >"$logs/$name.pid"
}
finish() {
  local status=0
  wait "$(cat "$logs/$1.pid")" || status=$?
  cat "$logs/$1.log"
  return "$status"
}

step "format"
cargo fmt --all --check
(cd fuzz && cargo fmt --check)

# `linted TOOLCHAIN COMMAND...` runs a cargo build with TOOLCHAIN's clippy
# driver as the workspace's compiler, given the flags `cargo clippy -- -D
# warnings` gives it (CLIPPY_ARGS is how cargo clippy hands them over): the
# code is linted as it is compiled, not checked once and then built again
# (a minute or more saved on each target). scripts/build-rust-example.sh
# lints the example app the same way.
linted() {
  local toolchain=$1
  shift
  RUSTC_WORKSPACE_WRAPPER=$(rustup which --toolchain "$toolchain" clippy-driver) \
    CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings "$@"
}
host_toolchain=$(rustup show active-toolchain | awk '{print $1}')

step "host tests of the core and the simulator, linted as they build (clippy, warnings denied)"
# Every target of the workspace: the libraries, their unit tests, the
# integration tests, the simulator's and xtask's programs. The simulator
# built here is the one every later suite runs (SIM_BUILT: scripts/sim.sh).
linted "$host_toolchain" cargo test --quiet --workspace
export SIM_BUILT=1

step "browser tests (wasm-bindgen-test, headless Chromium), the npm package building beside them"
# The package builds in a target folder of its own, named by
# CARGO_TARGET_DIR: that shows the build honours it, and it takes no lock
# the browser tests' build holds, so the two build side by side.
begin package env CARGO_TARGET_DIR="$root/target/package" bash scripts/build-pkg.sh
start_sim sk_test_org
echo "simulator at $SIM_URL"
# Built first, then run by the runner itself, so that cargo holds no lock
# while the tests run. The build lints the crate for wasm32 with the
# features of both modules (src/wasm/, the web-sys transport) and the suite;
# the host build above lints the rest, unit tests included.
SIM_URL=$SIM_URL SIM_API_KEY=sk_test_org linted "$WASM_TOOLCHAIN" \
  cargo +"$WASM_TOOLCHAIN" test --no-run --target wasm32-unknown-unknown --features js-calls,js-flows --test browser 2>&1 |
  tee "$logs/browser-build.log"
suite=$(sed -n 's/.*Executable tests\/browser.rs (\(.*\.wasm\)).*/\1/p' "$logs/browser-build.log")
# The runner's timeout covers the whole suite (20 s by default).
WASM_BINDGEN_TEST_TIMEOUT=300 wasm-bindgen-test-runner "$suite"
stop_sim

step "npm package and its TypeScript types, the API reference (rustdoc, warnings denied) building beside"
# The package build ends on one core (each module is one codegen unit,
# optimized at link time, then shrunk by wasm-opt): rustdoc takes the other.
begin docs env RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps -p browser-cloud-sdk
finish package
# Once as bundlers resolve modules, once as Node's ESM does (node16: every
# relative import in the declarations must name its file); then every
# operation's types against the official SDK's (types/generated/official.ts).
(cd tests/js && node_modules/.bin/tsc --noEmit -p tsconfig.json && node_modules/.bin/tsc --noEmit -p tsconfig.node16.json &&
  node_modules/.bin/tsc --noEmit -p tsconfig.official.json)
finish docs

step "JavaScript and end-to-end tests (Playwright, Chromium), the fuzz targets and the Rust front-end app building beside them"
# At a low priority, so the browser and the simulators keep the cores they
# need; the builds take what the tests leave idle.
begin fuzz bash scripts/fuzz.sh 10
begin example bash scripts/build-rust-example.sh
# Each file gets a simulator of its own (SIM_PER_FILE, tests/js/e2e/harness.mjs:
# the program start_sim named in SIM_BINARY), so no file sees another's
# faults, clock or browsers, and three files run at a time: they mostly wait
# on Chromium and the network.
export SIM_PER_FILE=1 SIM_API_KEY=sk_test_org
# The fault storm, the longest file, mostly waits out Retry-After: it runs
# from the start beside the others, not last as their order would have it.
storm=tests/js/e2e/storm.test.mjs
alongside storm node --test "$storm"
node --test --test-concurrency=3 $(find tests/js/types tests/js/unit tests/js/e2e -name '*.test.mjs' ! -path "$storm" | sort)
finish storm

step "the packed package in a Vite app, a webpack app and an import-map page (headless Chromium)"
bash scripts/test-apps.sh

step "the crate in a Rust front-end app (wasm-bindgen, web-sys; headless Chromium)"
finish example
bash scripts/test-rust-example.sh

step "fuzz smoke run: each target over its seed corpus, then 10 s of new inputs"
finish fuzz
step "all tests passed"
