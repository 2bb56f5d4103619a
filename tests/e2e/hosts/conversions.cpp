#include "e2e_check.h"
#include "conversions_ispc.h"
#include <cmath>

int main() {
  const int N = 57;
  float f[N], of[3 * N];
  int ii[N], oi[5 * N];
  double d[N], od[4 * N];
  int64_t q[N], oq[2 * N];
  uint32_t u[N], ou[2 * N];
  for (int i = 0; i < N; ++i) {
    f[i] = (i - 28) * 0.7f;
    ii[i] = (i % 2 ? 1 : -1) * (16777216 + i * 3 + 1);
    d[i] = (i * 123456.789) + 0.3;
    q[i] = ((int64_t)i * 3000000019LL) - 70000000000LL;
    u[i] = 4000000000u - (uint32_t)i * 70000001u;
  }
  ispc::convert(f, ii, d, q, u, oi, of, od, oq, ou, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    float x = f[i];
    int k = ii[i];
    double dv = d[i];
    int64_t w = q[i];
    uint32_t uv = u[i];
    e2e_expect_eq("f2i", i, oi[5 * i], (int)x);
    e2e_expect_eq("i2f2i", i, oi[5 * i + 1], (int)(float)k);
    e2e_expect_eq("q2i", i, oi[5 * i + 2], (int)w);
    e2e_expect_eq("b2i", i, oi[5 * i + 3], (int)(x < 0) + (int)(k > 0) * 2 + (int)(dv != 0) * 4);
    e2e_expect_eq("d2i", i, oi[5 * i + 4], (int)dv);
    e2e_expect_near("d2f", i, of[3 * i], (float)dv, 0);
    e2e_expect_near("q2f", i, of[3 * i + 1], (float)w, 0);
    e2e_expect_near("if", i, of[3 * i + 2], (float)k + x, 0);
    e2e_expect_near("fd", i, od[4 * i], (double)x * 3.0 + k, 0);
    e2e_expect_near("u2d", i, od[4 * i + 1], (double)uv, 0);
    e2e_expect_near("q2d", i, od[4 * i + 2], (double)w, 0);
    bool b = x > 0.5f;
    e2e_expect_near("bsel", i, od[4 * i + 3], b ? dv : -(double)(float)dv, 0);
    e2e_expect_eq("sext", i, oq[2 * i], (int64_t)k * 3);
    e2e_expect_eq("d2q", i, oq[2 * i + 1], (int64_t)dv + (int64_t)x);
    e2e_expect_eq("u", i, ou[2 * i], (uint32_t)(k & 0x7fffffff) + uv);
    e2e_expect_eq("d2u", i, ou[2 * i + 1], (uint32_t)dv);
    for (int j = 0; j < 5; ++j) digest += oi[5 * i + j] % 1000;
    digest += oq[2 * i] % 1000 + oq[2 * i + 1] % 1000 + ou[2 * i] % 1000 + ou[2 * i + 1] % 1000;
    digest += std::llround(od[4 * i + 1]) % 1000 + (long long)of[3 * i + 2];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("conversions");
}
