#include "e2e_check.h"
#include "gang_memory_elements_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  for (int k : {0, 2, 3}) {
    for (int who : {0, 2, W - 1}) {
      if (who >= W) continue;
      std::vector<int> out(4 * W, -7);
      ispc::gang_elements(out.data(), k, who);
      int trips = std::min(W, 4) - 1; // the most trips any lane runs
      for (int i = 0; i < W; ++i) {
        int at = 100 * k + 10 * who + i;
        e2e_expect_eq("a[k]", at, out[4 * i + 0], 1);
        e2e_expect_eq("m[1][k%3]", at, out[4 * i + 1], 7);
        e2e_expect_eq("p.lo+p.hi", at, out[4 * i + 2], W > 1 ? 40 : 30);
        e2e_expect_eq("count[k]", at, out[4 * i + 3], trips);
      }
    }
  }
  for (int who : {0, W - 1}) {
    std::vector<float> out(W, -7.f);
    ispc::vector_updates(out.data(), who);
    for (int i = 0; i < W; ++i) // (12, 3, 14)
      e2e_expect_eq("++v, v.xz += 10", 10 * who + i, out[i], 12.f + 300.f + 140000.f);
  }
  return e2e_finish("gang_memory_elements");
}
