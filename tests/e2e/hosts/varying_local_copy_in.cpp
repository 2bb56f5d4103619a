#include "e2e_check.h"
#include "varying_local_copy_in_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  std::vector<float> src(4 * W), got(4 * W, -1.f);
  for (int k = 0; k < 4 * W; ++k)
    src[k] = (float)(10 * k);
  ispc::from_uniform(src.data(), got.data());
  for (int i = 0; i < 4; ++i) // ISPC's layout: the same bytes
    for (int l = 0; l < W; ++l)
      e2e_expect_eq("from_uniform", i * W + l, (int)got[i * W + l],
                    10 * (i * W + l) + l);
  return e2e_finish("varying_local_copy_in");
}
