// Host for debug-gdb.spmd: one call of the kernel on 16 floats 0..15.
#include <cstdio>
#include "debug-gdb.h"

int main() {
  float a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = float(i);
  ispc::kernel(a, 16);
  std::printf("%g %g\n", a[1], a[15]);
  return 0;
}
