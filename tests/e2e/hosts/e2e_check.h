// Shared helpers for the end-to-end hosts: compare kernel results with the
// scalar C++ reference and print a stable digest that must be identical on
// every target.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>

static int e2e_failures = 0;

template <typename T> static void e2e_expect_eq(const char *what, int i, T got, T want) {
  if (got != want) {
    if (e2e_failures < 20)
      std::printf("MISMATCH %s[%d]: got %lld want %lld\n", what, i, (long long)got,
                  (long long)want);
    ++e2e_failures;
  }
}

static void e2e_expect_near(const char *what, int i, double got, double want, double rel = 1e-6) {
  double tol = rel * (std::fabs(want) > 1 ? std::fabs(want) : 1.0);
  if (!(std::fabs(got - want) <= tol) && !(std::isnan(got) && std::isnan(want))) {
    if (e2e_failures < 20)
      std::printf("MISMATCH %s[%d]: got %.9g want %.9g\n", what, i, got, want);
    ++e2e_failures;
  }
}

// IEEE binary16 in software, for hosts whose compiler has no half type in
// C++ (GCC 12 on x86): the bits of x rounded to nearest even, and back.
static uint16_t e2e_to_half(double x) {
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  double a = std::fabs(x);
  if (std::isnan(x))
    return sign | 0x7e00;
  if (a >= 65520.0) // rounds to infinity
    return sign | 0x7c00;
  if (a < 0x1p-14) // subnormal: multiples of 2^-24
    return sign | (uint16_t)std::nearbyint(a * 0x1p24);
  int e;
  std::frexp(a, &e);                                       // a in [2^(e-1), 2^e)
  double v = std::ldexp(std::nearbyint(std::ldexp(a, 11 - e)), e - 11); // 11 bits
  double f = std::frexp(v, &e);                            // v = f * 2^e again
  if (e - 1 + 15 >= 31)
    return sign | 0x7c00;
  return sign | (uint16_t)((e - 1 + 15) << 10) | (uint16_t)(std::ldexp(f, 11) - 1024);
}
static double e2e_from_half(uint16_t h) {
  int e = (h >> 10) & 0x1f, m = h & 0x3ff;
  double v = e == 0 ? std::ldexp((double)m, -24)
             : e == 31 ? (m ? NAN : INFINITY)
                       : std::ldexp((double)(m | 0x400), e - 25);
  return (h & 0x8000) ? -v : v;
}

static int e2e_finish(const char *name) {
  if (e2e_failures) {
    std::printf("%s: %d mismatches\n", name, e2e_failures);
    return 1;
  }
  std::printf("%s: ok\n", name);
  return 0;
}
