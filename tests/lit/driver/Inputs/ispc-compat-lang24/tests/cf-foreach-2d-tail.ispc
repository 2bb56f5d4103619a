#include "test_static.isph"
// two-dimensional foreach with ragged extents and a varying if inside
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float acc[64];
  for (uniform int i = 0; i < 64; ++i) acc[i] = 0;
  foreach (y = 0 ... 5, x = 0 ... 7) {
    float v = aFOO[x] * (y + 1);
    if ((x + y) % 3 != 0)
      v = -v;
    atomic_add_local(&acc[(y * 7 + x) % programCount], v);
  }
  RET[programIndex] = acc[programIndex];
}
task void result(uniform float RET[]) {
  uniform int acc[64];
  for (uniform int i = 0; i < 64; ++i) acc[i] = 0;
  for (uniform int y = 0; y < 5; ++y)
    for (uniform int x = 0; x < 7; ++x) {
      uniform int v = (x + 1) * (y + 1);
      if ((x + y) % 3 != 0) v = -v;
      acc[(y * 7 + x) % programCount] += v;
    }
  for (uniform int i = 0; i < programCount; ++i) RET[i] = acc[i];
}
