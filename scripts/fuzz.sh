#!/usr/bin/env bash
# Runs every coverage-guided fuzz target of fuzz/ (cargo fuzz, libFuzzer)
# for the given seconds each (default 600): first over its committed seed
# corpus (fuzz/corpus/<target>), then on new inputs, kept in a scratch
# folder so the committed corpus stays small. A crash, hang or disagreement
# fails the run; its input lands in fuzz/artifacts/. Prints each target's
# executions and coverage.
#
# The targets build with the stable toolchain: RUSTC_BOOTSTRAP lets cargo
# fuzz pass its instrumentation flags, and `-s none` skips the sanitizer
# (the core is safe Rust; the point is panics, hangs and disagreements).
# They build once, then run as many at a time as the machine has cores:
# each libFuzzer run is one thread.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
targets=(sse_parser responses requests policies event_stream)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$root/fuzz"
RUSTC_BOOTSTRAP=1 cargo fuzz build -s none -O >"$scratch/build.log" 2>&1 || {
  tail -n 40 "$scratch/build.log" >&2
  echo "fuzz: the targets did not build" >&2
  exit 1
}

# One target's run, its output in the scratch folder; its status there too.
run() {
  local target=$1
  mkdir -p "$scratch/$target"
  local status=0
  RUSTC_BOOTSTRAP=1 cargo fuzz run -s none -O "$target" "$scratch/$target" "corpus/$target" -- \
    -max_total_time="$seconds" -timeout=5 -print_final_stats=1 >"$scratch/$target.log" 2>&1 || status=$?
  echo "$status" >"$scratch/$target.status"
}

# Start a target whenever fewer than a core's worth run.
jobs_at_once=$(nproc)
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do wait -n || true; done
  run "$target" &
done
wait

# Reported in the targets' order, whatever order they finished in.
for target in "${targets[@]}"; do
  if [ "$(cat "$scratch/$target.status")" != 0 ]; then
    tail -n 40 "$scratch/$target.log" >&2
    echo "fuzz: $target failed" >&2
    exit 1
  fi
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$scratch/$target.log" | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' "$scratch/$target.log" | tail -n 1)
  echo "fuzz: $target: $runs executions in ${seconds} s, $cov, no crash, hang or disagreement"
done
