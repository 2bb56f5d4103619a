#!/usr/bin/env bash
# SIMD utilization of the DARM bench kernels with and without melding, from
# `spmdc --instrument` (bench/darm_utilization.cpp), per target; prints a
# Markdown table (docs/darm.md records it).
#   scripts/darm_utilization.sh [build dir] [targets...]   (default: build avx512-x32 avx512-x64)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(avx512-x32 avx512-x64)
cxx=${CXX:-clang++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| kernel | target | W | util. no DARM | util. DARM | weighted no DARM | weighted DARM | block execs no DARM | block execs DARM |"
echo "|---|---|---|---|---|---|---|---|---|"
for t in "${targets[@]}"; do
  for v in darm nodarm; do
    flags=(--instrument)
    [ "$v" = nodarm ] && flags+=(--no-darm)
    d=$work/$t-$v
    mkdir -p "$d"
    for k in darm darm_real; do
      "$build/bin/spmdc" "$root/bench/kernels/$k.spmd" --target="$t" -O3 "${flags[@]}" \
        -o "$d/$k.o" -h "$d/${k}_ispc.h"
    done
    "$cxx" -O2 -std=c++17 -I "$d" -I "$root/runtime/include" "$root/bench/darm_utilization.cpp" \
      "$d/darm.o" "$d/darm_real.o" -L "$build/lib" -lspmdrt -o "$d/run"
    "$d/run" > "$d/out.txt"
  done
  join <(sort "$work/$t-nodarm/out.txt") <(sort "$work/$t-darm/out.txt") |
    while read -r k w e0 a0 u0 wu0 w1 e1 a1 u1 wu1; do
      echo "| $k | $t | $w | $u0% | $u1% | $wu0% | $wu1% | $e0 | $e1 |"
    done
done
