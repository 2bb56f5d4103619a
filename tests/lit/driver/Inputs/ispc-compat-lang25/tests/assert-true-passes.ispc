#include "test_static.isph"
// assert with conditions that hold, uniform and varying, under a mask
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  assert(a >= 1);
  assert(programCount > 0);
  if (a > 2) assert(a - 2 > 0);
  RET[programIndex] = a * 2;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 2 * (i + 1);
}
