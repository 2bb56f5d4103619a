#include "e2e_check.h"
#include "stdlib_hyperbolic_ispc.h"
#include <cmath>
#include <cstdlib>
#include <limits>
#include <vector>

namespace {
/// |got - want| in units of T's spacing at want (want in long double); NaN
/// matches NaN; infinities and signed zeros must be equal.
template <class T> double ulps(T got, long double want) {
  if (std::isnan(got) && std::isnan(want))
    return 0;
  if (std::isinf(got) || std::isinf((T)want)) // overflow: want rounds to inf
    return got == (T)want ? 0 : 1e9;
  if (want == 0 && got == 0)
    return std::signbit(got) == std::signbit(want) ? 0 : 1e9;
  long double a = std::fabs(want);
  int e;
  std::frexp((double)(a > 0 ? a : std::numeric_limits<T>::min()), &e);
  long double spacing = std::ldexp(1.0L, e - std::numeric_limits<T>::digits);
  long double minSpacing = std::ldexp(1.0L, std::numeric_limits<T>::min_exponent -
                                                 std::numeric_limits<T>::digits);
  if (spacing < minSpacing)
    spacing = minSpacing;
  return (double)(std::fabs((long double)got - want) / spacing);
}
double worst[12];
void within(int slot, const char *what, int i, double u, double limit) {
  if (u > worst[slot] && u < 1e9)
    worst[slot] = u;
  if (!(u <= limit)) {
    if (e2e_failures < 20)
      std::printf("MISMATCH %s[%d]: %.3g ULP (limit %g)\n", what, i, u, limit);
    ++e2e_failures;
  }
}
// Limits: float results are computed in double and rounded once; double
// ones are measured maxima over these inputs rounded up (docs/stdlib.md).
const double F32 = 1.0, SINH64 = 4, COSH64 = 3, TANH64 = 4, EXPM164 = 4,
             ERFC64 = 8;
} // namespace

