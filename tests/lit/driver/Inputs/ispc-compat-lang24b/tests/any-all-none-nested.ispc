#include "test_static.isph"
// any/all/none over the active lanes in nested varying ifs and a loop
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float r = 0;
  int x = programIndex;
  if (x % 2 == 0) {
    r += any(x > 100) * 1 + all(x % 2 == 0) * 2 + none(x % 2 == 1) * 4;
    if (x > 2) r += all(x > 2) * 8 + any(x == 2) * 16;
  } else {
    r += all(x < 0) * 32 + none(x > 1000) * 64;
  }
  for (int k = 0; k < x; ++k)
    if (k == x - 1) r += all(k == x - 1) * 128;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float r = 0;
    if (i % 2 == 0) {
      r += 2 + 4;
      if (i > 2) r += 8;
    } else
      r += (programCount == 1 ? 0 : 0) + 64;
    if (i > 0) r += 128;
    RET[i] = r;
  }
}
