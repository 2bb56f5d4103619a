#include "e2e_check.h"
#include "foreach_active_ispc.h"
#include <vector>

// Expected values computed lane by lane from the gang width W (so no
// digest: the results depend on W by design).
int main() {
  const int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const int total = 128, nb = total / W;
  std::vector<int> a(total), keep(total);
  std::vector<float> f(total);
  for (int i = 0; i < total; ++i) {
    a[i] = (i * 37) % 23 - 4;
    keep[i] = (i % 5 != 1) && !(i >= 32 && i < 48);  // block fully off for W <= 16
    f[i] = 0.5f * ((i * 7) % 9 - 3);
  }

  // ---- foreach_active
  std::vector<int> out(total, -1), dbl(total, -1);
  std::vector<long long> acc(2 * nb, -1);
  ispc::active(a.data(), keep.data(), out.data(), dbl.data(), (int64_t *)acc.data(), nb);
  for (int b = 0; b < nb; ++b) {
    long long h = 0, n = 0;
    for (int l = 0; l < W; ++l) {
      int j = b * W + l;
      int wantOut = -1, wantDbl = -1;
      if (keep[j] && a[j] != 7) {
        h = h * 31 + a[j] + l;
        wantOut = 100 + l;
        wantDbl = a[j] * 2;
        ++n;
      }
      e2e_expect_eq("active.out", j, out[j], wantOut);
      e2e_expect_eq("active.dbl", j, dbl[j], wantDbl);
    }
    e2e_expect_eq("active.h", b, acc[2 * b], h);
    e2e_expect_eq("active.n", b, acc[2 * b + 1], n);
  }

  // ---- return inside foreach_active
  const int M = 77;
  std::vector<int> ret(M, -9);
  ispc::active_return(a.data(), ret.data(), M);
  for (int j = 0; j < M; ++j) {
    int want = a[j] == 3 ? -2 : (a[j] > 10 ? j % W : -1);
    e2e_expect_eq("active_return", j, ret[j], want);
  }

  // ---- foreach_unique
  std::vector<int> uout(total, -1);
  std::vector<float> uoutf(total, -1.0f);
  std::vector<long long> uacc(2 * nb, -1);
  ispc::unique(a.data(), keep.data(), f.data(), uout.data(), uoutf.data(),
               (int64_t *)uacc.data(), nb);
  for (int b = 0; b < nb; ++b) {
    long long h = 0, iters = 0;
    std::vector<bool> seenV(W, false), seenX(W, false);
    bool anyOn = false;
    for (int l = 0; l < W; ++l) {
      int j = b * W + l;
      if (!keep[j]) continue;
      anyOn = true;
      // First lane holding a new value of v: one iteration for the value.
      if (!seenV[l]) {
        int u = a[j] % 5, cnt = 0;
        for (int m = l; m < W; ++m)
          if (keep[b * W + m] && a[b * W + m] % 5 == u) { seenV[m] = true; ++cnt; }
        h = h * 37 + u * 10 + cnt;
        for (int m = l; m < W; ++m)
          if (keep[b * W + m] && a[b * W + m] % 5 == u)
            e2e_expect_eq("unique.out", b * W + m, uout[b * W + m], u + 100 * cnt);
      }
      if (!seenX[l]) {
        float y = f[j] * 0.5f;
        int cnt = 0;
        for (int m = l; m < W; ++m)
          if (keep[b * W + m] && f[b * W + m] * 0.5f == y) { seenX[m] = true; ++cnt; }
        ++iters;
        for (int m = l; m < W; ++m)
          if (keep[b * W + m] && f[b * W + m] * 0.5f == y)
            e2e_expect_near("unique.outf", b * W + m, uoutf[b * W + m],
                            y < 0 ? -1.0 : y + cnt);
      }
    }
    if (anyOn) h += (long long)b * 1000000;
    for (int l = 0; l < W; ++l)
      if (!keep[b * W + l]) {
        e2e_expect_eq("unique.out.off", b * W + l, uout[b * W + l], -1);
        e2e_expect_near("unique.outf.off", b * W + l, uoutf[b * W + l], -1.0);
      }
    e2e_expect_eq("unique.h", b, uacc[2 * b], h);
    e2e_expect_eq("unique.iters", b, uacc[2 * b + 1], iters);
  }
  return e2e_finish("foreach_active");
}
