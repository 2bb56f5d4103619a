#!/usr/bin/env bash
# Flow blocks added by spmd-reconverge, open-tree vs StructurizeCFG
# (docs/vectorizer.md): compiles every kernel of the project (bench/kernels,
# examples, tests/e2e, the driver/frontend lit tests that compile) up to the
# IR spmd-reconverge sees (--dump-after=spmd-lane-count), adds the lit inputs
# of tests/lit/vectorizer/{reconverge,widen}, runs spmd-reconverge with both
# methods and prints, per export function that either method changes, the
# number of blocks each added (pre-entry guards, latch flows and Flow blocks
# together), then the totals.
# With --after=spmd-all-on the kernels are taken after the steps between
# (privatize, darm, the all-on fast paths), as spmd-reconverge sees them in
# the driver.
#   scripts/flow-block-report.sh [--after=<step>] [--target=<isa>] [build-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
STEP=spmd-lane-count
if [[ "${1:-}" == --after=* ]]; then STEP="${1#--after=}"; shift; fi
source scripts/corpus.sh "$@"

inputs=()
dump_corpus "$STEP"
for i in "${!CORPUS_NAMES[@]}"; do
  inputs+=("${CORPUS_NAMES[$i]}:${CORPUS_FILES[$i]}")
done
while IFS= read -r l; do
  inputs+=("$l:$l")
done < <(find tests/lit/vectorizer/reconverge tests/lit/vectorizer/widen -name '*.ll' | sort)

# remark lines: "... remark: <loc>: <function>: <method> added <N> blocks"
count() { # method file -> "function N" lines
  "$OPT" "$2" -passes='function(spmd-reconverge)' --spmd-reconverge="$1" \
    -pass-remarks-analysis=spmd-reconverge -disable-output 2>&1 |
    sed -n 's/.*remark: .*: \([^ :]*\): [a-z-]* added \([0-9]*\) blocks.*/\1 \2/p' || true
}

printf '%-48s %-28s %10s %11s\n' kernel function open-tree structurize
tot_o=0; tot_s=0; fns=0; fewer=0; more=0
for entry in "${inputs[@]}"; do
  name="${entry%%:*}"; file="${entry#*:}"
  declare -A O=() S=()
  while read -r f n; do [[ -n "$f" ]] && O[$f]=$n; done < <(count open-tree "$file")
  while read -r f n; do [[ -n "$f" ]] && S[$f]=$n; done < <(count structurize "$file")
  for f in $(printf '%s\n' "${!O[@]}" "${!S[@]}" | sort -u); do
    o=${O[$f]:-0}; s=${S[$f]:-0}
    printf '%-48s %-28s %10d %11d\n' "$name" "$f" "$o" "$s"
    tot_o=$((tot_o + o)); tot_s=$((tot_s + s)); fns=$((fns + 1))
    ((o < s)) && fewer=$((fewer + 1))
    ((o > s)) && more=$((more + 1))
  done
  unset O S
done
printf '%-48s %-28s %10d %11d\n' TOTAL "$fns functions" "$tot_o" "$tot_s"
echo "open-tree adds fewer blocks in $fewer functions, more in $more"
