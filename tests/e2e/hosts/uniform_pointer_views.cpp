#include "e2e_check.h"
#include "uniform_pointer_views_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  std::vector<float> a(W);
  for (int i = 0; i < W; ++i) a[i] = float(i);
  for (int who : {0, 1, W - 1, -1}) { // -1: no lane takes the branches
    std::vector<float> out(6 * W, -7);
    ispc::views(a.data(), out.data(), who);
    bool any = who >= 0 && who < W;
    bool pickAny = W > 3; // some lane has v > 2
    for (int i = 0; i < W; ++i) {
      float v = a[i];
      int at = 100 * (who + 1) + i;
      e2e_expect_eq("*p", at, out[6 * i + 0], any ? -v : v);
      e2e_expect_eq("*r", at, out[6 * i + 1], any ? v + 2 + 100 : v);
      e2e_expect_eq("pick", at, out[6 * i + 2], pickAny ? -v : v + 1);
      e2e_expect_eq("*s", at, out[6 * i + 3], any ? 3 * v : 2 * v);
      e2e_expect_eq("y", at, out[6 * i + 4], any ? 3 * v + 1 : 3 * v);
      e2e_expect_eq("x", at, out[6 * i + 5], any ? 2 * v : 2 * v + 1);
    }
  }
  return e2e_finish("uniform_pointer_views");
}
