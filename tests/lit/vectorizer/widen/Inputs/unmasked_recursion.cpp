#include "../../../../e2e/hosts/e2e_check.h"
#include "unmasked_recursion_ispc.h"
#include <vector>

static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  for (int n : {1, 7, 3 * W + 5}) {
    std::vector<int> in(n), out(4 * n, -7);
    for (int i = 0; i < n; ++i) in[i] = (i * 7 + 2) % 11;
    ispc::unmasked_recursion(in.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int lane = i % W;
      bool on = in[i] % 3 != 0;
      int d = 0;
      for (int k = 0; k < in[i] % 4; ++k) d += 6 + k;
      // lane_sum(4): lane + 4 + 3 + 2 + 1, plus 100 per level on odd lanes.
      int c = lane + 10 + ((lane & 1) ? 400 : 0);
      e2e_expect_eq("fact", i, out[4 * i + 0], on ? 120 : -1);
      e2e_expect_eq("gang_count", i, out[4 * i + 1], on ? 4 * W : -1);
      e2e_expect_eq("lane_sum", i, out[4 * i + 2], on ? c : -1);
      e2e_expect_eq("loop", i, out[4 * i + 3], d);
    }
  }
  return e2e_finish("unmasked_recursion");
}
