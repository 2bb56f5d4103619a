# Sourced by the corpus reports (shape-report.sh, flow-block-report.sh):
# their common arguments, `[--target=<isa>] [build-dir]`, and the project's
# kernels (bench/kernels, examples, tests/e2e, the driver/frontend lit tests
# that compile). Sets TARGET, BUILD, SPMDC, OPT and WORK (removed on exit).
TARGET=avx512
if [[ "${1:-}" == --target=* ]]; then TARGET="${1#--target=}"; shift; fi
BUILD="${1:-build}"
SPMDC="$BUILD/bin/spmdc"
OPT="$BUILD/bin/spmdc-opt"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# dump_corpus STEP [spmdc flags...]: each kernel's IR after pipeline step
# STEP; fills CORPUS_NAMES and CORPUS_FILES (the kernels that compile) and
# CORPUS_SKIPPED (error tests: kernels that must not compile).
dump_corpus() {
  local step="$1"; shift
  CORPUS_NAMES=(); CORPUS_FILES=(); CORPUS_SKIPPED=0
  local k out
  while IFS= read -r k; do
    out="$WORK/$(echo "$k" | tr '/' '_').ll"
    if "$SPMDC" "$k" --target="$TARGET" "$@" --dump-after="$step" \
        -o /dev/null >"$out" 2>/dev/null; then
      CORPUS_NAMES+=("$k"); CORPUS_FILES+=("$out")
    else
      CORPUS_SKIPPED=$((CORPUS_SKIPPED + 1))
    fi
  done < <(find bench/kernels examples tests/e2e tests/lit/driver tests/lit/frontend \
             -name '*.spmd' | sort)
}
