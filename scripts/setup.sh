#!/usr/bin/env bash
# Installs, when missing, exactly the Debian 12 packages that building and
# testing spmdc need. Safe to run repeatedly: it does nothing when all are
# present. Needs root (or sudo) only when something is missing.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ python3
  llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libclang-cpp22-dev
  lld-22 libomp-22-dev libclang-rt-22-dev
  libhwy-dev libgtest-dev libbenchmark-dev
  qemu-user g++-aarch64-linux-gnu libc6-dev-arm64-cross gdb
  rocm-device-libs
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
