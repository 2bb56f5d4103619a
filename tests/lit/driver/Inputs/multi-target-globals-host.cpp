#include "k_ispc.h"
#include <cstdio>
int main() {
  int w = ispc::gang_width(), calls = 0;
  for (int k = 0; k < 3; ++k)
    calls = ispc::step();
  if (calls != 3) { std::printf("globals: calls %d\n", calls); return 1; }
  int out[64];
  ispc::read(out);
  for (int l = 0; l < w; ++l)
    if (out[l] != 6 * l) { std::printf("globals: lane %d has %d\n", l, out[l]); return 1; }
  std::printf("globals: ok\n");
  return 0;
}
