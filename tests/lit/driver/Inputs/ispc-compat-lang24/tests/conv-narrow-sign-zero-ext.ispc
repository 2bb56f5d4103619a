#include "test_static.isph"
// int8 sign-extends, uint8 zero-extends, to int64 and to double
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 s = (int8)(programIndex * 50);
  uint8 u = (uint8)(programIndex * 50);
  int64 ls = s;
  uint64 lu = u;
  double ds = s;
  uint16 w = (uint16)s;        // sign-extends into 16 bits first
  RET[programIndex] = (float)ls + (float)lu * 1000 + (float)ds * 0.5f +
                      (float)(w >> 8) * 1000000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int u = (i * 50) & 255;
    uniform int s = u >= 128 ? u - 256 : u;
    uniform int w = s & 0xffff;
    RET[i] = s + u * 1000.f + s * 0.5f + (w >> 8) * 1000000.f;
  }
}
