#include "e2e_check.h"
#include "fast_math_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  for (int n : {0, 1, 7, 16, 100, 333}) {
    std::vector<float> x(n + 1), y(n + 1), out(n + 1), s(n + 1);
    int want_specials = 0;
    for (int i = 0; i < n; ++i) {
      x[i] = (float)((i * 37) % 101 - 50) * 0.08f;
      y[i] = (float)((i * 13) % 29 - 14) * 0.25f;
      s[i] = x[i];
      if (i % 9 == 4) {
        s[i] = NAN;
        want_specials += 1;
      } else if (i % 13 == 6) {
        s[i] = (i % 2 ? -INFINITY : INFINITY);
        want_specials += 100;
      }
    }
    out[n] = 77.0f;
    ispc::norm(x.data(), y.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      double want = std::sqrt((double)x[i] * x[i] + (double)y[i] * y[i]) /
                    (1.5 + (double)y[i] * y[i]);
      // Approximate reciprocal and square root: a few ULP, well inside 1e-5.
      e2e_expect_near("norm", i, out[i], want, 1e-5);
    }
    e2e_expect_near("norm_guard", n, out[n], 77.0, 0);

    ispc::transcendental(x.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      double v = x[i];
      double want = std::sin(v) * std::cos(v) + std::exp(v * 0.25) +
                    std::log(1.0 + v * v);
      e2e_expect_near("transcendental", i, out[i], want, 1e-5);
    }

    float d = ispc::dot(x.data(), y.data(), n);
    double wantd = 0, mag = 0;
    for (int i = 0; i < n; ++i) {
      wantd += (double)x[i] * y[i];
      mag += std::fabs((double)x[i] * y[i]);
    }
    // Any summation order: the error is bounded by n ulp of the magnitudes.
    if (!(std::fabs(d - wantd) <= 1e-6 * n * (mag > 1 ? mag : 1))) {
      std::printf("MISMATCH dot[%d]: got %.9g want %.9g\n", n, d, wantd);
      ++e2e_failures;
    }

    int c = ispc::count_specials(s.data(), n);
    e2e_expect_eq("count_specials", n, c, want_specials);
    digest += c + n;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("fast_math");
}
