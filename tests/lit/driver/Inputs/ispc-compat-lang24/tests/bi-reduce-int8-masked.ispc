#include "test_static.isph"
// reduce_min/max of int8 under a varying if (results uniform)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 v = (int8)((programIndex * 7) % 13) - 6;
  uniform int8 mn = 100, mx = -100;
  if (programIndex % 3 != 1) {
    mn = reduce_min(v);
    mx = reduce_max(v);
  }
  RET[programIndex] = mn * 1000 + mx;
}
task void result(uniform float RET[]) {
  uniform int mn = 100, mx = -100;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 3 != 1) {
      uniform int v = (i * 7) % 13 - 6;
      if (v < mn) mn = v;
      if (v > mx) mx = v;
    }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = mn * 1000 + mx;
}
