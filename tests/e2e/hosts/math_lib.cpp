#include "e2e_check.h"
#include "math_lib_ispc.h"
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

// Checks the kernels' math against libm: transcendental functions within
// 4 ULP of the double-precision result (ULP of the result's type), exact
// functions and special values exactly.

static const int NF = 20;
#if defined(__aarch64__)
using half_t = __fp16;
#else
using half_t = _Float16;
#endif

// ULP distance of got from the exact value ref, in units of T's spacing at ref.
template <typename T> static double ulps(T got, double ref) {
  if (std::fabs(ref) > (double)std::numeric_limits<T>::max() * (1 + 1e-9))
    ref = std::copysign(INFINITY, ref); // overflows in T
  if (std::isnan(ref) || std::isnan((double)got))
    return std::isnan(ref) && std::isnan((double)got) ? 0 : 1e30;
  if (std::isinf(ref) || std::isinf((double)got))
    return (double)got == ref ? 0 : 1e30;
  int e;
  std::frexp(ref, &e);
  int minexp = std::numeric_limits<T>::min_exponent;
  if (e < minexp) e = minexp;
  double spacing = std::ldexp(1.0, e - std::numeric_limits<T>::digits);
  return std::fabs((double)got - ref) / spacing;
}

static long long checks = 0;

template <typename T> static void expect_ulp(const char *what, int i, T got, double ref, double tol) {
  ++checks;
  double u = ulps(got, ref);
  if (!(u <= tol)) {
    if (e2e_failures < 20)
      std::printf("MISMATCH %s[%d]: got %.17g want %.17g (%.1f ulp)\n", what, i, (double)got, ref, u);
    ++e2e_failures;
  }
}

static const char *names[NF] = {"sin", "cos", "tan", "asin", "acos", "atan", "atan2",
                                "exp", "exp2", "log", "log2", "pow", "fmod", "round",
                                "trunc", "sign", "ldexp", "isnan_isinf", "bits", "half_select"};

static double ref_float(int f, float x, float y) {
  switch (f) {
  case 0: return std::sin((double)x);
  case 1: return std::cos((double)x);
  case 2: return std::tan((double)x);
  case 3: return std::asin((double)y);
  case 4: return std::acos((double)y);
  case 5: return std::atan((double)x);
  case 6: return std::atan2((double)x, (double)y);
  case 7: return std::exp((double)(y * 10.0f));
  case 8: return std::exp2((double)(y * 10.0f));
  case 9: return std::log((double)std::fabs(x));
  case 10: return std::log2((double)std::fabs(x));
  case 11: return std::pow((double)std::fabs(x), (double)(y * 3.0f));
  case 12: return std::fmod(x, y);
  case 13: return std::nearbyint(x * 4.0f);
  case 14: return std::trunc(x);
  case 15: return std::copysign(1.0, x);
  case 16: return std::ldexp(x, (int)(y * 8.0f));
  case 17: return (std::isnan(x / y) ? 1 : 0) + (std::isinf(1.0f / x) ? 2 : 0);
  case 18: {
    uint32_t bx, by;
    std::memcpy(&bx, &x, 4);
    std::memcpy(&by, &y, 4);
    bx ^= by & 0x80000000u;
    float r;
    std::memcpy(&r, &bx, 4);
    return r;
  }
  default:
    return (float)((double)(float)(half_t)x + (x > y ? 1.0 : 0.5));
  }
}

static double ref_double(int f, double x, double y) {
  switch (f) {
  case 0: return std::sin(x);
  case 1: return std::cos(x);
  case 2: return std::tan(x);
  case 3: return std::asin(y);
  case 4: return std::acos(y);
  case 5: return std::atan(x);
  case 6: return std::atan2(x, y);
  case 7: return std::exp(y * 10);
  case 8: return std::exp2(y * 10);
  case 9: return std::log(std::fabs(x));
  case 10: return std::log2(std::fabs(x));
  case 11: return std::pow(std::fabs(x), y * 3);
  case 12: return std::fmod(x, y);
  case 13: return std::nearbyint(x * 4);
  case 14: return std::trunc(x);
  case 15: return std::copysign(1.0, x);
  case 16: return std::ldexp(x, (int)(y * 8));
  case 17: return (std::isnan(x / y) ? 1 : 0) + (std::isinf(1 / x) ? 2 : 0);
  case 18: return -x;
  default: return x > y ? 1.0 : 0.5;
  }
}

// Transcendental functions get 4 ULP, the rest must be exact.
static double tolerance(int f) { return f <= 11 ? 4.0 : 0.0; }

int main() {
  const int n = 203;
  std::vector<float> xs(n), ys(n);
  for (int i = 0; i < n; ++i) {
    // x over [-120, 120] (large arguments of sin/cos/tan matter), y in (-1, 1)
    xs[i] = -120.0f + 240.0f * (float)((i * 7919) % n) / n + 0.001f * i;
    ys[i] = -0.999f + 1.998f * (float)((i * 104729) % n) / n;
  }
  const float specials[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1e-30f, 3e38f, 1.5707964f, 1.0f, -1.0f};
  for (int k = 0; k < 10; ++k) xs[k * 17] = specials[k];
  ys[5] = 0.0f; ys[6] = 1.0f; ys[7] = -1.0f;

  std::vector<float> out(NF * n, -777.0f), outu(NF * n, -777.0f);
  ispc::math_float(xs.data(), ys.data(), out.data(), n);
  ispc::math_float_uniform(xs.data(), ys.data(), outu.data(), n);
  for (int f = 0; f < NF; ++f)
    for (int i = 0; i < n; ++i) {
      double ref = ref_float(f, xs[i], ys[i]);
      expect_ulp(names[f], i, outu[f * n + i], ref, tolerance(f));
      if (i % 7 == 3)
        e2e_expect_eq("inactive", f * n + i, out[f * n + i], -777.0f);
      else
        expect_ulp(names[f], i, out[f * n + i], ref, tolerance(f));
    }

  std::vector<double> xd(n), yd(n), outd(NF * n, -777.0);
  for (int i = 0; i < n; ++i) {
    xd[i] = xs[i] * 1.0000001;
    yd[i] = ys[i];
  }
  ispc::math_double(xd.data(), yd.data(), outd.data(), n);
  for (int f = 0; f < NF; ++f)
    for (int i = 0; i < n; ++i) {
      if (i % 5 == 2) {
        e2e_expect_eq("inactive_d", f * n + i, outd[f * n + i], -777.0);
        continue;
      }
      expect_ulp(names[f], i, outd[f * n + i], ref_double(f, xd[i], yd[i]), tolerance(f));
    }
  std::printf("checks %lld\n", checks);
  return e2e_finish("math_lib");
}
