#!/usr/bin/env bash
# Builds and runs the benchmark suite; writes docs/bench/results.json and
# prints the speedup table that docs/results.md records.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
mkdir -p docs/bench
build/bench/spmdc-bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true \
  --benchmark_out=docs/bench/results.json --benchmark_out_format=json "$@"
python3 bench/report.py docs/bench/results.json
python3 bench/charts.py docs/bench/results.json docs/bench
