#!/bin/bash
# Measures the accuracy (max ULP against libm in long double) and speed of
# every math function for each x86 target and --math-lib, with
# bench/vmath/vmath_probe.spmd and vmath_measure.cpp. Prints markdown tables
# (docs/vmath-accuracy.md holds the last run).
# usage: scripts/measure-vmath.sh [build-dir] [targets...]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
shift || true
TARGETS=${*:-avx512 avx2 sse4}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for t in $TARGETS; do
  for lib in default system; do
    "$BUILD/bin/spmdc" "$ROOT/bench/vmath/vmath_probe.spmd" --target=$t --math-lib=$lib -O2 \
      -o "$WORK/probe.o" -h "$WORK/vmath_probe_ispc.h"
    /usr/lib/llvm-22/bin/clang++ -O2 -std=c++17 -I "$WORK" "$ROOT/bench/vmath/vmath_measure.cpp" \
      "$WORK/probe.o" -lm -o "$WORK/measure"
    echo "### $t, --math-lib=$lib"
    echo
    "$WORK/measure" ${VMATH_WORST:+worst}
    echo
  done
done
