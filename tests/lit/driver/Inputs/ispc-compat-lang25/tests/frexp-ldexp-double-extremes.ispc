#include "test_static.isph"
// frexp/ldexp of double at the extremes: denormals, huge exponents
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  int k = programIndex % 4;
  double x = k == 0 ? 4.9406564584124654e-324d :     // smallest denormal
             k == 1 ? 1.7976931348623157e308d :       // largest
             k == 2 ? -0.75d * aFOO[programIndex] : 0.0d;
  int e;
  double m = frexp(x, &e);
  double back = ldexp(m, e);
  double over = ldexp(1.0d, 1030 + k);       // inf
  double under = ldexp(1.0d, -1080 - k);     // 0
  RET[programIndex] = e + (back == x ? 0.5f : 0) + (isinf(over) ? 0.25f : 0) +
                      (under == 0 ? 0.125f : 0) + (float)abs(m) * 0.0f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 4;
    uniform int e = k == 0 ? -1073 : k == 1 ? 1024 : 0;
    if (k == 2) {
      uniform double x = 0.75d * (i + 1);
      uniform int ee = 0;
      while (x >= 1) { x /= 2; ++ee; }
      while (x < 0.5d) { x *= 2; --ee; }
      e = ee;
    }
    RET[i] = e + 0.5f + 0.25f + 0.125f;
  }
}
