#!/usr/bin/env bash
# Sets up, builds and runs every test (unit, lit + FileCheck, end-to-end on
# every target this machine can run, SVE/NEON under qemu-aarch64).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
cd build
ctest --output-on-failure -j2 "$@"
