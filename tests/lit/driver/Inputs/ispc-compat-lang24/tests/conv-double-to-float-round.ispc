#include "test_static.isph"
// double -> float rounds to nearest even; float16 conversions too
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double x = 1.0d + aFOO[programIndex] * ldexp(1.0d, -25);  // 1 + (i+1) 2^-25
  float f = (float)x;
  RET[programIndex] = (f - 1.0f) * 33554432.0f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    // float spacing above 1 is 2^-23 = 4 units of 2^-25: round k to a
    // multiple of 4, ties to even multiples of 4
    uniform int k = i + 1, q = k / 4, r = k % 4;
    if (r > 2 || (r == 2 && (q & 1))) ++q;
    RET[i] = q * 4;
  }
}
