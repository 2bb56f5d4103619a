#!/usr/bin/env bash
# Compares the optimized LLVM IR (and optionally assembly) two spmdc builds
# produce for every e2e and bench kernel on a list of targets, for changes
# that must not change code (docs/design/sve-vla.md, "The fixed path does not
# change").
#
#   scripts/compare-ir.sh OLD_SPMDC NEW_SPMDC OUTDIR [options]
#     --targets T1,T2,...  targets (default: avx512,avx2,sse4,neon,sve-256,
#                          sve,amdgcn,nvptx)
#     --asm                also compare -S output
#     --jobs N             parallel compiles (default 2)
#     --kernels "GLOBS"    kernel files (default: tests/e2e/*.spmd
#                          bench/kernels/*.spmd)
#     --side old|new       only compile that side now (e.g. the old side
#                          while the new compiler builds); --side compare
#                          compares what both earlier runs left in OUTDIR
#
# Each kernel/target pair is compiled by both compilers with the same flags
# (GPU targets: the default processor, gfx90a / sm_80 through --mcpu). The
# IR, the exit status and the diagnostics must all be identical; a pair both
# compilers reject with the same message counts as identical (e.g. a kernel
# that calls an extern C function on a GPU). A differing pair is compiled
# again by the old compiler: if that differs from its first output, the old
# compiler is not deterministic there and the pair is listed apart, not
# counted as a difference. Prints the counts and the differing pairs; exits
# 1 if any pair differs. Outputs stay in OUTDIR/old and OUTDIR/new (and
# OUTDIR/old2) for diffing.
set -u
if [ $# -lt 3 ]; then
  sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
OLD=$1 NEW=$2 OUT=$3
shift 3
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARGETS=avx512,avx2,sse4,neon,sve-256,sve,amdgcn,nvptx
ASM=0 JOBS=2 SIDE=both
KERNELS="$ROOT/tests/e2e/*.spmd $ROOT/bench/kernels/*.spmd"
while [ $# -gt 0 ]; do
  case $1 in
    --targets) TARGETS=$2; shift 2 ;;
    --asm) ASM=1; shift ;;
    --jobs) JOBS=$2; shift 2 ;;
    --kernels) KERNELS=$2; shift 2 ;;
    --side) SIDE=$2; shift 2 ;;
    *) echo "compare-ir.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
mkdir -p "$OUT/old" "$OUT/new"

# One compile: $1 compiler, $2 side (old/new), $3 kernel, $4 target.
compile_one() {
  local cc=$1 side=$2 k=$3 t=$4
  local stem base mcpu=()
  stem=$(basename "$k" .spmd)
  base="$OUT/$side/${stem}.${t}"
  case $t in
    amdgcn) mcpu=(--mcpu=gfx90a) ;;
    nvptx) mcpu=(--mcpu=sm_80) ;;
  esac
  "$cc" "$k" -target "$t" "${mcpu[@]}" -I "$(dirname "$k")" \
    -I "$(dirname "$k")/Inputs" --emit-llvm-text -o "$base.ll" \
    -h "$base.h" >"$base.log" 2>&1
  echo "exit $?" >>"$base.log"
  if [ "$ASM" = 1 ]; then
    "$cc" "$k" -target "$t" "${mcpu[@]}" -I "$(dirname "$k")" \
      -I "$(dirname "$k")/Inputs" -S -o "$base.s" >"$base.slog" 2>&1
    echo "exit $?" >>"$base.slog"
  fi
}
export -f compile_one
export OUT ASM

LIST="$OUT/list"
: >"$LIST"
for k in $KERNELS; do
  for t in ${TARGETS//,/ }; do
    case $SIDE in both|old) echo "$OLD old $k $t" >>"$LIST" ;; esac
    case $SIDE in both|new) echo "$NEW new $k $t" >>"$LIST" ;; esac
  done
done
xargs -P "$JOBS" -L 1 bash -c 'compile_one "$@"' _ <"$LIST"
case $SIDE in old|new) exit 0 ;; esac

same=0 differ=0 rejected=0 nondet=0
: >"$OUT/differ"
: >"$OUT/nondeterministic"
mkdir -p "$OUT/old2"
for k in $KERNELS; do
  stem=$(basename "$k" .spmd)
  for t in ${TARGETS//,/ }; do
    b="${stem}.${t}"
    ok=1
    # The diagnostics mention the output path (old/ or new/): compare them
    # with it taken out.
    for ext in ll h log s slog; do
      [ -e "$OUT/old/$b.$ext" ] || [ -e "$OUT/new/$b.$ext" ] || continue
      if ! cmp -s <(sed "s#$OUT/old/##g" "$OUT/old/$b.$ext" 2>/dev/null) \
                  <(sed "s#$OUT/new/##g" "$OUT/new/$b.$ext" 2>/dev/null); then
        ok=0
        echo "$b.$ext" >>"$OUT/differ"
      fi
    done
    if [ $ok = 1 ]; then
      same=$((same + 1))
      grep -q '^exit 0$' "$OUT/old/$b.log" || rejected=$((rejected + 1))
    else
      compile_one "$OLD" old2 "$k" "$t"
      if ! cmp -s "$OUT/old/$b.ll" "$OUT/old2/$b.ll"; then
        nondet=$((nondet + 1))
        echo "$b" >>"$OUT/nondeterministic"
        grep -v "^$b\." "$OUT/differ" >"$OUT/differ.tmp"
        mv "$OUT/differ.tmp" "$OUT/differ"
      else
        differ=$((differ + 1))
      fi
    fi
  done
done
echo "compare-ir: $same kernel/target pairs identical ($rejected of them" \
     "rejected by both with the same message), $differ differ," \
     "$nondet where the old compiler itself is not deterministic"
if [ $nondet -gt 0 ]; then
  sed 's/^/  old compiler not deterministic: /' "$OUT/nondeterministic"
fi
if [ $differ -gt 0 ]; then
  sed 's/^/  differs: /' "$OUT/differ"
  exit 1
fi
