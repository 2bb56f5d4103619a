#!/usr/bin/env bash
# Builds the compiler with AddressSanitizer + UndefinedBehaviorSanitizer
# (clang-22; -DSPMDC_SANITIZE=ON instruments the compiler's sources, not the
# runtime that user programs link) in ./build-asan and runs the whole test
# suite there (GoogleTest + lit, as ctest does). Any sanitizer report fails
# the test that triggered it.
#   scripts/sanitize.sh            (JOBS=2 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ ! -f build-asan/build.ninja ]; then
  launcher=()
  if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache); fi
  CC=clang-22 CXX=clang++-22 cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DSPMDC_SANITIZE=ON "${launcher[@]}"
fi
cmake --build build-asan -j "${JOBS:-2}"
# Leaks: LLVM's option registry and ManagedStatics are process-lifetime
# allocations by design, so leak checking would only report those.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
build-asan/bin/spmdc-unittests
/usr/lib/llvm-22/bin/lit -sv -j "${JOBS:-2}" build-asan/tests
