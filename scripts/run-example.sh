#!/usr/bin/env bash
# Sets up, builds, compiles examples/simple/simple.spmd with spmdc, links it
# into its C++ host and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
out=build/examples/simple
mkdir -p "$out"
target=avx512
if ! grep -q avx512bw /proc/cpuinfo; then target=avx2; fi
build/bin/spmdc examples/simple/simple.spmd --target=$target -O2 \
  -o "$out/simple.o" -h "$out/simple_ispc.h"
c++ -O2 -I "$out" -I runtime/include examples/simple/simple.cpp "$out/simple.o" \
  -L build/lib -lspmdrt -o "$out/simple"
"$out/simple"
