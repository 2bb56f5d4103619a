#!/usr/bin/env bash
# Differential check of one random goto kernel (gen_goto_kernel.py): compiled
# by spmdc for every target and compared with the same code as C++.
#   tests/difftest/run_goto_seed.sh SEED   (TARGETS=scalar,avx2,... to pick)
# Exit status 0 when every target agreed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
s=$1
d=${WORK:-/tmp/spmdc-difftest}/goto$s
rm -rf "$d"; mkdir -p "$d"
python3 "$here/gen_goto_kernel.py" "$s" "$d"
cp "$root/tests/e2e/hosts/e2e_check.h" "$d/"
python3 "$root/tests/e2e/run_e2e.py" "$d/g.spmd" --host "$d/host.cpp" \
  --spmdc "${SPMDC:-$root/build/bin/spmdc}" --host-cxx g++ \
  --aarch64-cxx aarch64-linux-gnu-g++ --qemu "$(command -v qemu-aarch64 || echo none)" \
  --runtime-include "$root/runtime/include" --runtime-lib "$root/build/lib" \
  --targets "${TARGETS:-scalar,sse4,avx2,avx512,sve,neon}" --work "$d" > "$d/log" 2>&1
if grep -q "FAILED" "$d/log"; then echo "goto seed $s: FAILED (see $d/log)"; exit 1; fi
exit 0
