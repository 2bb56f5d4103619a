#include "e2e_check.h"
#include "conversions_wide_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>

int main() {
  const int N = 61;
  float f[N], of[3 * N];
  double d[N], od[2 * N];
  int64_t q[N], oq[4 * N];
  uint32_t u[N], ou[3 * N];
  for (int i = 0; i < N; ++i) {
    f[i] = (float)(i * 65536.0 * 1000.0 + 12345.0);            // up to ~4e9
    d[i] = i * 68000000.5 + 0.75;                                 // up to ~4.1e9
    q[i] = (i % 2 ? -1 : 1) * ((int64_t)i * 151234567890123LL + 987654321);
    u[i] = 4294967295u - (uint32_t)i * 69000001u;
  }
  ispc::wide_conv(f, d, q, u, ou, of, od, oq, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    float x = f[i];
    double y = d[i];
    int64_t w = q[i];
    uint32_t v = u[i];
    e2e_expect_eq("f2u", i, ou[3 * i], (uint32_t)x);
    e2e_expect_eq("d2u", i, ou[3 * i + 1], (uint32_t)y);
    e2e_expect_eq("q2u", i, ou[3 * i + 2], (uint32_t)w);
    e2e_expect_near("u2f", i, of[3 * i], (float)v, 0);
    e2e_expect_near("q2f", i, of[3 * i + 1], (float)w, 0);
    e2e_expect_near("u2f2", i, of[3 * i + 2], (float)(v >> 1) + (float)(int)(v & 1023u), 0);
    e2e_expect_near("u2d", i, od[2 * i], (double)v, 0);
    e2e_expect_near("q2d", i, od[2 * i + 1], (double)w * 0.5, 0);
    e2e_expect_eq("f2q", i, oq[4 * i], (int64_t)x);
    e2e_expect_eq("d2q", i, oq[4 * i + 1], (int64_t)(y * -3.0));
    int64_t sv = (int64_t)v;
    e2e_expect_eq("absminmax", i, oq[4 * i + 2], (int64_t)((w < 0 ? -w : w) + std::min(w, sv) - std::max(w, -sv)));
    e2e_expect_eq("q2d2q", i, oq[4 * i + 3], (int64_t)(double)w - w);
    digest += ou[3 * i] % 1000 + ou[3 * i + 1] % 1000 + ou[3 * i + 2] % 1000 + oq[4 * i] % 1000 +
              oq[4 * i + 1] % 1000 + oq[4 * i + 2] % 1000 + oq[4 * i + 3];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("conversions_wide");
}
