#include "test_static.isph"
// double exp/log/pow/atan2/sin: varying within 4 ulp-ish (1e-14 relative) of
// uniform
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double a = aFOO[programIndex] * 0.37d - 2;
  double v[5] = {exp(a), log(a + 3), pow(a + 3, 1.7d), atan2(a, b - 7),
                 sin(a * 3.0d)};
  uniform double u[5];
  int ok = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform double ua = (i + 1) * 0.37d - 2;
    if (i == programIndex) {
      u[0] = exp(ua);
      u[1] = log(ua + 3);
      u[2] = pow(ua + 3, 1.7d);
      u[3] = atan2(ua, 5.0d - 7);
      u[4] = sin(ua * 3.0d);
      for (uniform int k = 0; k < 5; ++k)
        if (abs(v[k] - u[k]) <= 1e-14 * max(1.0d, abs(u[k])))
          ok += 1;
    }
  }
  RET[programIndex] = ok;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 5;
}
