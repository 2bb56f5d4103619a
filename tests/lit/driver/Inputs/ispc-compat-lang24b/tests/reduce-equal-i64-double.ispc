#include "test_static.isph"
// reduce_equal on int64 and double with the value, under a mask
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int64 a = (programIndex % 2 == 0) ? (1ll << 40) : programIndex;
  double d = 2.5d;
  uniform int64 va = -1;
  uniform double vd = -1;
  uniform bool ea = false, ed = false;
  if (programIndex % 2 == 0)
    ea = reduce_equal(a, &va);
  ed = reduce_equal(d, &vd);
  uniform bool all_eq = reduce_equal(a);
  RET[programIndex] =
      ea * 1000 + (float)(va >> 30) + ed * 100 + (float)vd + all_eq * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 1000 + 1024 + 100 + 2.5f + (programCount == 1) * 10000;
}
