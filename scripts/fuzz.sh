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
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$root/fuzz"
for target in sse_parser responses requests policies event_stream; do
  mkdir -p "$scratch/$target"
  RUSTC_BOOTSTRAP=1 cargo fuzz run -s none -O "$target" "$scratch/$target" "corpus/$target" -- \
    -max_total_time="$seconds" -timeout=5 -print_final_stats=1 >"$scratch/$target.log" 2>&1 || {
    tail -n 40 "$scratch/$target.log" >&2
    echo "fuzz: $target failed" >&2
    exit 1
  }
  runs=$(grep -m1 -o 'stat::number_of_executed_units: *[0-9]*' "$scratch/$target.log" | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' "$scratch/$target.log" | tail -n 1)
  echo "fuzz: $target: $runs executions in ${seconds} s, $cov, no crash, hang or disagreement"
done
