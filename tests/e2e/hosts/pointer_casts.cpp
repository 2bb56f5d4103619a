#include "e2e_check.h"
#include "pointer_casts_ispc.h"
#include <cstring>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {1, 6, 37}) {
    std::vector<float> f(n);
    std::vector<int> w(n), out(4 * n, -1);
    for (int i = 0; i < n; ++i) {
      f[i] = 1.5f * i - 7.25f;
      w[i] = 0x01020304 * (i + 1) + i;
    }
    ispc::casts(out.data(), f.data(), w.data(), n);
    for (int i = 0; i < n; ++i) {
      int32_t b, r;
      std::memcpy(&b, &f[i], 4);
      std::memcpy(&r, &f[n - 1 - i], 4);
      unsigned char bytes[4];
      std::memcpy(bytes, &w[i], 4);
      e2e_expect_eq("bits", i, out[4 * i + 0], (int)b);
      e2e_expect_eq("varying bits", i, out[4 * i + 1], (int)r);
      e2e_expect_eq("byte", i, out[4 * i + 2], (int)bytes[1]);
      e2e_expect_eq("null", i, out[4 * i + 3], (w[i] & 0xff) + 1 + 100);
      for (int k = 0; k < 4; ++k) digest += out[4 * i + k];
    }
  }
  std::vector<float> v(W, -1);
  ispc::varying_view(v.data());
  for (int i = 0; i < W; ++i)
    e2e_expect_eq("varying view", i, v[i], 1.0f);
  std::printf("digest %lld\n", digest);
  return e2e_finish("pointer_casts");
}
