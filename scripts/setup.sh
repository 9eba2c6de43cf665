#!/usr/bin/env bash
# Installs what building and testing the SDK needs, and only what is missing:
# a wasm32 standard library, wasm-bindgen-cli at the crate's pinned version,
# wasm-opt, cargo-fuzz, Chromium with ChromeDriver, and the npm
# packages of the browser tests, build tools and example apps. Safe to run again; on a ready machine it only checks.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/env.sh
source "$root/scripts/env.sh"

say() { printf 'setup: %s\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    say "apt-get update"
    apt-get update -qq
    apt_updated=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# A wasm32 standard library for the toolchain named in env.sh. A developer
# laptop with the rustup target needs nothing; our machines cannot reach the
# rustup servers, so they build it from Debian's rustc-web sources once.
install_wasm_std() {
  if [ "$WASM_TOOLCHAIN" != web ]; then
    say "toolchain $WASM_TOOLCHAIN has wasm32-unknown-unknown"
    return
  fi
  if ! [ -x /usr/bin/rustc ] || ! [ -d /usr/lib/rustlib/src/rust/library ] || ! [ -x /usr/bin/clippy-driver ]; then
    apt_install rustc-web cargo-web rust-web-src rust-web-clippy
  fi
  if ! rustup toolchain list | grep -q '^web'; then
    rustup toolchain link web /usr
  fi
  if ! have rust-lld; then
    ln -sf "$(rustc +stable --print sysroot)/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld" /usr/local/bin/rust-lld
  fi
  local libdir=/usr/lib/rustlib/wasm32-unknown-unknown/lib
  if ls "$libdir"/libstd-*.rlib >/dev/null 2>&1 && ls "$libdir"/libtest-*.rlib >/dev/null 2>&1; then
    return
  fi
  say "building the wasm32 standard library (about a minute)"
  local probe
  probe=$(mktemp -d)
  (
    cd "$probe"
    cargo +web new --quiet --lib sysroot-probe
    cd sysroot-probe
    # Its own target folder, whatever CARGO_TARGET_DIR says: the copy below reads it.
    export CARGO_TARGET_DIR=$PWD/target
    RUSTC_BOOTSTRAP=1 cargo +web build --quiet --release --target wasm32-unknown-unknown \
      -Zbuild-std=std,panic_abort,proc_macro,test
    mkdir -p "$libdir"
    cp target/wasm32-unknown-unknown/release/deps/*.rlib "$libdir/"
    rm -f "$libdir"/libsysroot_probe-*.rlib
  )
  rm -rf "$probe"
}

install_browser() {
  local missing=()
  have chromium || missing+=(chromium)
  have chromedriver || missing+=(chromium-driver)
  if [ ${#missing[@]} -gt 0 ]; then
    apt_install "${missing[@]}"
  fi
}

# The CLI must equal the wasm-bindgen crate version exactly. Its own lockfile
# pins a yanked crate, so it is installed without --locked.
install_cargo_tools() {
  if ! have wasm-bindgen || [ "$(wasm-bindgen --version | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes)"
    cargo +"$WASM_TOOLCHAIN" install --quiet --force wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
  fi
  if ! have cargo-fuzz; then
    say "installing cargo-fuzz (a minute or two)"
    cargo install --quiet cargo-fuzz
  fi
}

# tools/ holds wasm-opt (a current Binaryen; Debian's is too old for
# wasm-bindgen's externref table), tests/js the browser tests' packages, and
# the example apps their bundlers (scripts/test-apps.sh builds them).
install_npm_packages() {
  local dir
  for dir in tools tests/js examples/vite-app examples/webpack-app examples/react-app examples/vue-app examples/svelte-app; do
    if [ ! -d "$root/$dir/node_modules" ] || [ "$root/$dir/package-lock.json" -nt "$root/$dir/node_modules/.package-lock.json" ]; then
      say "npm ci in $dir"
      (cd "$root/$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  done
}

install_wasm_std
install_browser
install_cargo_tools
install_npm_packages
say "ready (wasm toolchain: $WASM_TOOLCHAIN)"
