#include "e2e_check.h"
#include "math_builtins_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>

int main() {
  const int N = 75;
  float x[N], out[N];
  int ia[N], io[N];
  double dx[N], dout[N];
  for (int i = 0; i < N; ++i) {
    x[i] = (i - 37) * 0.3f;
    ia[i] = i * 3 - 100;
    dx[i] = (i - 40) * 0.7;
  }
  ispc::math(x, out, ia, io, dx, dout, N);
  for (int i = 0; i < N; ++i) {
    float v = x[i];
    float r = std::sqrt(std::fabs(v)) + std::floor(v) * 0.5f + std::ceil(v) * 0.25f;
    r += (v < 1.5f ? v : 1.5f) + (v > -2.0f ? v : -2.0f) + std::min(std::max(v, -1.0f), 1.0f);
    if (v != 0) r += 1.0f / v + 1.0f / std::sqrt(std::fabs(v));
    e2e_expect_near("f", i, out[i], r, 1e-5);
    int k = ia[i];
    e2e_expect_eq("i", i, io[i], std::abs(k) + std::min(k, 5) * 3 + std::max(k, -3) + std::min(std::max(k, -10), 10) * 7);
    double d = dx[i];
    e2e_expect_near("d", i, dout[i], std::sqrt(std::fabs(d)) + std::floor(d) + std::ceil(d) + std::min(d, 0.5) + std::max(d, 0.25), 1e-12);
  }
  float u = ispc::umath(2.25f, 0.5f);
  e2e_expect_near("umath", 0, u, 1.5f + 0.5f + 2.25f + 0.5f + 0.0f + 3.0f + 0.5f, 1e-6);
  long long digest = 0;
  for (int i = 0; i < N; ++i) digest += io[i] + (long long)std::lround(out[i] * 100);
  std::printf("digest %lld\n", digest);
  return e2e_finish("math_builtins");
}
