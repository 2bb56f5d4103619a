#include "test_static.isph"
// cdo / cwhile with int64 counters and varying trip counts
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int64 n = ((int64)programIndex << 32) + 7, steps = 0;
  cdo { n >>= 3; ++steps; } while (n > 100);
  int64 m = programIndex;
  cwhile (m < 50) { m = m * 2 + 1; }
  RET[programIndex] = (float)steps * 1000 + (float)m;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int64 n = ((int64)i << 32) + 7, steps = 0;
    do { n >>= 3; ++steps; } while (n > 100);
    uniform int64 m = i;
    while (m < 50) m = m * 2 + 1;
    RET[i] = (float)steps * 1000 + (float)m;
  }
}
