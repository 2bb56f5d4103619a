#include "test_static.isph"
// uint8 * uint8 is uint8 (wraps: no promotion); converting the wrapped
// value to int8/int16 reinterprets it. (Signed overflow is undefined in
// ISPC, int8 too: ISPC marks int8 arithmetic nsw.)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint8 a = (uint8)(programIndex + 10);
  int8 p = (int8)(a * a);              // (i+10)^2 mod 256, as signed
  uint16 q = (uint16)(programIndex + 180);
  int16 r = (int16)(q * q);            // mod 65536, as signed
  int8 n = -(int8)a;
  int s = a * a;                       // uint8 product, then to int
  RET[programIndex] =
      p + r * 0.25f + n * 1000 + (s == ((int)p & 255) ? 0.5f : 0);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int s = ((i + 10) * (i + 10)) & 255;
    uniform int p = s >= 128 ? s - 256 : s;
    uniform int r = ((i + 180) * (i + 180)) & 0xffff;
    if (r >= 32768) r -= 65536;
    uniform int n = -(i + 10);
    RET[i] = p + r * 0.25f + n * 1000 + 0.5f;
  }
}
