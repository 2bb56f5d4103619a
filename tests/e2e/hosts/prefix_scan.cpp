#include "e2e_check.h"
#include "prefix_scan_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {0, 1, 5, 17, 64, 133}) {
    std::vector<int> in(n + 1), tmp(n + 1), out(n + 1, -777);
    for (int i = 0; i < n; ++i) in[i] = (i * 29) % 41 - 13;
    ispc::scan_transform(in.data(), tmp.data(), out.data(), n);
    std::vector<int> f(n + 1), s(n + 1);
    int run = 0;
    for (int i = 0; i < n; ++i) {
      int v = in[i];
      f[i] = (v % 3 == 0) ? v * 2 : v - 1;
      run += f[i];
      s[i] = run;
    }
    for (int i = 0; i < n; ++i) {
      int want = s[i] + (i > 0 ? s[i - 1] : 0);
      e2e_expect_eq("scan_transform", i, out[i], want);
      e2e_expect_eq("scan_tmp", i, tmp[i], s[i]);
      digest += out[i] * (i + 1);
    }
    e2e_expect_eq("scan_transform_guard", n, out[n], -777);

    std::vector<float> x(n + 1), o(n + 1, -1.0f), lanes(W);
    for (int i = 0; i < n; ++i) x[i] = (float)((i * 7) % 13 - 4);
    float tot = ispc::block_scan(x.data(), lanes.data(), o.data(), n);
    float r = 0;
    for (int i = 0; i < n; ++i) {
      r += x[i];
      e2e_expect_near("block_scan", i, o[i], r, 0);
      digest += (long long)o[i];
    }
    e2e_expect_near("block_total", n, tot, r, 0);
    e2e_expect_near("block_scan_guard", n, o[n], -1.0, 0);

    std::vector<int> v(n + 1), fl(n + 1), so(n + 1);
    for (int i = 0; i < n; ++i) { v[i] = i % 9 - 3; fl[i] = (i % 7 == 3) || (i % 11 == 0); }
    ispc::segmented(v.data(), fl.data(), so.data(), n, 3);
    int rr = 0;
    for (int i = 0; i < n; ++i) {
      if (fl[i]) rr = 0;
      rr += v[i];
      int want = (fl[i] ? -rr : rr) * 3 + i;
      e2e_expect_eq("segmented", i, so[i], want);
      digest += so[i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("prefix_scan");
}
