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
TARGET=avx512
if [[ "${1:-}" == --target=* ]]; then TARGET="${1#--target=}"; shift; fi
BUILD="${1:-build}"
SPMDC="$BUILD/bin/spmdc"
OPT="$BUILD/bin/spmdc-opt"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

files=()
skipped=0
while IFS= read -r k; do
  out="$WORK/$(echo "$k" | tr '/' '_').ll"
  if "$SPMDC" "$k" --target="$TARGET" -O3 --dump-after=spmd-reconverge \
      -o /dev/null >"$out" 2>/dev/null; then
    files+=("$out")
  else
    skipped=$((skipped + 1)) # error tests: kernels that must not compile
  fi
done < <(find bench/kernels examples tests/e2e tests/lit/driver tests/lit/frontend \
           -name '*.spmd' | sort)

echo "target $TARGET: ${#files[@]} kernel files ($skipped that do not compile skipped)"
"$OPT" --shape-stats "${files[@]}" | sed -e "s|$WORK/||" -e "s|\.spmd\.ll |.spmd    |"
