#!/usr/bin/env bash
# Differential check of one random kernel: generate it from a seed, compile
# and run it on every target (scalar is the reference; sve/neon under qemu),
# and compare the scalar target with a plain C++ translation of the kernel.
#   tests/difftest/run_seed.sh SEED            (TARGETS=scalar,avx2,... to pick)
# Exit status 0 when everything agreed. This is the seed of `spmdc-difftest`
# (differential-testing issue); it is not part of CI yet.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
s=$1
spmdc=${SPMDC:-$root/build/bin/spmdc}
d=${WORK:-/tmp/spmdc-difftest}/w$s
rm -rf "$d"; mkdir -p "$d"
python3 "$here/gen_kernel.py" "$s" > "$d/k.spmd"
cp "$here/host.cpp" "$d/host.cpp"
python3 "$root/tests/e2e/run_e2e.py" "$d/k.spmd" --host "$d/host.cpp" --spmdc "$spmdc" \
  --host-cxx g++ --aarch64-cxx aarch64-linux-gnu-g++ --qemu "$(command -v qemu-aarch64 || echo none)" \
  --runtime-include "$root/runtime/include" --runtime-lib "$root/build/lib" \
  --targets "${TARGETS:-scalar,sse4,avx2,avx512,sve,neon}" --work "$d" > "$d/log" 2>&1
rc=0
grep -q "FAILED" "$d/log" && rc=1
mkdir -p "$d/emu"
python3 "$here/emulate_w1.py" "$d/k.spmd" "$d/emu"
cp "$d/host.cpp" "$d/emu/host.cpp"
if g++ -O0 -std=c++17 -ffp-contract=off -I "$d/emu" "$d/emu/host.cpp" -o "$d/emu/run" 2> "$d/emu/err" &&
   timeout 20 "$d/emu/run" > "$d/emu/out" && [ -x "$d/k_scalar" ]; then
  timeout 20 "$d/k_scalar" > "$d/scalar.out"
  cmp -s "$d/scalar.out" "$d/emu/out" || { echo "seed $s: scalar target differs from the C++ translation"; rc=1; }
fi
[ $rc = 1 ] && { echo "seed $s: FAILED (see $d)"; grep -E "^\[|FAILED" "$d/log" | head; }
exit $rc
