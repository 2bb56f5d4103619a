#include "test_static.isph"
// intbits/floatbits round trip, sign flip through the bits, signbits
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = -aFOO[programIndex] * 0.5f;
  unsigned int bits = intbits(a);
  float neg = floatbits(bits ^ 0x80000000u);
  uniform float z = -0.0f;
  float zz = programIndex % 2 == 0 ? 0.0f : -0.0f;
  RET[programIndex] = neg + (signbits(z) >> 31) * 1000 +
                      (signbits(zz) >> 31) * 100;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i + 1) * 0.5f + 1000 + (i % 2) * 100;
}
