#include "test_static.isph"
// ldexp into the double denormals and frexp back out
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double x = aFOO[programIndex];
  double y = ldexp(x, -1070);
  int e;
  double m = frexp(y, &e);
  RET[programIndex] = (float)(m * 64) + e;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i + 1, p = 0;
    while ((1 << p) <= k) ++p;      // k < 2^p, m = k / 2^p
    uniform float m64 = (float)k * 64.0f / (float)(1 << p);
    RET[i] = m64 + (p - 1070);
  }
}
