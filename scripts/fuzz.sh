#!/usr/bin/env bash
# Builds the libFuzzer target spmdc-fuzz (clang-22, -fsanitize=fuzzer,address,
# undefined on every project source) in ./build-fuzz and fuzzes the compiler
# for SECONDS (default 60), seeded with the project's kernels. New crashes
# land in build-fuzz/crashes/; minimize one with
#   build-fuzz/bin/spmdc-fuzz -minimize_crash=1 -runs=10000 CRASH
# and add it, once fixed, to tests/fuzz/regressions/ (replayed in CI).
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}; shift || true
if [ ! -f build-fuzz/build.ninja ]; then
  launcher=()
  if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache); fi
  CC=clang-22 CXX=clang++-22 cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSPMDC_FUZZ=ON -DBUILD_TESTING=OFF "${launcher[@]}"
fi
cmake --build build-fuzz --target spmdc-fuzz -j "${JOBS:-2}"
mkdir -p build-fuzz/corpus build-fuzz/crashes
seeds=(tests/e2e tests/fuzz/regressions tests/lit/frontend examples bench/kernels)
# The corpus directory comes first: libFuzzer adds what it finds there.
exec build-fuzz/bin/spmdc-fuzz build-fuzz/corpus "${seeds[@]}" \
  -max_total_time="$secs" -max_len=8192 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix=build-fuzz/crashes/ -print_final_stats=1 -close_fd_mask=2 "$@"
