#include "e2e_check.h"
#include "float16_ispc.h"
#include <cmath>
#include <cstring>
#include <vector>

// float16 values cross the interface as SPMDC_FLOAT16_T (the header's
// choice: _Float16, __fp16, or the bits where the compiler has no half
// type); the reference works on their bits in software, rounding to half
// after every operation as the kernel does.
typedef SPMDC_FLOAT16_T H;
static uint16_t bits(H x) { uint16_t b; std::memcpy(&b, &x, 2); return b; }
static H fromBits(uint16_t b) { H x; std::memcpy(&x, &b, 2); return x; }
static double D(H x) { return e2e_from_half(bits(x)); }
static H R(double v) { return fromBits(e2e_to_half(v)); } // round to half

int main() {
  const int n = 203;
  std::vector<H> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = R((i % 37) * 0.37f - 6.1f);
    b[i] = R((i % 11) * 1.25f - 4.0f);
  }
  a[5] = R(0.0); // 0/0 in f16_math

#ifdef SPMDC_FLOAT16_BY_VALUE // float16 parameters and results by value
  ispc::HPair pr;
  H r = ispc::f16_uniform(R(3.0), R(0.75), &pr);
  e2e_expect_near("uniform ret", 0, D(r), D(R(D(R(3.0 / 0.75)) + 0.5)), 0);
  e2e_expect_near("uniform v", 0, D(pr.v), 2.25, 0);
  e2e_expect_eq("uniform n", 0, pr.n, 3);
#endif

  std::vector<H> out(7 * n);
  ispc::f16_arith(a.data(), b.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    double x = D(a[i]), y = D(b[i]);
    double s = D(R(x + y)), p = D(R(x * y)), q = D(R(x / D(R(y + 3.0))));
    double tm = D(R(D(R(x * 2.0)) - y));
    double arr[4] = {x, y, s, p};
    double acc = 0;
    for (int k = 0; k < (i & 7); ++k) acc = D(R(acc + x));
    double want[7] = {s, p, q, tm, x > y ? x : -y, arr[i & 3], acc};
    for (int k = 0; k < 7; ++k)
      e2e_expect_near("arith", 7 * i + k, D(out[7 * i + k]), want[k], 0);
  }

  std::vector<int> ints(n);
  std::vector<float> fl(n);
  std::vector<double> dd(n);
  std::vector<H> back(4 * n);
  std::vector<uint16_t> ib(n);
  ispc::f16_conv(a.data(), ints.data(), fl.data(), dd.data(), back.data(), ib.data(), n);
  for (int i = 0; i < n; ++i) {
    double x = D(a[i]);
    e2e_expect_eq("toint", i, ints[i], (int)x);
    e2e_expect_near("tofloat", i, fl[i], x, 0);
    e2e_expect_near("todouble", i, dd[i], x, 0);
    e2e_expect_eq("intbits", i, (int)ib[i], (int)bits(a[i]));
    float f3 = fl[i] * 3.3f;
    double d17 = dd[i] * (double)1.7f; // 1.7 is a float literal (ISPC)
    e2e_expect_near("fromint", i, D(back[4 * i]), D(R(ints[i] * 3 + 1)), 0);
    e2e_expect_near("fromfloat", i, D(back[4 * i + 1]), D(R(f3)), 0);
    e2e_expect_near("fromdouble", i, D(back[4 * i + 2]), D(R(d17)), 0);
    e2e_expect_near("float16bits", i, D(back[4 * i + 3]), -x, 0);
  }

  std::vector<H> m(9 * n);
  ispc::f16_math(a.data(), m.data(), n);
  for (int i = 0; i < n; ++i) {
    double x = D(a[i]);
    float xf = (float)x;
    double e = D(R(x * 0.125));
    // Transcendentals: float routines (within 4 float ULP) rounded to half:
    // at most one half ULP (2^-10 relative) from the correctly rounded one.
    double tol = 1.0 / 1024;
    e2e_expect_near("sqrt", i, D(m[9 * i + 0]), D(R(std::sqrt(std::fabs(xf)))), 0);
    e2e_expect_near("sin", i, D(m[9 * i + 1]), D(R(std::sin(xf))), tol);
    e2e_expect_near("exp", i, D(m[9 * i + 2]), D(R(std::exp((float)e))), tol);
    e2e_expect_near("min", i, D(m[9 * i + 3]), x < 1.0 ? x : 1.0, 0);
    e2e_expect_near("max", i, D(m[9 * i + 4]), x > -1.0 ? x : -1.0, 0);
    e2e_expect_near("clamp", i, D(m[9 * i + 5]), x < -2.0 ? -2.0 : x > 2.0 ? 2.0 : x, 0);
    e2e_expect_near("floor", i, D(m[9 * i + 6]), std::floor(x), 0);
    e2e_expect_near("pow", i, D(m[9 * i + 7]), D(R(std::pow(std::fabs(xf), 1.5f))), tol);
    e2e_expect_eq("isnan", i, (int)D(m[9 * i + 8]), x == 0.0 ? 1 : 0);
  }

  // Cross-lane: integer values, so every sum is exact in any order.
  std::vector<H> c(n), co(2 * n), red(3);
  for (int i = 0; i < n; ++i) c[i] = R((i * 7) % 23 - 11);
  ispc::f16_cross(c.data(), co.data(), red.data(), n);
  int W = ispc::f16_gang();
  double sum = 0, mn = 1000, mx = -1000;
  for (int i = 0; i < n; ++i) {
    sum += D(c[i]);
    mn = std::fmin(mn, D(c[i]));
    mx = std::fmax(mx, D(c[i]));
  }
  e2e_expect_near("reduce_add", 0, D(red[0]), sum, 0);
  e2e_expect_near("reduce_min", 0, D(red[1]), mn, 0);
  e2e_expect_near("reduce_max", 0, D(red[2]), mx, 0);
  for (int base = 0; base + W <= n; base += W) // full gangs: every lane defined
    for (int j = 0; j < W; ++j) {
      e2e_expect_near("rotate", base + j, D(co[2 * (base + j)]), D(c[base + (j + 1) % W]), 0);
      e2e_expect_near("shuffle", base + j, D(co[2 * (base + j) + 1]), D(c[base + W - 1 - j]), 0);
    }
  return e2e_finish("float16");
}
