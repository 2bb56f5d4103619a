// Host of instrument-report.test: runs the kernel, prints the report on
// request (argv[1] == "now"), resets, and leaves the report at exit to
// spmdrt.
#include "instrument_kernel.h"
#include "spmdrt.h"
#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  int a[64];
  ispc::half_branch(a, 64);
  if (argc > 1 && std::strcmp(argv[1], "now") == 0) {
    spmdrt_instrument_report();
    std::fflush(stderr);
    spmdrt_instrument_reset();
    std::fprintf(stderr, "after reset\n");
  }
  return 0;
}
