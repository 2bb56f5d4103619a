#include "e2e_check.h"
#include "varying_array_memset_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  std::vector<float> out(14 * W, -5.f);
  int sizes[2] = {0, 0};
  ispc::arrays(out.data(), sizes);
  e2e_expect_eq("sizeof(buf)", 0, sizes[0], 32 * W);
  e2e_expect_eq("sizeof(ps)", 0, sizes[1], 24 * W);
  for (int l = 0; l < W; ++l) {
    float b[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    b[l % 8] = 1.f + l; // after the memset, one element per lane
    float b2[8];
    for (int i = 0; i < 8; ++i)
      b2[i] = b[i];
    b2[2] = b[4], b2[3] = b[5]; // the memmove
    for (int i = 0; i < 8; ++i)
      e2e_expect_eq("b2", i * W + l, (int)out[i * W + l], (int)b2[i]);
    for (int i = 0; i < 3; ++i) {
      e2e_expect_eq("ps.x", i * W + l, (int)out[(8 + 2 * i) * W + l], 0);
      e2e_expect_eq("ps.y", i * W + l, (int)out[(9 + 2 * i) * W + l],
                    i == 1 ? l + 1 : 0);
    }
  }
  return e2e_finish("varying_array_memset");
}
