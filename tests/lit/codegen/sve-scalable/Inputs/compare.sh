#!/bin/sh
# Reproduces docs/design/sve-vla.md's table "Measured": the static
# instruction count of each kernel of compare-kernels.spmd as today's spmdc
# compiles it (-target sve-512, and the sum over the variants + dispatcher
# of -target sve) and as the hand-written length-agnostic code of
# vla-kernels.ll compiles (opt -O3, llc -O3), and as spmdc's own scalable
# widener compiles it (-target sve-vla --sve-fallback=false, the scalable
# variant alone). Per-iteration counts of the hot loops are read off the
# assembly it leaves in $WORK.
# Usage: compare.sh path/to/spmdc [workdir]
set -eu
SPMDC=${1:?usage: compare.sh path/to/spmdc [workdir]}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=${2:-$(mktemp -d)}
mkdir -p "$WORK"
BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
"$SPMDC" "$HERE/compare-kernels.spmd" -target sve-512 --emit-asm -o "$WORK/fixed512.s"
"$SPMDC" "$HERE/compare-kernels.spmd" -target sve --emit-asm -o "$WORK/fixed-all.s"
"$SPMDC" "$HERE/compare-kernels.spmd" -target sve-vla --sve-fallback=false \
  --emit-asm -o "$WORK/spmdc-vla.s"
"$BIN/opt" -O3 "$HERE/vla-kernels.ll" | "$BIN/llc" -O3 -asm-verbose=false -o "$WORK/vla.s"
# Instructions of function $2 in assembly file $1.
count() {
  awk -v f="$2" '$0 ~ "^"f":" {on=1; next}
    on && /^\.Lfunc_end/ {on=0}
    on && /^\t[a-z]/ && !/^\t\./ {n++}
    END {print n+0}' "$1"
}
printf '%-12s %10s %16s %6s %8s\n' kernel sve-512 'sve (all+disp.)' vla sve-vla
for f in saxpy_if lookup compact mandel_row; do
  all=0
  for v in "" _sve_128 _sve_256 _sve_512 _sve_1024 _sve_2048; do
    all=$((all + $(count "$WORK/fixed-all.s" "$f$v")))
  done
  printf '%-12s %10s %16s %6s %8s\n' "$f" "$(count "$WORK/fixed512.s" "$f")" \
    "$all" "$(count "$WORK/vla.s" "$f")" "$(count "$WORK/spmdc-vla.s" "$f")"
done
echo "assembly in $WORK"
