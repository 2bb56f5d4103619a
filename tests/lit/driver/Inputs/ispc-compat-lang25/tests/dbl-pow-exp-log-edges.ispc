#include "test_static.isph"
// pow/exp/log at their edges (double and float)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float z = aFOO[programIndex] * 0.0f;
  double dz = z;
  float inf = floatbits(0x7f800000);
  int r = 0;
  r |= pow(z, 0.0f) == 1.0f ? 1 : 0;
  r |= pow(2.0d, -1074.0d) > 0 ? 2 : 0;
  r |= exp(-1000.0d + dz) == 0 ? 4 : 0;
  r |= isinf(exp(1000.0d + dz)) ? 8 : 0;
  r |= log(z) == -inf ? 16 : 0;
  r |= isnan(log(-1.0f + z)) ? 32 : 0;
  r |= log2(1024.0d + dz) == 10.0d ? 64 : 0;
  r |= exp2(10.0f + z) == 1024.0f ? 128 : 0;
  r |= pow(-8.0d, 1.0d / 3.0d) != pow(-8.0d, 1.0d / 3.0d) ? 256 : 0; // NaN
  r |= pow(-2.0f, 3.0f) == -8.0f ? 512 : 0;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 1023;
}
