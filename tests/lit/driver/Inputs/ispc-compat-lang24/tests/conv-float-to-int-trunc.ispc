#include "test_static.isph"
// float/double to signed and unsigned integers truncates toward zero
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = (aFOO[programIndex] - 4.5f) * 1.3f;
  int i = (int)a;
  int8 i8 = (int8)(int)(a * 10);
  unsigned int u = (unsigned int)(a * a * 100);
  int64 l = (int64)((double)a * 1e10d);
  RET[programIndex] = i * 1000 + i8 + u * 0.0001f + (float)(l / 1000000000);
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform float a = (k + 1 - 4.5f) * 1.3f;
    uniform int i = (int)a;
    uniform float t = a * 10;
    uniform int i8 = (int)t;
    i8 = ((i8 % 256) + 256) % 256;
    if (i8 >= 128) i8 -= 256;
    uniform unsigned int u = (unsigned int)(a * a * 100);
    uniform int64 l = (int64)((double)a * 1e10d);
    RET[k] = i * 1000 + i8 + u * 0.0001f + (float)(l / 1000000000);
  }
}
