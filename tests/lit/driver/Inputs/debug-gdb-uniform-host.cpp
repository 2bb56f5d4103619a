// Host for debug-gdb-uniform.spmd: one call on 40 elements (op = i % 6,
// x = i - 10).
#include <cstdio>
#include "debug-gdb-uniform.h"

int main() {
  int op[40], x[40], out[40];
  for (int i = 0; i < 40; ++i) {
    op[i] = i % 6;
    x[i] = i - 10;
  }
  ispc::classify(op, 40, x, out);
  std::printf("%d %d\n", out[5], out[37]);
  return 0;
}
