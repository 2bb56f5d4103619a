#include "e2e_check.h"
#include "pow_edges_fast_math_ispc.h"
#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  // (x, y) pairs whose float result is exact: zeros, ones, infinities.
  const float inf = INFINITY;
  std::vector<float> xs = {0.f, 0.f, 0.f, 0.f, 0.f, -0.f, 0.f,  1e-40f, 1e-38f, 1e-20f,
                           1e30f, 2.f, 1e20f, 0.5f, 3.f, 1.f, 7.f, 1e-30f, 1e-10f};
  std::vector<float> ys = {8.f, 1.f, 0.01f, 0.45454545f, -1.f, 8.f, 0.f, 8.f, 8.f, 40.f,
                           2.f, 200.f, -3.f, 2000.f, -1000.f, 1e30f, 0.f, -2.f, -40.f};
  std::vector<float> want = {0.f, 0.f, 0.f, 0.f, inf, 0.f, 1.f, 0.f, 0.f, 0.f,
                             inf, inf, 0.f, 0.f, 0.f, 1.f, 1.f, inf, inf};
  // Ordinary values beside them in the same gangs.
  for (int i = 0; i < 13; ++i) {
    xs.push_back(0.25f + i * 0.5f);
    ys.push_back(-2.5f + i * 0.75f);
    want.push_back(std::pow(xs.back(), ys.back()));
  }
  int n = (int)xs.size();
  std::vector<float> out(n, -1.f);
  ispc::pow_edges(n, xs.data(), ys.data(), out.data());
  for (int i = 0; i < n; ++i) {
    float w = want[i];
    bool ok = std::isinf(w) ? out[i] == w
                            : std::fabs(out[i] - w) <= 4e-6f * std::fabs(w);
    if (!ok)
      printf("pow(%g, %g) = %g, expected %g\n", xs[i], ys[i], out[i], w);
    e2e_expect_eq("pow_edges ok", i, (int)ok, 1);
  }
  std::vector<float> base = {-1.f, 0.f, -0.5f, 0.25f, 0.f, 1.f, 0.f, 0.75f, -2.f, 0.5f};
  std::vector<float> got(base.size(), -1.f);
  ispc::pow_clamped((int)base.size(), base.data(), 8.f, got.data());
  for (size_t i = 0; i < base.size(); ++i) {
    float w = std::pow(std::fmax(base[i], 0.f), 8.f);
    bool ok = std::fabs(got[i] - w) <= 4e-6f * w;
    if (!ok)
      printf("pow(max(%g, 0), 8) = %g, expected %g\n", base[i], got[i], w);
    e2e_expect_eq("pow_clamped ok", (int)i, (int)ok, 1);
  }
  // Double pow: exact edges (zeros, ones, infinities) beside ordinary values.
  const double dinf = INFINITY;
  std::vector<double> dx = {0., 0., 0., 0., 1e-200, 1e300, 2., 0.5, 3., 1e-300, 1.};
  std::vector<double> dy = {8., 0.5, -1., 0., 8., 2., 2000., 3000., -1000., -2., 1e300};
  std::vector<double> dwant = {0., 0., dinf, 1., 0., dinf, dinf, 0., 0., dinf, 1.};
  for (int i = 0; i < 13; ++i) {
    dx.push_back(0.25 + i * 0.5);
    dy.push_back(-2.5 + i * 0.75);
    dwant.push_back(std::pow(dx.back(), dy.back()));
  }
  std::vector<double> dout(dx.size(), -1.);
  ispc::pow_edges_d((int)dx.size(), dx.data(), dy.data(), dout.data());
  for (size_t i = 0; i < dx.size(); ++i) {
    double w = dwant[i];
    bool ok = std::isinf(w) ? dout[i] == w
                            : std::fabs(dout[i] - w) <= 1e-14 * std::fabs(w);
    if (!ok)
      printf("pow(%g, %g) = %g, expected %g (double)\n", dx[i], dy[i], dout[i], w);
    e2e_expect_eq("pow_edges_d ok", (int)i, (int)ok, 1);
  }
  return e2e_finish("pow_edges_fast_math");
}
