#include "test_static.isph"
// atan2 and fmod with signed zeros and negative operands (double)
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double z = aFOO[programIndex] * 0.0d;
  double r = 0;
  r += atan2(-z, -1.0d) < 0 ? 1 : 0;          // -pi
  r += atan2(z, -1.0d) > 0 ? 2 : 0;           // +pi
  r += intbits(atan2(-z, 1.0d)) == 0x8000000000000000ull ? 4 : 0;
  r += fmod(-7.5d, 2.0d) == -1.5d ? 8 : 0;
  r += fmod(7.5d, -2.0d) == 1.5d ? 16 : 0;
  r += intbits(fmod(-4.0d, 2.0d)) == 0x8000000000000000ull ? 32 : 0;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 63;
}
