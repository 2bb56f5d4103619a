#include "e2e_check.h"
#include "unmasked_ispc.h"
#include <vector>

// Expected values computed lane by lane from the gang width W.
int main() {
  const int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const int total = 128, nb = total / W;
  std::vector<int> a(total);
  for (int i = 0; i < total; ++i) {
    a[i] = (i * 37) % 11;
    if (i >= 32 && i < 48) a[i] = 1;  // a block with every lane off (W <= 16)
  }
  std::vector<int> out(8 * total, 0);
  ispc::blocks(a.data(), out.data(), nb);
  for (int b = 0; b < nb; ++b) {
    int on = 0;
    for (int l = 0; l < W; ++l) on += a[b * W + l] > 3;
    for (int l = 0; l < W; ++l) {
      int v = a[b * W + l];
      int *o = &out[b * 8 * W];
      bool any = on > 0;
      // Inside the unmasked block: every lane when some lane is on.
      e2e_expect_eq("store", b * W + l, o[l], any ? v * 10 : 0);
      e2e_expect_eq("lanemask", b * W + l, o[W + l], any ? W : 0);
      e2e_expect_eq("inner-if", b * W + l, o[2 * W + l], any && v < 7 ? 1 : 0);
      e2e_expect_eq("nested", b * W + l, o[3 * W + l], any ? 5 : 0);
      e2e_expect_eq("loop", b * W + l, o[4 * W + l], any ? 0 + 1 + 2 + 4 : 0);
      // After it: the outer mask again.
      e2e_expect_eq("after", b * W + l, o[5 * W + l], v > 3 ? on : 0);
      e2e_expect_eq("function", b * W + l, o[6 * W + l], any ? v + 1 : 0);
      e2e_expect_eq("function-count", b * W + l, o[7 * W + l], v > 3 ? W : 0);
    }
  }

  std::vector<int> lo(W, 0), cnt(1, -1);
  ispc::loop(a.data(), lo.data(), cnt.data());
  int maxn = 0;
  for (int l = 0; l < W; ++l) maxn = std::max(maxn, a[l] & 7);
  for (int l = 0; l < W; ++l) e2e_expect_eq("loop-unmasked", l, lo[l], maxn);
  e2e_expect_eq("loop-iters", 0, cnt[0], maxn);
  return e2e_finish("unmasked");
}
