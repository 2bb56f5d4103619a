#include "e2e_check.h"
#include "all_on_fast_path_ispc.h"
#include <cmath>
#include <vector>

// Data where every aligned group of 64 elements agrees on the conditions
// (whole gangs of any width take one side) or where neighbours differ.
static int pick(int i, bool coherent) {
  int g = coherent ? i / 64 : i;
  return (g * 2654435761u) >> 7 & 1;
}

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int coherent = 0; coherent < 2; ++coherent) {
    const int n = 64 * 5 + 13, t = 50;
    std::vector<int> a(n), b(n), out(n), last(1, -7);
    for (int i = 0; i < n; ++i) {
      a[i] = pick(i, coherent) ? t + 1 + i % 9 : t - (i % 11);
      b[i] = i % 13;
    }
    ispc::branches(a.data(), b.data(), out.data(), last.data(), n, t);
    bool anyHigh = false;
    for (int i = 0; i < n; ++i) {
      int want = a[i] > t ? a[i] * b[i] + 1 : (a[i] - b[i]) / (b[i] + 1);
      anyHigh |= a[i] > t;
      e2e_expect_eq("branches", i, out[i], want);
      digest += out[i] * (i % 7 + 1);
    }
    e2e_expect_eq("last", coherent, last[0], anyHigh ? t : -7);

    std::vector<float> fa(n), fo(n), sums(n);
    for (int i = 0; i < n; ++i)
      fa[i] = pick(i + 3, coherent) ? 0.75f + (i % 5) * 0.01f : 0.25f;
    ispc::plain(fa.data(), fo.data(), sums.data(), n);
    for (int i = 0; i < n; ++i) {
      float y = fa[i] > 0.5f ? std::sqrt(fa[i]) + fa[i] * 2 : 0.0f;
      e2e_expect_near("plain", i, fo[i], y + fa[i], 1e-6);
      if (fa[i] <= 0.5f) e2e_expect_near("sums", i, sums[i], -1.0, 0);
      digest += std::lround(fo[i] * 100);
    }
    // The reduction is over the lanes of the gang that took the branch:
    // check it on the all-agreeing gangs, where the gang is known.
    if (coherent)
      for (int g0 = 0; g0 + W <= n; g0 += W) {
        bool all = true;
        for (int l = 0; l < W; ++l) all &= fa[g0 + l] > 0.5f;
        if (!all) continue;
        double s = 0;
        for (int l = 0; l < W; ++l)
          s += std::sqrt(fa[g0 + l]) + fa[g0 + l] * 2;
        e2e_expect_near("sums-gang", g0, sums[g0], s, 1e-5);
      }

    std::vector<int> k(n), lo(n), st(n);
    for (int i = 0; i < n; ++i) k[i] = coherent ? 27 + (i / 64) : 1 + (i * 7919) % 97;
    ispc::loops(k.data(), lo.data(), st.data(), n);
    for (int i = 0; i < n; ++i) {
      int v = k[i], s = 0;
      while (v != 1) {
        v = (v & 1) == 0 ? v / 2 : 3 * v + 1;
        if (++s > 200) break;
      }
      int acc = 0;
      for (int j = 0; j < k[i] % 7; ++j) acc += j % 3 == 0 ? j * k[i] : -1;
      e2e_expect_eq("steps", i, st[i], s);
      e2e_expect_eq("acc", i, lo[i], acc);
      digest += st[i] + 3 * lo[i];
    }

    std::vector<int> ea(64 + n), eo(64 + n);
    for (int i = 0; i < 64 + n; ++i)
      ea[i] = coherent ? 5 + i : (i % 3 == 0 ? -i : i * 1000);
    ispc::entry(ea.data(), eo.data(), n);
    for (int l = 0; l < W; ++l) {
      int x = ea[l];
      e2e_expect_eq("entry", l, eo[l], x >= 0 ? x + 100 : -x);
    }
    for (int i = 0; i < n; ++i) {
      int v = ea[i], c = 0;
      do { v >>= 1; ++c; } while (v > 0);
      e2e_expect_eq("cdo", i, eo[W + i], c);
      digest += c;
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("all_on_fast_path");
}
