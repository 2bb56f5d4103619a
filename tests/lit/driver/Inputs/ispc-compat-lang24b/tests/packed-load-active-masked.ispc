#include "test_static.isph"
// packed_load_active fills the active lanes in order; others keep theirs
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int src[64];
  for (uniform int i = 0; i < 64; ++i)
    src[i] = i * 11;
  int v = -1;
  uniform int n = 0;
  if (programIndex % 3 == 1 || programIndex == 0)
    n = packed_load_active(src + 2, &v);
  RET[programIndex] = v * 100 + n;
}
task void result(uniform float RET[]) {
  uniform int n = 0, k = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 3 == 1 || i == 0)
      ++n;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int v = -1;
    if (i % 3 == 1 || i == 0)
      v = (2 + k++) * 11;
    RET[i] = v * 100 + n;
  }
}
