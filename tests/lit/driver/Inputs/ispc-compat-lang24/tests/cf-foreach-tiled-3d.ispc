#include "test_static.isph"
// foreach_tiled over three dimensions: every point exactly once
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int cnt[3 * 5 * 7];
  for (uniform int i = 0; i < 105; ++i) cnt[i] = 0;
  foreach_tiled (z = 0 ... 3, y = 0 ... 5, x = 0 ... 7)
    atomic_add_local(&cnt[(z * 5 + y) * 7 + x], (z + 1) * 100 + y * 10 + x);
  uniform int bad = 0, sum = 0;
  for (uniform int z = 0; z < 3; ++z)
    for (uniform int y = 0; y < 5; ++y)
      for (uniform int x = 0; x < 7; ++x) {
        uniform int c = cnt[(z * 5 + y) * 7 + x];
        if (c != (z + 1) * 100 + y * 10 + x) ++bad;
        sum += c;
      }
  RET[programIndex] = bad * 100000 + sum;
}
task void result(uniform float RET[]) {
  uniform int sum = 0;
  for (uniform int z = 0; z < 3; ++z)
    for (uniform int y = 0; y < 5; ++y)
      for (uniform int x = 0; x < 7; ++x) sum += (z + 1) * 100 + y * 10 + x;
  for (uniform int i = 0; i < programCount; ++i) RET[i] = sum;
}
