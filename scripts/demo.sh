#!/usr/bin/env bash
# Runs the demo: builds the npm package, starts the simulator, the key-free
# page's static server (www/static.mjs, no key) and the demo's server
# (www/serve.mjs, which holds the API key and proxies /api to the simulator,
# so the page itself never sees a key). Prints the URLs to open.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bash scripts/setup.sh
source scripts/env.sh
source scripts/sim.sh
bash scripts/build-pkg.sh
key=sk_demo_org
start_sim "$key"
demo_port=${DEMO_PORT:-8080}
key_free_port=${KEY_FREE_PORT:-$((demo_port + 1))}
SIM_URL=$SIM_URL node www/static.mjs "$key_free_port" &
static_pid=$!
trap 'kill "$SIM_PID" "$static_pid" 2>/dev/null || true' EXIT
SIM_URL=$SIM_URL SIM_API_KEY=$key KEY_FREE_URL="http://127.0.0.1:$key_free_port/" node www/serve.mjs "$demo_port"
