#include "test_static.isph"
// rotate/shift with negative offsets, of float and int8
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  float r = rotate(a, -1);
  int8 s = shift((int8)a, -2);
  RET[programIndex] = r * 100 + s;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int j = (i - 1 + programCount) % programCount;
    uniform int s = i >= 2 ? i - 1 : 0;
    RET[i] = (j + 1) * 100 + s;
  }
}
