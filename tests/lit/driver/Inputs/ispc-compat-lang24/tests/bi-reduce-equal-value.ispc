#include "test_static.isph"
// reduce_equal with and without the value, under a mask
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int v = programIndex < 2 ? 7 : 9;
  uniform int val = -1;
  uniform bool eq1 = false;
  uniform bool eq2 = reduce_equal(v);
  if (programIndex >= 2)
    eq1 = reduce_equal(v, &val);
  RET[programIndex] = (eq1 ? 100 : 0) + (eq2 ? 10 : 0) + val;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = programCount > 2 ? 109 : (programCount == 1 ? 9 : 9);
}
