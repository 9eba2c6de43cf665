#!/usr/bin/env bash
# The two API references, each failing on an undocumented public item or a
# broken link: rustdoc for the crate (target/doc) and TypeDoc for the npm
# package's TypeScript declarations (target/typedoc; tools/typedoc.json says
# what it reads and checks).
#
#   bash scripts/docs.sh                   both references; builds pkg/ first when it is
#                                          missing or older than the sources
#   bash scripts/docs.sh --check [D.TS..]  TypeDoc's checks alone, no HTML: on the built
#                                          package's declarations, or on the files given
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
typedoc="$root/tools/node_modules/.bin/typedoc"
entries=("$root/pkg/browser_cloud_sdk.d.ts" "$root/pkg/login-element.d.ts")

check_only=0
if [ "${1:-}" = --check ]; then
  check_only=1
  shift
  if [ $# -gt 0 ]; then
    entries=()
    for file in "$@"; do
      entries+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")")
    done
  fi
elif [ $# -gt 0 ]; then
  echo "usage: bash scripts/docs.sh [--check [file.d.ts ...]]" >&2
  exit 2
fi
cd "$root"

if [ ! -x "$typedoc" ]; then
  echo "docs: TypeDoc is not installed in tools/: run bash scripts/setup.sh" >&2
  exit 1
fi

# TypeDoc reads the built package, whose declarations come from src/js (some
# generated from the Rust tables) and from wasm-bindgen.
if [ "$check_only" = 0 ]; then
  if [ ! -f pkg/browser_cloud_sdk.d.ts ] ||
    [ -n "$(find src Cargo.toml Cargo.lock scripts/build-pkg.sh -newer pkg/browser_cloud_sdk.d.ts -print -quit)" ]; then
    echo "docs: building pkg/ (its sources changed since it was built)"
    bash scripts/build-pkg.sh
  fi
fi
for file in "${entries[@]}"; do
  if [ ! -f "$file" ]; then
    echo "docs: $file is missing (build the package: bash scripts/build-pkg.sh)" >&2
    exit 1
  fi
done

entry_args=()
for file in "${entries[@]}"; do
  entry_args+=(--entryPoints "$file")
done
typedoc_run() {
  if ! "$typedoc" --options tools/typedoc.json "${entry_args[@]}" "$@"; then
    echo "docs: TypeDoc found the problems above: every export and member needs a /** doc comment */" >&2
    exit 1
  fi
}

if [ "$check_only" = 1 ]; then
  typedoc_run --emit none --logLevel Warn
  echo "docs: every export of ${entries[*]#"$root/"} is documented"
  exit 0
fi

RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p browser-cloud-sdk
typedoc_run --logLevel Warn
echo "docs: Rust API reference:       $root/target/doc/browser_cloud_sdk/index.html"
echo "docs: TypeScript API reference: $root/target/typedoc/index.html"
