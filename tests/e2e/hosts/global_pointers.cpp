#include "e2e_check.h"
#include "global_pointers_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const float table[8] = {2, 9, 3, 4, 8, 5, 6, 3};
  for (int n : {1, 4, 19}) {
    std::vector<float> out(5 + n, -1);
    ispc::read_globals(out.data(), n);
    e2e_expect_eq("p_seven", n, out[0], 7.0f);
    e2e_expect_eq("p_mid", n, out[1], 5.0f);
    e2e_expect_eq("p_end[-1]", n, out[2], 3.0f);
    e2e_expect_eq("p_cell", n, out[3], 24.0f);
    e2e_expect_eq("p_none", n, out[4], 1.0f);
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("rows", i, out[5 + i], table[i & 3] + table[4 + (i & 3)]);
  }
  float a[4] = {10, 20, 30, 40}, b[4] = {-1, -2, -3, -4};
  for (int call = 0; call < 4; ++call) {
    int which = call & 1;
    float *cur = which ? b : a;
    cur[0] += 1;
    std::vector<float> out(8, -1);
    ispc::switch_and_sum(out.data(), which);
    for (int i = 0; i < 8; ++i) {
      float want = (i < 4 ? a : b)[i & 3] + cur[i & 3];
      e2e_expect_eq("switch", call * 8 + i, out[i], want);
    }
  }
  return e2e_finish("global_pointers");
}
