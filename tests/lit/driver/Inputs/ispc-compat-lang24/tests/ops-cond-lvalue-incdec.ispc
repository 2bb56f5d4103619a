#include "test_static.isph"
// (c ? a : b) += v as an lvalue, pre/post increments in one expression,
// the comma operator
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = 0, b = 0;
  int v = (int)aFOO[programIndex];
  (v % 2 == 0 ? a : b) += v;
  (v % 3 == 0 ? a : b) *= 2;
  int y = 5, z = 10;
  int w = y++ + ++z;               // 5 + 11
  int q = (y += 2, z -= 1, y * z); // y=8, z=10
  RET[programIndex] = a * 1000 + b * 10 + w * 0.5f + q * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int v = i + 1, a = 0, b = 0;
    if (v % 2 == 0) a += v; else b += v;
    if (v % 3 == 0) a *= 2; else b *= 2;
    RET[i] = a * 1000 + b * 10 + 16 * 0.5f + 80 * 0.25f;
  }
}
