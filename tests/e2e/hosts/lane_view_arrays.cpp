#include "e2e_check.h"
#include "lane_view_arrays_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  for (int who : {0, W - 1, W}) { // W: no lane assigns
    std::vector<float> out(4 * W, -1.f);
    ispc::views(out.data(), who);
    for (int i = 0; i < W; ++i) {
      int at = 100 * who + i;
      float second = who < W ? 100.f + i : float(i);
      e2e_expect_eq("*arr[0]", at, out[4 * i + 0], float(i));
      e2e_expect_eq("*arr[1]", at, out[4 * i + 1], second);
      e2e_expect_eq("v", at, out[4 * i + 2], 1001.f + i);
      e2e_expect_eq("arr[1][0]", at, out[4 * i + 3], second);
    }
  }
  for (int who : {0, W - 1, W}) { // ++arr[0], arr[1]--, arr[2] += 2
    std::vector<float> out(4 * W, -1.f);
    ispc::views_step(out.data(), who);
    bool any = who < W;
    for (int i = 0; i < W; ++i) {
      int at = 100 * who + i;
      e2e_expect_eq("*arr[0] after ++", at, out[4 * i + 0],
                    float(any ? 10 + i : i));
      e2e_expect_eq("*arr[1] after --", at, out[4 * i + 1],
                    float(any ? 20 + i : 30 + i));
      e2e_expect_eq("*arr[2] after += 2", at, out[4 * i + 2],
                    float(any ? 20 + i : i));
      e2e_expect_eq("*(arr[1]--)", at, out[4 * i + 3],
                    float(i == who ? 30 + i : -1));
    }
  }
  return e2e_finish("lane_view_arrays");
}
