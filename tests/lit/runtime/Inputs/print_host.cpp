// Host of print.spmd: runs the kernel once, then marks the end of output
// (the kernel's prints must all be flushed before this line).
#include <cstdio>

int main() {
  float a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = 0.5f * i;
  ispc::print_all(a, 7);
  std::printf("done\n");
  return 0;
}
