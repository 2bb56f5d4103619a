#include "e2e_check.h"
#include "saturate_clamp_ispc.h"
#include <algorithm>
#include <cmath>

template <typename T> static T clampv(T v, T lo, T hi) { return std::min(std::max(v, lo), hi); }

int main() {
  const int N = 103;
  int a[N], b[N], add8[N], sub8[N], mul16[N], chain[N];
  for (int i = 0; i < N; ++i) { a[i] = (i * 37) % 400 - 100; b[i] = (i * 59) % 350 - 120; }
  const int lo = -20, hi = 150;
  ispc::sat_int(a, b, add8, sub8, mul16, chain, N, lo, hi);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int x = a[i], y = b[i];
    e2e_expect_eq("add8", i, add8[i], clampv(x + y, 0, 255));
    e2e_expect_eq("sub8", i, sub8[i], std::max(x - y, 0) + std::min(x - y, 0) / 2);
    e2e_expect_eq("mul16", i, mul16[i], clampv(x * y, -32768, 32767));
    int c = std::min(std::max(x, lo), hi);
    c = std::max(c, std::min(y, hi - 10));
    e2e_expect_eq("chain", i, chain[i], c * 3 + clampv(y, lo, hi) - std::min(lo, hi) + std::max(-x, y));
    digest += add8[i] + sub8[i] + mul16[i] + chain[i];
  }
  float f[N], back[N];
  int px[N];
  for (int i = 0; i < N; ++i) f[i] = ((i * 17) % 103 - 20) / 64.0f;
  ispc::to_pixels(f, px, back, N, 1.25f);
  for (int i = 0; i < N; ++i) {
    float v = f[i] * 1.25f;
    float c = clampv(v, 0.0f, 1.0f);
    e2e_expect_eq("px", i, px[i], (int)std::floor(c * 255.0f + 0.5f));
    float want = std::min(std::max(v, -2.0f), 2.0f) + std::max(c, 0.25f) - std::min(c, 0.75f);
    e2e_expect_near("back", i, back[i], want, 1e-6);
    digest += px[i] + std::lround(back[i] * 100);
  }
  double d[N], dout[N];
  int64_t q[N], qout[N];
  for (int i = 0; i < N; ++i) {
    d[i] = (i - 50) * 0.375;
    q[i] = ((int64_t)i - 51) * 197654321LL;
  }
  ispc::wide_clamp(d, q, dout, qout, N, 9.5);
  for (int i = 0; i < N; ++i) {
    double v = d[i];
    e2e_expect_near("dclamp", i, dout[i], clampv(v, -9.5, 9.5) + std::max(v, 0.0) * 0.5 - std::min(v, 9.5), 0);
    int64_t x = q[i];
    int64_t want = clampv(x, (int64_t)-5000000000LL, (int64_t)7000000000LL) + std::max(x, (int64_t)i) - std::min(x, (int64_t)0);
    e2e_expect_eq("qclamp", i, qout[i], want);
    digest += std::llround(dout[i] * 8) + qout[i] % 1000;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("saturate_clamp");
}
