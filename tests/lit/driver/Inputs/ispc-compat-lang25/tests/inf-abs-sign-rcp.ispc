#include "test_static.isph"
// abs/sign of -0 and inf, rcp/rsqrt of zeros, sqrt(-0)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float z = aFOO[programIndex] * 0.0f;       // +0
  float nz = -z;                              // -0
  float r = 0;
  r += intbits(abs(nz)) == 0 ? 1 : 0;
  r += sign(nz) == -1.0f ? 2 : 0;
  r += sign(z) == 1.0f ? 4 : 0;
  r += rcp(nz) == -floatbits(0x7f800000) ? 8 : 0;
  r += rsqrt(z) == floatbits(0x7f800000) ? 16 : 0;
  r += intbits(sqrt(nz)) == 0x80000000 ? 32 : 0;
  r += abs(1.0f / nz) == floatbits(0x7f800000) ? 64 : 0;
  r += sign(-1.0f / z) == -1.0f ? 128 : 0;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 255;
}
