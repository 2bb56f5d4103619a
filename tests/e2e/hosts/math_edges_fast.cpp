#include "e2e_check.h"
#include "math_edges_fast_ispc.h"
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

// Each function's special arguments beside ordinary ones: a result that is
// an infinity, a NaN, a zero or +-pi/2 in C must be exactly that; an
// ordinary result within 4 ULP-ish (the library's bound, with room); a sin,
// cos or tan of a huge finite argument (outside the fast library's
// accurate range) only a number, within [-1, 1] for sin and cos.
template <class T> bool special(T w) {
  return std::isinf(w) || std::isnan(w) || w == 0 ||
         std::fabs(std::fabs(w) - T(M_PI / 2)) < T(1e-6);
}

template <class T>
void check(const char *name, int op, T (*libm)(T), const std::vector<T> &xs,
           void (*kernel)(int, int, const T *, T *), T rel, T huge) {
  int n = (int)xs.size();
  std::vector<T> out(n, T(-7));
  kernel(op, n, xs.data(), out.data());
  for (int i = 0; i < n; ++i) {
    T x = xs[i], w = libm(x), g = out[i];
    bool ok;
    if (op >= 4 && op <= 6 && std::isfinite(x) && std::fabs(x) > huge)
      ok = !std::isnan(g) && (op == 6 || std::fabs(g) <= 1);
    else if (special(w))
      ok = std::isnan(w) ? std::isnan(g)
           : w == 0      ? g == 0
           : std::isinf(w) ? g == w
                           : std::fabs(g - w) <= rel * std::fabs(w);
    else
      ok = std::fabs(g - w) <=
           rel * std::fabs(w) + 2 * std::numeric_limits<T>::denorm_min();
    if (!ok)
      printf("%s(%.17g) = %.17g, expected %.17g (%s)\n", name, (double)x,
             (double)g, (double)w, sizeof(T) == 4 ? "float" : "double");
    e2e_expect_eq(name, i, (int)ok, 1);
  }
}

