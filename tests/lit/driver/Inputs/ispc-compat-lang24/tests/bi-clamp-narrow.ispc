#include "test_static.isph"
// clamp of uint8 and max of int16 after wrap-around conversions
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint8 u = (uint8)(programIndex * 37);
  uint8 c = clamp(u, (uint8)50, (uint8)200);
  int16 s = (int16)(programIndex * 5000);
  int16 m = max(s, (int16)-1000);
  RET[programIndex] = c + 256.f * m;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int u = (i * 37) & 255;
    uniform int c = u < 50 ? 50 : (u > 200 ? 200 : u);
    uniform int s = (i * 5000) & 0xffff;
    if (s >= 32768) s -= 65536;
    uniform int m = s < -1000 ? -1000 : s;
    RET[i] = c + 256.f * m;
  }
}
