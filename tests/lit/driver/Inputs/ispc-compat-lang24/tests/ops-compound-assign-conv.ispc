#include "test_static.isph"
// compound assignments convert back to the left side's type
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int x = (int)aFOO[programIndex];
  x *= 2.5f;                      // int(x * 2.5)
  int y = 100;
  y /= aFOO[programIndex];        // int(100 / a)
  uint8 u = 200;
  u += programIndex * 10;         // wraps
  int8 c = 100;
  c -= (int8)(programIndex % 6 * 20);
  float f = 1;
  f += x;                         // int to float
  RET[programIndex] = x * 10000 + y * 100 + u + c * 0.5f + f * 0;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = i + 1;
    uniform int x = (int)(a * 2.5f);
    uniform int y = (int)(100.f / a);
    uniform int u = (200 + i * 10) & 255;
    uniform int c0 = i % 6 * 20;
    if (c0 >= 128) c0 -= 256;
    uniform int c = (100 - c0) & 255;
    if (c >= 128) c -= 256;
    RET[i] = x * 10000 + y * 100 + u + c * 0.5f;
  }
}
