# Sourced by the test and demo scripts, after scripts/env.sh: starts the
# service simulator on a free port, sets SIM_URL (and SIM_BINARY, the
# program, for the tests that start simulators of their own), and stops it
# when the calling script exits (or at stop_sim). It builds the simulator
# first, unless SIM_BUILT=1 says the caller has (scripts/test.sh's host
# tests build it).
# Usage: start_sim KEY [extra simulator flags...]; build_sim alone builds it.

# Builds the simulator, unless SIM_BUILT=1.
build_sim() {
  [ "${SIM_BUILT:-}" = 1 ] || cargo build --quiet -p browser-cloud-sim
}

start_sim() {
  local key=$1
  shift
  build_sim
  SIM_BINARY="$(cargo_target_dir)/debug/browser-cloud-sim"
  export SIM_BINARY
  local out
  out=$(mktemp)
  "$SIM_BINARY" --port "${SIM_PORT:-0}" --api-key "$key" "$@" >"$out" 2>&1 &
  SIM_PID=$!
  trap 'kill "$SIM_PID" 2>/dev/null || true' EXIT
  local tries=0
  until SIM_URL=$(grep -m1 -o 'http://127\.0\.0\.1:[0-9]*' "$out"); do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ] || ! kill -0 "$SIM_PID" 2>/dev/null; then
      echo "the simulator did not start:" >&2
      cat "$out" >&2
      return 1
    fi
    sleep 0.1
  done
  export SIM_URL SIM_PID
}

stop_sim() {
  kill "$SIM_PID" 2>/dev/null || true
  wait "$SIM_PID" 2>/dev/null || true
}
