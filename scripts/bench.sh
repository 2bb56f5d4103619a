#!/usr/bin/env bash
# Builds and runs the benchmark suite; writes docs/bench/results.json and
# prints the speedup table that docs/results.md records.
#   bash scripts/bench.sh [extra Google Benchmark flags for both runs]
# The one-thread benchmarks run pinned to CPU 1 (taskset), five repetitions,
# medians; the tasked ones (1 and 2 threads) run unpinned. Both runs are
# merged into one JSON file, so every ratio comes from one invocation.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
mkdir -p docs/bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build/bin/spmdc-bench --check
taskset -c 1 build/bin/spmdc-bench --benchmark_filter=-_tasks \
  --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
  --benchmark_out="$tmp/single.json" --benchmark_out_format=json "$@"
build/bin/spmdc-bench --benchmark_filter='_tasks' \
  --benchmark_out="$tmp/tasks.json" --benchmark_out_format=json "$@"
python3 - "$tmp/single.json" "$tmp/tasks.json" docs/bench/results.json <<'PY'
import json, sys
first = json.load(open(sys.argv[1]))
first["benchmarks"] += json.load(open(sys.argv[2]))["benchmarks"]
json.dump(first, open(sys.argv[3], "w"), indent=1)
PY
python3 bench/report.py docs/bench/results.json
python3 bench/charts.py docs/bench/results.json docs/bench
