#!/usr/bin/env bash
# spmdc-bench-darm with extra spmdc flags on its melded variants -- e.g.
# --darm-threshold=0, every meld the model allows forced -- linked beside
# the build's own (the --no-darm variants are the build's objects), and
# every benchmark run once, so that each kernel's check against its scalar
# reference runs: a wrong result prints "ERROR OCCURRED" and the script
# exits 1. Used for the melding-forced sweep (docs/darm.md).
#   scripts/darm_bench_flags.sh [build dir] [spmdc flags...]
#   (default: build --darm-threshold=0)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift || true
flags=("$@")
[ ${#flags[@]} -eq 0 ] && flags=(--darm-threshold=0)
objcopy=${OBJCOPY:-/usr/lib/llvm-22/bin/llvm-objcopy}
nm=${NM:-/usr/lib/llvm-22/bin/llvm-nm}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objs=()
for src in darm darm_real darm_hand; do
  for t in avx512 avx2; do
    raw=$work/${src}_${t}_raw.o
    "$build/bin/spmdc" "$root/bench/kernels/$src.spmd" --target=$t -O3 \
      --align-all-functions=6 "${flags[@]}" -o "$raw"
    # The kernels get the melded variant's names, as bench/CMakeLists.txt.
    redefs=()
    for s in $("$nm" --defined-only --extern-only --format=just-symbols "$raw"); do
      redefs+=(--redefine-sym "$s=${s}_$t")
    done
    "$objcopy" "${redefs[@]}" "$raw" "$work/${src}_${t}.o"
    objs+=("$work/${src}_${t}.o" "$build/bench/${src}_${t}_nodarm.o")
  done
done
${CXX:-c++} -o "$work/bench" \
  "$build/bench/CMakeFiles/spmdc-bench-darm.dir/darm_main.cpp.o" "${objs[@]}" \
  -lbenchmark "$build/lib/libspmdrt.a" -fopenmp -lpthread
"$work/bench" --benchmark_min_time=0.01 2>&1 | tee "$work/out.txt" |
  grep -E "ERROR|_meld " || true
if grep -q "ERROR OCCURRED" "$work/out.txt"; then
  echo "darm_bench_flags: a kernel's check failed with ${flags[*]}"
  exit 1
fi
echo "darm_bench_flags: every check passed with ${flags[*]}"
