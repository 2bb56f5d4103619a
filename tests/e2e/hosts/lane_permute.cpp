#include "e2e_check.h"
#include "lane_permute_ispc.h"
#include <cmath>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  // 192 elements in total whatever the gang width (W divides 192 for 1 ... 64)
  const int total = 192;
  int nb = total / W;
  if (nb * W != total) { std::printf("gang width does not divide 192\n"); return 1; }
  std::vector<int> a(total), out(total, -1), firsts(2 * total, -1);
  for (int i = 0; i < total; ++i) a[i] = (i * 29) % 47 - 10;
  ispc::block_reverse(a.data(), out.data(), nb);
  long long digest = 0;
  for (int b = 0; b < nb; ++b)
    for (int l = 0; l < W; ++l) e2e_expect_eq("rev", b * W + l, out[b * W + W - 1 - l], a[b * W + l] * 2);
  for (int i = 0; i < total; ++i) digest += out[i];

  std::vector<float> fa(total), fo(total, -100.0f);
  for (int i = 0; i < total; ++i) fa[i] = (float)(i % 13);
  for (int r : {0, 1, 3, 17}) {
    ispc::block_rotate(fa.data(), fo.data(), nb, r);
    double s = 0, want_s = 0;
    for (int b = 0; b < nb; ++b)
      for (int l = 0; l < W; ++l) {
        e2e_expect_near("rot", b * W + l, fo[b * W + (l + r) % W], fa[b * W + l] + l * 0.5f, 0);
        s += fo[b * W + l] - 0.5 * l;  // remove the lane-dependent part: the sum is width independent
        want_s += fa[b * W + l];
      }
    // sum over lanes of l*0.5 was added at the permuted place; subtracting
    // 0.5*l at every place removes exactly the same total
    e2e_expect_near("rot_sum", r, s, want_s, 0);
    digest += std::llround(want_s);
  }
  ispc::lane0(a.data(), firsts.data(), nb);
  for (int b = 0; b < nb; ++b) {
    for (int l = 0; l < W; ++l) {
      int want0 = l == 0 ? a[b * W] : -1;
      int wantl = l == W - 1 ? a[b * W + W - 1] + 1 : -1;
      if (W == 1) want0 = a[b], wantl = a[b] + 1;
      e2e_expect_eq("lane0", b * W + l, firsts[b * W + l], want0);
      e2e_expect_eq("lastlane", b * W + l, firsts[(nb + b) * W + l], wantl);
    }
    digest += 0;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("lane_permute");
}
