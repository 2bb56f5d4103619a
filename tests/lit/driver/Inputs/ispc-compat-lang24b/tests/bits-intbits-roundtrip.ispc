#include "test_static.isph"
// intbits/floatbits/doublebits round trips and sign manipulation
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float f = aFOO[programIndex] * -1.5f;
  unsigned int32 b = intbits(f);
  float g = floatbits(b ^ 0x80000000u); // negated
  double d = (double)f * 3;
  unsigned int64 db = intbits(d);
  double e = doublebits(db + 1); // next double
  RET[programIndex] =
      g + (float)(e != d && abs(e - d) < 1e-12d) * 1000 + (b >> 31) * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i + 1) * 1.5f + 1000 + 10000;
}
