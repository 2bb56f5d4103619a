#!/bin/sh
# Stands in for spmdc in ispc-compat-gpu.test so that the GPU sweep's
# crash classes can be checked without a crashing compiler: it dies of
# SIGABRT on square-plus-width, exits 1 with an unlocated message on
# off-by-one, exits 0 without writing an output file on prints, and runs
# the real spmdc ($REAL_SPMDC) on everything else.
case "$*" in
  *square-plus-width*) kill -ABRT $$ ;;
  *off-by-one*) echo "something went wrong"; exit 1 ;;
  *prints*) exit 0 ;;
esac
exec "$REAL_SPMDC" "$@"
