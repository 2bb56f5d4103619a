#include "e2e_check.h"
#include "new_varying_ispc.h"
#include <cstdlib>
#include <set>
#include <vector>

#include "counting_alloc.h"

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  for (int n : {1, 7, 37}) {
    std::vector<float> vals(n), out(n);
    for (int i = 0; i < n; ++i)
      vals[i] = (i % 5 == 2 ? -1.0f : 1.0f) * (0.5f + 0.25f * i);
    for (int m : {1, 5, 40}) {
      ispc::gang_block(vals.data(), out.data(), n, m);
      for (int i = 0; i < n; ++i) {
        float s = 0;
        for (int k = 0; k < m; ++k)
          s += (i % 3 == 1 && k == m - 1) ? -vals[i] : vals[i] * (k + 1);
        e2e_expect_near("gang_block", i, out[i], s);
      }
    }
    ispc::gang_structs(vals.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      float want = vals[i] > 0 ? vals[i] + 2 * vals[i] + i
                               : 100 + 2 * vals[i] - i;
      e2e_expect_near("gang_structs", i, out[i], want);
    }
    ispc::lane_structs(vals.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      float want = i % 4 == 3 ? -1 : vals[i] + (1.5f + vals[i]) * i;
      e2e_expect_near("lane_structs", i, out[i], want);
    }
  }
  e2e_expect_eq("live blocks", 0, live, 0L);
  e2e_expect_eq("bad frees", 0, bad_frees, 0L);
  e2e_expect_eq("misaligned", 0, misaligned, 0L);
  e2e_expect_eq("allocated", 0, allocs > 0, true);
  return e2e_finish("new_varying");
}
