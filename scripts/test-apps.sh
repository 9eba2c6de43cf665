#!/usr/bin/env bash
# Tests the packed npm package inside the tools web developers use: packs
# pkg/ as `npm pack` publishes it, installs that tarball into each example app
# under examples/ (their committed package.json and lock stay as they are),
# builds the Vite and the webpack app and the React, Vue and Svelte apps (each
# type-checked first: tsc, vue-tsc, svelte-check), and runs tests/js/apps/,
# which opens each app in headless Chromium against a simulator of its own.
# Needs pkg/ built (scripts/build-pkg.sh); installs the apps' own packages
# when missing (scripts/setup.sh does too).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

packed=$root/target/packed
rm -rf "$packed"
mkdir -p "$packed"
tarball=$packed/$(cd pkg && npm pack --pack-destination "$packed" 2>/dev/null | tail -n 1)
echo "test-apps: packed $(basename "$tarball")"

for app in vite-app webpack-app importmap-page react-app vue-app svelte-app; do
  # The tarball's version does not change between builds: the installed copy
  # goes first, so npm cannot keep an older build of the same version.
  rm -rf "examples/$app/node_modules/browser-cloud-sdk"
  (cd "examples/$app" && npm install --no-save --no-audit --no-fund --loglevel=error "$tarball")
done
(cd examples/vite-app && node_modules/.bin/vite build --logLevel warn)
(cd examples/webpack-app && node_modules/.bin/webpack --stats errors-warnings)
for app in react-app vue-app svelte-app; do
  (cd "examples/$app" && npm run --silent build -- --logLevel warn)
done

source scripts/sim.sh
build_sim
node --test tests/js/apps/
