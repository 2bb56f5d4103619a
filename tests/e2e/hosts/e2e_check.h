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

static int e2e_finish(const char *name) {
  if (e2e_failures) {
    std::printf("%s: %d mismatches\n", name, e2e_failures);
    return 1;
  }
  std::printf("%s: ok\n", name);
  return 0;
}
