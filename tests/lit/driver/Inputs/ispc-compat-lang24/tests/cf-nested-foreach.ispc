#include "test_static.isph"
// foreach nested in a uniform loop, with continue in the inner foreach
// and uniform accumulation through reduce_add
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float tmp[64];
  foreach (i = 0 ... programCount)
    tmp[i] = 0;
  for (uniform int row = 0; row < 3; ++row) {
    foreach (i = 0 ... 37) {
      if ((i + row) % 4 == 0) continue;
      float v = i * (row + 1);
      if (i < programCount) tmp[i] += v;
    }
  }
  RET[programIndex] = tmp[programIndex];
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float s = 0;
    for (uniform int row = 0; row < 3; ++row)
      if ((i + row) % 4 != 0 && i < 37) s += i * (row + 1);
    RET[i] = s;
  }
}
