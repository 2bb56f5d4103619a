#include "e2e_check.h"
#include "stdlib_math_ispc.h"
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace {
/// |got - want| in units of the spacing of T at want (want exact in long
/// double); NaN matches NaN, infinities must be equal.
template <class T> double ulps(T got, long double want) {
  if (std::isnan(got) && std::isnan(want))
    return 0;
  if (std::isinf(want) || std::isinf(got))
    return (long double)got == want ? 0 : 1e9;
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
int failures = 0;
void within(const char *what, int i, double u, double limit) {
  if (!(u <= limit)) {
    if (failures++ < 20)
      std::printf("MISMATCH %s[%d]: %.3g ULP (limit %g)\n", what, i, u, limit);
    ++e2e_failures;
  }
}
} // namespace

int main() {
  std::vector<float> x;
  std::vector<double> xd;
  const float specials[] = {0.0f, -0.0f, 1.0f, -8.0f, 27.0f, 1e-40f, -3e-39f,
                            FLT_MIN, FLT_MAX, -FLT_MAX, INFINITY, -INFINITY,
                            NAN, 0.5f, 3.0f, 1e30f, -1e-30f};
  for (float s : specials) {
    x.push_back(s);
    xd.push_back(s);
  }
  xd.push_back(4.9e-324);
  x.push_back(2.0f);
  xd.push_back(-DBL_MAX);
  x.push_back(7.0f);
  uint32_t seed = 1;
  for (int i = 0; i < 3000; ++i) {
    seed = seed * 1664525u + 1013904223u;
    double u = (seed >> 8) / 16777216.0;
    double mag = std::pow(10.0, -36 + 72 * u);
    double sgn = (seed & 1) ? -1.0 : 1.0;
    x.push_back(float(sgn * mag));
    seed = seed * 1664525u + 1013904223u;
    double u2 = (seed >> 8) / 16777216.0;
    xd.push_back(sgn * std::pow(10.0, -300 + 600 * u2) * (1 + u));
  }
  const int n = (int)x.size();
  std::vector<float> cb(n), sn(n), cs(n), fr(n), rf(n), rs(n), ef(n);
  std::vector<double> cbd(n), snd(n), csd(n), frd(n), ed(n);
  std::vector<int> fe(n), fed(n);
  ispc::math_varying(x.data(), xd.data(), n, cb.data(), cbd.data(), sn.data(), cs.data(),
                     snd.data(), csd.data(), fr.data(), fe.data(), frd.data(), fed.data(),
                     rf.data(), rs.data(), ef.data(), ed.data());
  for (int i = 0; i < n; ++i) {
    within("cbrt f32", i, ulps(cb[i], cbrtl(x[i])), 1.0);
    within("cbrt f64", i, ulps(cbd[i], cbrtl(xd[i])), 2.0);
    if (std::fabs(x[i]) < 1e4f) {
      within("sincos f32 sin", i, ulps(sn[i], sinl(x[i])), 4.0);
      within("sincos f32 cos", i, ulps(cs[i], cosl(x[i])), 4.0);
    }
    if (std::fabs(xd[i]) < 1e4) {
      within("sincos f64 sin", i, ulps(snd[i], sinl(xd[i])), 4.0);
      within("sincos f64 cos", i, ulps(csd[i], cosl(xd[i])), 4.0);
    }
    int e;
    float m = std::frexp(x[i], &e);
    if (!(std::isnan(m) && std::isnan(fr[i])))
      e2e_expect_eq("frexp f32", i, fr[i], m);
    if (std::isfinite(x[i]))
      e2e_expect_eq("frexp f32 exp", i, fe[i], e);
    double md = std::frexp(xd[i], &e);
    if (!(std::isnan(md) && std::isnan(frd[i])))
      e2e_expect_eq("frexp f64", i, frd[i], md);
    if (std::isfinite(xd[i]))
      e2e_expect_eq("frexp f64 exp", i, fed[i], e);
    float ein = x[i] * 1e-36f * 4.0f;
    double edin = xd[i] * 1e-300 * 7.0;
    within("erf f32", i, ulps(ef[i], erfl(ein)), 1.0);
    within("erf f64", i, ulps(ed[i], erfl(edin)), 4.0);
    within("rcp_fast", i, ulps(rf[i], (float)(1.0L / x[i])), 1.0);
    within("rsqrt_fast", i, ulps(rs[i], (float)(1.0L / sqrtl(std::fabs(x[i])))), 2.0);
  }
  for (float v : {0.3f, -64.0f, 1e-41f}) {
    float out[5];
    double outd[3];
    int e[2];
    ispc::math_uniform(v, (double)v * 3, out, outd, e);
    within("uniform cbrt", 0, ulps(out[0], cbrtl(v)), 1.0);
    within("uniform cbrt f64", 0, ulps(outd[0], cbrtl((double)v * 3)), 2.0);
    within("uniform sin", 0, ulps(out[1], sinl(v)), 4.0);
    within("uniform cos", 0, ulps(out[2], cosl(v)), 4.0);
    int ee;
    e2e_expect_eq("uniform frexp", 0, out[3], std::frexp(v, &ee));
    e2e_expect_eq("uniform frexp exp", 0, e[0], ee);
    e2e_expect_eq("uniform frexp f64", 0, outd[1], std::frexp((double)v * 3, &ee));
    e2e_expect_eq("uniform frexp f64 exp", 0, e[1], ee);
    within("uniform erf", 0, ulps(out[4], erfl(v)), 1.0);
    within("uniform erf f64", 0, ulps(outd[2], erfl((double)v * 3)), 4.0);
  }
  return e2e_finish("stdlib_math");
}
