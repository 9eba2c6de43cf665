#!/usr/bin/env bash
# Runs the demo: builds the npm package, starts the simulator and serves www/
# (with pkg/) from a small server that holds the API key and proxies /api to
# the simulator, so the page itself never sees a key. Prints the URL to open.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/setup.sh
source scripts/env.sh
source scripts/sim.sh
bash scripts/build-pkg.sh
key=sk_demo_org
start_sim "$key"
SIM_URL=$SIM_URL SIM_API_KEY=$key node www/serve.mjs "${DEMO_PORT:-8080}"
