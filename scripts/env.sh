# Sourced by the project's scripts: the versions they pin and the toolchain
# that builds wasm on this machine.

# Must equal the `wasm-bindgen` version pinned in Cargo.toml.
WASM_BINDGEN_VERSION=0.2.130

# The default toolchain when it has the wasm32 target (a developer laptop with
# `rustup target add wasm32-unknown-unknown`), else Debian's rustc-web linked
# into rustup as `web` (our machines; see scripts/setup.sh).
if rustup target list --installed 2>/dev/null | grep -q '^wasm32-unknown-unknown$'; then
  WASM_TOOLCHAIN=$(rustup show active-toolchain | awk '{print $1}')
else
  WASM_TOOLCHAIN=web
fi
export WASM_BINDGEN_VERSION WASM_TOOLCHAIN
export PATH="$HOME/.cargo/bin:$PATH"

# Where cargo puts what it builds: CARGO_TARGET_DIR, a `build.target-dir` in
# a cargo config, or target/, as cargo itself resolves it.
cargo_target_dir() {
  cargo metadata --quiet --no-deps --format-version 1 |
    node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).target_directory)'
}

export CHROMEDRIVER=${CHROMEDRIVER:-$(command -v chromedriver || echo /usr/bin/chromedriver)}
