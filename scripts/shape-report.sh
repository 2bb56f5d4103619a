#!/usr/bin/env bash
# The shape-analysis precision report (docs/shapes.md): compiles every
# kernel of the project (bench/kernels, examples, tests/e2e, and the
# driver/frontend lit tests that compile) up to the IR the widener sees
# (--dump-after=spmd-reconverge, target avx512 unless given), then prints
# the share of uniform, affine, symbolic-stride and varying values and of
# uniform branches over their export functions.
#   scripts/shape-report.sh [--target=<isa>] [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/corpus.sh "$@"

dump_corpus spmd-reconverge -O3
echo "target $TARGET: ${#CORPUS_FILES[@]} kernel files ($CORPUS_SKIPPED that do not compile skipped)"
"$OPT" --shape-stats "${CORPUS_FILES[@]}" | sed -e "s|$WORK/||" -e "s|\.spmd\.ll |.spmd    |"
