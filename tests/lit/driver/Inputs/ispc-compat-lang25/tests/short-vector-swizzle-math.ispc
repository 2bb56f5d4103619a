#include "test_static.isph"
// short vectors: swizzle reads and writes, arithmetic with scalars
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  float<4> v = {a, 2 * a, 3, 4};
  float<4> w = v.wzyx + v * 0.5f;
  w.xy = w.yx;
  float<3> t = w.xyz - v.xxx;
  int<3> iv = {1, programIndex, 3};
  iv = iv * 2 + 1;
  RET[programIndex] = t.x + t.y * 10 + t.z * 100 + iv.y * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    uniform float w0 = 4 + a * 0.5f, w1 = 3 + a, w2 = 2 * a + 1.5f;
    // after w.xy = w.yx: x = w1, y = w0
    RET[i] = (w1 - a) + (w0 - a) * 10 + (w2 - a) * 100 + (2 * i + 1) * 0.25f;
  }
}
