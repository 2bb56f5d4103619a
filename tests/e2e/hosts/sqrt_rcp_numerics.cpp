#include "e2e_check.h"
#include "sqrt_rcp_numerics_ispc.h"
#include <cmath>

int main() {
  const int N = 71;
  long long digest = 0;
  float xs[N], ys[N], zs[N], out[3 * N], len[N];
  for (int i = 0; i < N; ++i) {
    xs[i] = ((i * 7) % 19 - 9) * 0.75f;
    ys[i] = ((i * 5) % 13 - 6) * 1.25f;
    zs[i] = ((i * 3) % 11 - 5) * 0.5f;
  }
  xs[10] = ys[10] = zs[10] = 0;
  ispc::normalize3(xs, ys, zs, out, len, N);
  for (int i = 0; i < N; ++i) {
    float x = xs[i], y = ys[i], z = zs[i], l2 = x * x + y * y + z * z;
    float w0 = 0, w1 = 0, w2 = 1, wl = 0;
    if (l2 > 0) {
      float inv = 1.0f / std::sqrt(l2);
      w0 = x * inv; w1 = y * inv; w2 = z * inv; wl = std::sqrt(l2);
    }
    e2e_expect_near("nx", i, out[3 * i], w0, 1e-5);
    e2e_expect_near("ny", i, out[3 * i + 1], w1, 1e-5);
    e2e_expect_near("nz", i, out[3 * i + 2], w2, 1e-5);
    e2e_expect_near("len", i, len[i], wl, 1e-5);
    digest += std::lround(wl * 4) + std::lround(w0 * 10 + w1 * 100 + w2 * 1000) / 100;
  }

  float v[N], root[N];
  int iters[N];
  for (int i = 0; i < N; ++i) v[i] = (i * i * 13 % 1777) * 0.37f + 0.01f;
  const float eps = 1e-5f;
  ispc::newton(v, root, iters, N, eps);
  for (int i = 0; i < N; ++i) {
    float a = v[i], g = a > 1 ? a * 0.5f : 1.0f;
    int it = 0;
    while (std::fabs(g * g - a) > eps * a && it < 60) { g = 0.5f * (g + a * (1.0f / g)); it++; }
    e2e_expect_near("root", i, root[i], g, 1e-5);
    e2e_expect_near("root_true", i, root[i], std::sqrt(a), 1e-4);
    if (iters[i] < it - 1 || iters[i] > it + 1) e2e_expect_eq("iters", i, iters[i], it);
    digest += std::lround(std::sqrt(a) * 16);
  }

  float a[N], b[N], c[N], h[N], dist[N];
  for (int i = 0; i < N; ++i) {
    a[i] = 0.5f + (i % 9);
    b[i] = 1.0f + ((i * 3) % 7) * 0.25f;
    c[i] = 2.0f + ((i * 5) % 11) * 1.5f;
  }
  ispc::harmonic(a, b, c, h, dist, N, 3.5f, -1.25f);
  for (int i = 0; i < N; ++i) {
    float x = a[i], y = b[i], z = c[i];
    float wh = 3 * (1.0f / (1.0f / x + 1.0f / y + 1.0f / z));
    e2e_expect_near("harm", i, h[i], wh, 1e-5);
    float dx = x - 3.5f, dy = y + 1.25f;
    float wd = std::sqrt(dx * dx + dy * dy) + 1.0f / std::sqrt(1 + dx * dx);
    e2e_expect_near("dist", i, dist[i], wd, 1e-5);
    digest += std::lround(wh * 8) + std::lround(wd * 8);
  }

  double d[N], dout[N];
  for (int i = 0; i < N; ++i) d[i] = 0.001 + i * 1.7;
  ispc::drsqrt(d, dout, N);
  for (int i = 0; i < N; ++i) {
    double vv = d[i];
    double want = 1.0 / std::sqrt(vv) * vv + 1.0 / (vv + 1) + std::sqrt(vv + 0.5);
    e2e_expect_near("drsqrt", i, dout[i], want, 1e-12);
    digest += std::llround(want * 4);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("sqrt_rcp_numerics");
}
