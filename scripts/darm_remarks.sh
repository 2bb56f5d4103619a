#!/usr/bin/env bash
# DARM's decisions on the repository's corpus, for comparing two compilers:
# every tests/e2e, bench and tests/lit/vectorizer/darm .spmd file (plus
# the .spmd files of the directories in $EXTRA) compiled for avx512, avx2
# and sse4 at -O2 with -Rpass=darm -Rpass-missed=darm, one file of
# remarks per source and target. `diff -r` two output directories to see
# every estimate that moved; strip the numbers to see decisions that
# flipped:
#   sed -E 's/saves -?[0-9]+ of [0-9]+ cost//' <file>
# Each flip in a kernel with a timing host gets timed (docs/darm.md).
#   scripts/darm_remarks.sh <spmdc> <outdir>
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$2
# A copy of the compiler: a rebuild while the corpus compiles (a worktree's
# next experiment) would otherwise change the compiler halfway through,
# the likeliest cause of three remark diffs of session 23 that did not
# come back (the same files gave one output in 80 runs under shifted
# heaps, other directories and environments; valgrind found no
# uninitialized read).
tmpc=$(mktemp -d /tmp/darm_remarks.XXXX)
trap 'rm -rf "$tmpc"' EXIT
cp "$(realpath "$1")" "$tmpc/spmdc" || exit 1
c=$tmpc/spmdc
mkdir -p "$out"
files=$(ls "$root"/tests/e2e/*.spmd "$root"/bench/*.spmd \
  "$root"/bench/*/*.spmd "$root"/tests/lit/vectorizer/darm/*.spmd \
  2>/dev/null)
for d in ${EXTRA:-}; do files="$files $(ls "$d"/*.spmd)"; done
for f in $files; do
  n=$(realpath --relative-to="$root" "$f" 2>/dev/null || echo "$f")
  n=$(echo "$n" | sed 's|/|_|g')
  for t in avx512 avx2 sse4; do
    "$c" "$f" --target=$t -O2 -Rpass=darm -Rpass-missed=darm \
      -o /dev/null 2>&1 | sed 's|^.*/||' > "$out/$n.$t.txt" || true
  done
done
ls "$out" | wc -l