int main() {
  const int W = ispc::hyp_gang_width();
  std::vector<float> x = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1e-3f, -1e-3f, 1e-8f,
                          -3e-39f, 1e-40f, 20.0f, -20.0f, 88.0f, -88.0f, 89.5f,
                          -89.5f, 100.0f, 9.0f, 10.0f, 10.5f, -5.0f, 3.75f,
                          INFINITY, -INFINITY, NAN, 0.125f, 1.25f, 2.0f, 6.0f};
  std::vector<double> xd = {0.0, -0.0, 1.0, -1.0, 0.5, 1e-3, -1e-3, 1e-9,
                            -3e-310, 1e-300, 20.0, -20.0, 22.5, -22.5, 709.5,
                            -709.5, 710.0, -710.4, 711.0, 26.0, 27.5, -6.0,
                            INFINITY, -INFINITY, NAN, 0.125, 1.2, 1.3, 5.9};
  for (int i = 0; i < 400; ++i) { // -30 .. 30 and small magnitudes
    double t = (i * 0.6180339887) - (int)(i * 0.6180339887);
    double v = (t - 0.5) * 60.0 * (i % 3 == 0 ? 1e-3 : 1.0);
    x.push_back((float)v);
    xd.push_back(v * 1.000000123);
  }
  while (x.size() < xd.size())
    x.push_back(0.25f);
  const int n = (int)x.size();
  std::vector<float> sh(n), ch(n), th(n), em(n), ec(n);
  std::vector<double> shd(n), chd(n), thd(n), emd(n), ecd(n);
  std::vector<int> fin(n);
  ispc::hyp_varying(x.data(), xd.data(), n, sh.data(), ch.data(), th.data(),
                    em.data(), ec.data(), shd.data(), chd.data(), thd.data(),
                    emd.data(), ecd.data(), fin.data());
  for (int i = 0; i < n; ++i) {
    long double v = x[i], w = xd[i];
    within(0, "sinh f32", i, ulps(sh[i], sinhl(v)), F32);
    within(1, "cosh f32", i, ulps(ch[i], coshl(v)), F32);
    within(2, "tanh f32", i, ulps(th[i], tanhl(v)), F32);
    within(3, "expm1 f32", i, ulps(em[i], expm1l(v)), F32);
    within(4, "erfc f32", i, ulps(ec[i], erfcl(v)), F32);
    within(5, "sinh f64", i, ulps(shd[i], sinhl(w)), SINH64);
    within(6, "cosh f64", i, ulps(chd[i], coshl(w)), COSH64);
    within(7, "tanh f64", i, ulps(thd[i], tanhl(w)), TANH64);
    within(8, "expm1 f64", i, ulps(emd[i], expm1l(w)), EXPM164);
    within(9, "erfc f64", i, ulps(ecd[i], erfcl(w)), ERFC64);
    float h = (float)e2e_from_half(e2e_to_half(x[i]));
    int want = (std::isfinite(x[i]) ? 1 : 0) | (std::isfinite(xd[i]) ? 2 : 0) |
               (std::isfinite(h) ? 4 : 0);
    e2e_expect_eq("isfinite", i, fin[i], want);
  }
  for (int k = 0; k < 8; ++k) {
    float v = x[k * 3];
    double w = xd[k * 3 + 1];
    float out[5];
    double outd[5];
    int f;
    ispc::hyp_uniform(v, w, out, outd, &f);
    within(0, "uniform sinh", k, ulps(out[0], sinhl(v)), F32);
    within(1, "uniform cosh", k, ulps(out[1], coshl(v)), F32);
    within(2, "uniform tanh", k, ulps(out[2], tanhl(v)), F32);
    within(3, "uniform expm1", k, ulps(out[3], expm1l(v)), F32);
    within(4, "uniform erfc", k, ulps(out[4], erfcl(v)), F32);
    within(5, "uniform sinh f64", k, ulps(outd[0], sinhl(w)), SINH64);
    within(6, "uniform cosh f64", k, ulps(outd[1], coshl(w)), COSH64);
    within(7, "uniform tanh f64", k, ulps(outd[2], tanhl(w)), TANH64);
    within(8, "uniform expm1 f64", k, ulps(outd[3], expm1l(w)), EXPM164);
    within(9, "uniform erfc f64", k, ulps(outd[4], erfcl(w)), ERFC64);
    float h = (float)e2e_from_half(e2e_to_half(v));
    e2e_expect_eq("uniform isfinite", k, f,
                  (std::isfinite(v) ? 1 : 0) | (std::isfinite(w) ? 2 : 0) |
                      (std::isfinite(h) ? 4 : 0));
  }
  // float16 frexp (exact) and sincos (the float result rounded to half).
  std::vector<float> hx = {0.0f, -0.0f, 1.0f, -3.5f, 0.1f, 65504.0f, 6e-8f,
                           -1e-5f, 1000.0f, INFINITY, NAN, 2.0f, 0.75f};
  const int hn = (int)hx.size();
  std::vector<float> m(hn + 1), s(hn), c(hn);
  std::vector<int> e(hn + 1);
  ispc::half_frexp_sincos(hx.data(), hn, m.data(), e.data(), s.data(), c.data());
  for (int i = 0; i <= hn; ++i) {
    float h = (float)e2e_from_half(e2e_to_half(hx[i < hn ? i : 0]));
    int we = 0;
    float wm = std::isfinite(h) ? std::frexp(h, &we) : h;
    if (!(std::isnan(wm) && std::isnan(m[i])))
      e2e_expect_eq("half frexp", i, m[i] == wm && std::signbit(m[i]) == std::signbit(wm), true);
    if (std::isfinite(h))
      e2e_expect_eq("half frexp exp", i, e[i], we);
    if (i == hn || !std::isfinite(h))
      continue;
    // within one half ULP of the half-rounded libm value
    float ws = (float)e2e_from_half(e2e_to_half(std::sin(h)));
    float wc = (float)e2e_from_half(e2e_to_half(std::cos(h)));
    e2e_expect_near("half sin", i, s[i], ws, 1e-3);
    e2e_expect_near("half cos", i, c[i], wc, 1e-3);
  }
  // float16 forms: the float result rounded to float16 (within a float16
  // ULP of libm's value rounded to float16).
  {
    std::vector<float> hv = {0.0f, -0.0f, 0.5f, -1.5f, 3.0f, 7.25f, -0.01f, 10.0f};
    const int m16 = (int)hv.size();
    std::vector<float> o(7 * m16);
    ispc::half_math(hv.data(), m16, o.data());
    for (int i = 0; i < m16; ++i) {
      double h = e2e_from_half(e2e_to_half(hv[i]));
      double want[7] = {std::cbrt(h), std::erf(h), std::erfc(h), std::sinh(h),
                        std::cosh(h), std::tanh(h), std::expm1(h)};
      for (int k = 0; k < 7; ++k) {
        double w = e2e_from_half(e2e_to_half(want[k]));
        double ulp = std::fabs(w) < 6.1e-5 ? 6e-8 : std::fabs(w) / 1024.0;
        if (!(std::fabs(o[7 * i + k] - w) <= ulp)) {
          if (e2e_failures < 20)
            std::printf("MISMATCH half math %d[%d]: got %.9g want %.9g\n", k, i,
                        o[7 * i + k], w);
          ++e2e_failures;
        }
      }
    }
  }
  // Short vectors.
  std::vector<float> vx(W), out(18 * W);
  for (int i = 0; i < W; ++i)
    vx[i] = 0.75f + 0.5f * i - (i == 2 ? 10.0f : 0.0f);
  ispc::hyp_vectors(vx.data(), out.data());
  for (int i = 0; i < W; ++i) {
    float v[3] = {vx[i], -vx[i], 0.5f * vx[i]};
    for (int k = 0; k < 3; ++k) {
      float t = out[(6 * k + 0) * W + i], em1 = out[(6 * k + 1) * W + i];
      within(2, "vec tanh", i, ulps(t, tanhl(v[k])), F32);
      within(3, "vec expm1", i, ulps(em1, expm1l(v[k])), F32);
      e2e_expect_eq("vec isfinite", i, out[(6 * k + 2) * W + i], 1.0f);
      e2e_expect_eq("vec select uniform", i, out[(6 * k + 3) * W + i],
                    vx[0] > 0 ? t : em1);
      e2e_expect_eq("vec select varying", i, out[(6 * k + 4) * W + i],
                    v[k] > 0 ? t : em1);
      // float sum of the three: its rounding error scales with the terms
      long double sh = sinhl(v[k]), chv = coshl(v[k]), ecv = erfcl(v[k]);
      double want = (double)(sh + chv + ecv);
      double scale = (double)(std::fabs(sh) + chv + ecv);
      e2e_expect_near("vec sinh+cosh+erfc", i, out[(6 * k + 5) * W + i], want,
                      4e-7 * scale / (std::fabs(want) > 1 ? std::fabs(want) : 1.0));
    }
  }
  const char *names[] = {"sinh f32", "cosh f32", "tanh f32", "expm1 f32", "erfc f32",
                         "sinh f64", "cosh f64", "tanh f64", "expm1 f64", "erfc f64"};
  // The measured maxima (they may differ between targets, so only on request).
  if (std::getenv("SPMDC_E2E_ULP"))
    for (int k = 0; k < 10; ++k)
      std::printf("max ULP %s: %.3g\n", names[k], worst[k]);
  return e2e_finish("stdlib_hyperbolic");
}
