#include "test_static.isph"
// double sqrt/floor/ceil/trunc/round/fmod/ldexp: exact in double, varying
// against uniform
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double a = aFOO[programIndex] * 1.75 - 9.5;
  double r = sqrt(abs(a) * 3.0) + floor(a / 2.5) * 1000 + ceil(a * 0.3) * 100
           + trunc(a / 3.0) * 10 + round(a * 0.5) + fmod(a, 2.25) * 1e-3
           + ldexp(a, -3);
  RET[programIndex] = (float)r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform double a = (i + 1) * 1.75 - 9.5;
    uniform double r = sqrt(abs(a) * 3.0) + floor(a / 2.5) * 1000 +
        ceil(a * 0.3) * 100 + trunc(a / 3.0) * 10 + round(a * 0.5) +
        fmod(a, 2.25) * 1e-3 + ldexp(a, -3);
    RET[i] = (float)r;
  }
}
