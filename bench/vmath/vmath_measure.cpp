// Accuracy and speed of spmdc's math functions: samples each function over
// a wide argument range, compares the kernel's float/double results with
// libm evaluated in double (float functions) or long double (double
// functions), and prints the worst ULP error and the time per element.
// Built and run by scripts/measure-vmath.sh for each target and --math-lib.
#include "vmath_probe_ispc.h"
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

struct Fn {
  const char *name;
  double xlo, xhi, ylo, yhi;
  bool logscale;
};
static const Fn fns[] = {
    {"sin", -10000, 10000, 0, 0, false},  {"cos", -10000, 10000, 0, 0, false},
    {"tan", -10000, 10000, 0, 0, false},  {"asin", -1, 1, 0, 0, false},
    {"acos", -1, 1, 0, 0, false},         {"atan", -10000, 10000, 0, 0, false},
    {"atan2", -100, 100, -100, 100, false}, {"exp", -87, 88, 0, 0, false},
    {"exp2", -126, 127, 0, 0, false},     {"log", 1e-30, 1e30, 0, 0, true},
    {"log2", 1e-30, 1e30, 0, 0, true},    {"pow", 0.01, 100, -15, 15, false},
    // pow where it is hardest: x log-uniform, y = p / ln x with p uniform in
    // [-700, 700], so x^y spans the double range (float results mostly
    // overflow or underflow, as libm's do).
    {"pow (wide)", 1e-30, 1e30, -700, 700, true},
};
static const int NFns = sizeof(fns) / sizeof(fns[0]);
static const int PowWide = 12; // the probe's `default` is pow

template <typename T> static double ulps(T got, long double ref) {
  if (std::isnan((double)ref) || std::isnan((double)got))
    return std::isnan((double)ref) && std::isnan((double)got) ? 0 : 1e30;
  if (std::fabs((double)ref) > (double)std::numeric_limits<T>::max())
    return std::isinf((double)got) ? 0 : 1e30;
  int e;
  std::frexp((double)ref, &e);
  if (e < std::numeric_limits<T>::min_exponent) e = std::numeric_limits<T>::min_exponent;
  long double spacing = std::ldexp(1.0L, e - std::numeric_limits<T>::digits);
  return (double)(std::fabs((long double)got - ref) / spacing);
}

static long double ref(int f, long double x, long double y) {
  switch (f) {
  case 0: return sinl(x); case 1: return cosl(x); case 2: return tanl(x);
  case 3: return asinl(x); case 4: return acosl(x); case 5: return atanl(x);
  case 6: return atan2l(x, y); case 7: return expl(x); case 8: return exp2l(x);
  case 9: return logl(x); case 10: return log2l(x); default: return powl(x, y); // 11, 12
  }
}

int main(int argc, char **argv) {
  const int n = 1 << 20;
  std::mt19937_64 rng(12345);
  std::vector<float> xf(n), yf(n), of(n);
  std::vector<double> xd(n), yd(n), od(n);
  std::printf("| function | float max ULP | double max ULP | float ns/elem | double ns/elem |\n");
  std::printf("|---|---|---|---|---|\n");
  for (int f = 0; f < NFns; ++f) {
    const Fn &F = fns[f];
    std::uniform_real_distribution<double> ux(F.logscale ? std::log(F.xlo) : F.xlo,
                                              F.logscale ? std::log(F.xhi) : F.xhi);
    std::uniform_real_distribution<double> uy(F.ylo, F.yhi);
    for (int i = 0; i < n; ++i) {
      double x = ux(rng);
      if (F.logscale) x = std::exp(x);
      if (i < n / 8 && !F.logscale && F.xhi > 10) x = x * 1e-3; // dense near 0
      double y = uy(rng);
      if (f == PowWide && std::log(x) != 0)
        y /= std::log(x);
      xd[i] = x; yd[i] = y; xf[i] = (float)x; yf[i] = (float)y;
    }
    double best_f = 1e30, best_d = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
      auto t0 = std::chrono::steady_clock::now();
      ispc::apply_f32(f, xf.data(), yf.data(), of.data(), n);
      auto t1 = std::chrono::steady_clock::now();
      ispc::apply_f64(f, xd.data(), yd.data(), od.data(), n);
      auto t2 = std::chrono::steady_clock::now();
      best_f = std::min(best_f, std::chrono::duration<double, std::nano>(t1 - t0).count() / n);
      best_d = std::min(best_d, std::chrono::duration<double, std::nano>(t2 - t1).count() / n);
    }
    double mf = 0, md = 0;
    float wf = 0; double wd = 0;
    for (int i = 0; i < n; ++i) {
      double uf = ulps(of[i], ref(f, xf[i], yf[i]));
      double ud = ulps(od[i], ref(f, xd[i], yd[i]));
      if (uf > mf) mf = uf, wf = xf[i];
      if (ud > md) md = ud, wd = xd[i];
    }
    std::printf("| %s | %.2f | %.2f | %.2f | %.2f |\n", F.name, mf, md, best_f, best_d);
    if (argc > 1) std::fprintf(stderr, "%s worst at x=%.9g (f32) x=%.17g (f64)\n", F.name, wf, wd);
  }
  return 0;
}