int main() {
  const float fi = INFINITY, fn = NAN;
  const double di = INFINITY, dn = NAN;
  using FF = float (*)(float);
  using DF = double (*)(double);
  struct Op { const char *name; FF f; DF d; std::vector<float> fx; std::vector<double> dx; };
  std::vector<Op> ops = {
      {"exp", [](float x) { return std::exp(x); }, [](double x) { return std::exp(x); },
       {1000.f, -1000.f, 89.f, -104.f, 200.f, -200.f, fi, -fi, fn, 88.f, -80.f,
        88.6f, 88.7f, -88.f, -95.f, -100.f, -103.f},
       {1000., -1000., 710., -746., 800., -800., di, -di, dn, 700., -700.,
        709.5, 709.7, -710., -720., -740., -744.}},
      {"exp2", [](float x) { return std::exp2(x); }, [](double x) { return std::exp2(x); },
       {1000.f, -1000.f, 129.f, -151.f, fi, -fi, fn, 120.f, -120.f, 127.8f, -127.f, -140.f,
        -149.f},
       {5000., -5000., 1025., -1076., di, -di, dn, 1000., -1000., 1023.5, -1023.,
        -1060., -1074.}},
      {"log", [](float x) { return std::log(x); }, [](double x) { return std::log(x); },
       {0.f, -0.f, -1.f, -fi, fi, fn, 1.f, 1e30f, 1e-30f, 1e-40f, 1e-45f},
       {0., -0., -1., -di, di, dn, 1., 1e300, 1e-300, 1e-310, 5e-324}},
      {"log2", [](float x) { return std::log2(x); }, [](double x) { return std::log2(x); },
       {0.f, -0.f, -1.f, -fi, fi, fn, 1.f, 1e30f, 1e-30f, 1e-40f, 1e-45f},
       {0., -0., -1., -di, di, dn, 1., 1e300, 1e-300, 1e-310, 5e-324}},
      {"sin", [](float x) { return std::sin(x); }, [](double x) { return std::sin(x); },
       {fi, -fi, fn, 1e30f, -1e20f, 1e6f, 0.f, 3.f, 3.4e38f, 1e10f},
       {di, -di, dn, 1e300, -1e30, 1e6, 0., 3., 1.7e308, 1e10}},
      {"cos", [](float x) { return std::cos(x); }, [](double x) { return std::cos(x); },
       {fi, -fi, fn, 1e30f, -1e20f, 1e6f, 0.5f, 3.f},
       {di, -di, dn, 1e300, -1e30, 1e6, 0.5, 3.}},
      {"tan", [](float x) { return std::tan(x); }, [](double x) { return std::tan(x); },
       {fi, -fi, fn, 1e30f, 0.f, 1.f},
       {di, -di, dn, 1e300, 0., 1.}},
      {"asin", [](float x) { return std::asin(x); }, [](double x) { return std::asin(x); },
       {2.f, -1.5f, fi, -fi, fn, 0.5f, 1.f, -1.f},
       {2., -1.5, di, -di, dn, 0.5, 1., -1.}},
      {"acos", [](float x) { return std::acos(x); }, [](double x) { return std::acos(x); },
       {2.f, -1.5f, fi, -fi, fn, 0.5f, 1.f},
       {2., -1.5, di, -di, dn, 0.5, 1.}},
      {"atan", [](float x) { return std::atan(x); }, [](double x) { return std::atan(x); },
       {fi, -fi, fn, 1e30f, -1e30f, 0.5f},
       {di, -di, dn, 1e300, -1e300, 0.5}},
  };
  for (size_t op = 0; op < ops.size(); ++op) {
    Op &o = ops[op];
    // Ordinary arguments around the special ones, so every gang mixes them.
    for (int i = 0; i < 9; ++i) {
      o.fx.push_back(0.1f + 0.3f * i);
      o.dx.push_back(0.1 + 0.3 * i);
    }
    check<float>(o.name, (int)op, o.f, o.fx, ispc::unary_f, 1e-6f, 8192.f);
    check<double>(o.name, (int)op, o.d, o.dx, ispc::unary_d, 1e-14, 8192.);
  }
  // atan2: every combination of the special values, beside ordinary ones;
  // special results exact (zeros with their sign), others within 1e-6.
  std::vector<double> vals = {0., -0., 1., -1., di, -di, dn, 2.5, -0.75, 1e30};
  std::vector<float> fy, fx, fo;
  std::vector<double> dy, dx, dout;
  for (double a : vals)
    for (double b : vals) {
      fy.push_back((float)a), fx.push_back((float)b);
      dy.push_back(a), dx.push_back(b);
    }
  fo.resize(fy.size()), dout.resize(dy.size());
  ispc::atan2_f((int)fy.size(), fy.data(), fx.data(), fo.data());
  ispc::atan2_d((int)dy.size(), dy.data(), dx.data(), dout.data());
  for (size_t i = 0; i < fy.size(); ++i) {
    float w = std::atan2(fy[i], fx[i]);
    double wd = std::atan2(dy[i], dx[i]);
    bool okf = std::isnan(w) ? std::isnan(fo[i])
               : w == 0      ? fo[i] == 0 && std::signbit(fo[i]) == std::signbit(w)
                             : std::fabs(fo[i] - w) <= 1e-6f * std::fabs(w);
    bool okd = std::isnan(wd) ? std::isnan(dout[i])
               : wd == 0      ? dout[i] == 0 && std::signbit(dout[i]) == std::signbit(wd)
                              : std::fabs(dout[i] - wd) <= 1e-14 * std::fabs(wd);
    if (!okf || !okd)
      printf("atan2(%g, %g) = %.9g / %.17g, expected %.9g / %.17g\n", dy[i], dx[i],
             (double)fo[i], dout[i], (double)w, wd);
    e2e_expect_eq("atan2 float", (int)i, (int)okf, 1);
    e2e_expect_eq("atan2 double", (int)i, (int)okd, 1);
  }
  return e2e_finish("math_edges_fast");
}
