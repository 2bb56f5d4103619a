#include "e2e_check.h"
#include "unmasked_divergent_ispc.h"
#include <algorithm>
#include <vector>

// Expected values computed lane by lane from the gang width W (ISPC's
// `unmasked` semantics: every lane of the gang runs the region whenever some
// lane reaches it; the mask is back after it).
int main() {
  const int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  std::vector<int> a(W);
  for (int l = 0; l < W; ++l)
    a[l] = (l * 7 + 3) % 10;

  {
    std::vector<int> out(3 * W, 0);
    ispc::loop_exits(a.data(), out.data());
    int maxn = 0;
    for (int l = 0; l < W; ++l) maxn = std::max(maxn, a[l]);
    int reach = 0, lastOn = 0;
    for (int i = 0; i < maxn; i += 2) {
      ++reach;
      lastOn = 0;
      for (int l = 0; l < W; ++l) lastOn += i < a[l];
    }
    for (int l = 0; l < W; ++l) {
      int n = a[l], sum = 0;
      for (int i = 0; i < n; i += 2) sum += i;
      e2e_expect_eq("loop-liveout", l, out[l], sum * 100 + n);
      e2e_expect_eq("loop-region", l, out[W + l], reach);
      e2e_expect_eq("loop-lanemask", l, out[2 * W + l], reach ? W : 0);
    }
    (void)lastOn;
  }
  {
    std::vector<int> out(2 * W, 0);
    ispc::branches(a.data(), out.data());
    int all = 0, thenOn = 0, bigOn = 0;
    for (int l = 0; l < W; ++l) {
      all += a[l];
      thenOn += a[l] % 3 == 0;
      bigOn += a[l] % 3 != 0 && a[l] > 5;
    }
    for (int l = 0; l < W; ++l) {
      int v = a[l];
      e2e_expect_eq("branches-region", l, out[l], thenOn ? all : 0);
      int x = v % 3 == 0 ? v * 2 + 1000 * thenOn
                         : (v > 5 ? 600 / (v % 3) + bigOn : -v);
      e2e_expect_eq("branches-value", l, out[W + l], x);
    }
  }
  {
    const int rounds = 4;
    std::vector<int> out(2 * W, 0);
    ispc::nested(a.data(), out.data(), rounds);
    int region = 0;
    for (int r = 0; r < rounds; ++r) {
      bool some = false;
      for (int l = 0; l < W; ++l) some |= (a[l] & 1) && a[l] + r > 6;
      if (some) region += r + 1;
    }
    for (int l = 0; l < W; ++l) {
      int v = a[l], mine = 0;
      for (int r = 0; r < rounds; ++r) mine += (v & 1) && v + r > 6 ? 10 : 0;
      e2e_expect_eq("nested-region", l, out[l], region);
      e2e_expect_eq("nested-after", l, out[W + l], mine);
    }
  }
  {
    std::vector<int> out(3 * W, 0);
    ispc::goto_loop(a.data(), out.data());
    std::vector<int> xs(W), cs(W);
    int all = 0;
    bool some = false;
    for (int l = 0; l < W; ++l) {
      int x = a[l], c = 0;
      bool atMid = x > 4; // the goto: into the loop after `x += 3`
      while (atMid || x < 12) {
        if (!atMid) x += 3;
        atMid = false;
        x += 1;
        ++c;
      }
      xs[l] = x;
      cs[l] = c;
      all += c;
      some |= c > 2;
    }
    for (int l = 0; l < W; ++l) {
      e2e_expect_eq("goto-x", l, out[l], xs[l]);
      e2e_expect_eq("goto-c", l, out[W + l], cs[l]);
      e2e_expect_eq("goto-region", l, out[2 * W + l], some ? all : 0);
    }
  }
  return e2e_finish("unmasked_divergent");
}
