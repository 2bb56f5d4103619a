#!/usr/bin/env bash
# Times one kernel file built by a base compiler and by a new one:
# base (default flags), new (default), new --no-darm and, with FORCED=1,
# new --darm-threshold=0, each linked with a C++ timing host (which
# includes "K_ispc.h" and prints lines `name <microseconds>`: best of 25
# repetitions of 4 calls, thread CPU time, is the house rule) and run
# twice pinned to core 1. Prints the load, then each line prefixed with
# variant#run. Ratios of two variants in one run are the numbers to quote.
#   scripts/darm_timepair.sh <kernel.spmd> <host.cpp> <target> \
#       <base spmdc> <base runtime lib dir> [new spmdc] [-- flags for all]
# Env: OPT (default -O2), FLAGS_NEW (extra flags for the new compiler).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
k=$(realpath "$1"); h=$(realpath "$2"); t=$3
base=$(realpath "$4"); rtlib=$(realpath "$5"); shift 5
new=$root/build/bin/spmdc
if [ $# -gt 0 ] && [ "$1" != "--" ]; then new=$(realpath "$1"); shift; fi
[ "${1:-}" = "--" ] && shift
opt=${OPT:--O2}
tmp=$(mktemp -d /tmp/timepair.XXXX)
trap 'rm -rf "$tmp"' EXIT
# The host is copied: a K_ispc.h beside it would win over the variant's.
cp "$h" "$tmp/host.cpp"
build() { # variant compiler flags...
  local n=$1 c=$2; shift 2
  mkdir -p "$tmp/$n"
  "$c" "$k" --target="$t" $opt "$@" -o "$tmp/$n/k.o" -h "$tmp/$n/K_ispc.h"
  c++ -O2 -std=c++17 -I "$tmp/$n" -I "$root/runtime/include" \
    "$tmp/host.cpp" "$tmp/$n/k.o" -L "$rtlib" -lspmdrt -lpthread \
    -o "$tmp/$n/run"
}
build base "$base" "$@"
build new "$new" ${FLAGS_NEW:-} "$@"
build nodarm "$new" --no-darm "$@"
runs=(base new nodarm)
if [ "${FORCED:-0}" = 1 ]; then
  build forced "$new" --darm-threshold=0 "$@"
  runs+=(forced)
fi
uptime
for r in 1 2; do
  for n in "${runs[@]}"; do
    taskset -c 1 "$tmp/$n/run" | sed "s/^/$n#$r /"
  done
done
