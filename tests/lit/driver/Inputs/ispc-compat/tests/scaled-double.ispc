#include "test_static.isph"
// in[i] = i + 1 as double, k = 5: a per-lane table indexed by a double.
task void f_du(uniform float dst[], uniform double in[], uniform double k) {
  uniform float table[programCount];
  for (uniform int j = 0; j < programCount; ++j)
    table[j] = 3 * j;
  double d = in[programIndex] - 1;
  dst[programIndex] = table[d] + k;
}
task void result(uniform float dst[]) { dst[programIndex] = 3 * programIndex + 5; }
