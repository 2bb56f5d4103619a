// sve-vla-dispatch.test: checks the kernel's result and prints
// programCount.
#include <cstdio>
#include "sve-vla-lanes_ispc.h"
int main() {
  int out[100];
  int n = ispc::lanes(out);
  for (int i = 0; i < 100; ++i)
    if (out[i] != 2 * i) { std::printf("wrong at %d\n", i); return 1; }
  std::printf("programCount %d\n", n);
  return 0;
}
