#include "test_static.isph"
// foreach_active in a varying if: each active lane in order updates a
// uniform running value and reads it back
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int running = 1;
  int seen = -1;
  float a = aFOO[programIndex];
  if (a > 2) {
    foreach_active (i) {
      running = running * 3 % 1000 + extract((int)a, i);
      seen = running;
    }
  }
  RET[programIndex] = seen;
}
task void result(uniform float RET[]) {
  uniform int running = 1;
  for (uniform int k = 0; k < programCount; ++k) {
    if (k + 1 > 2) {
      running = running * 3 % 1000 + (k + 1);
      RET[k] = running;
    } else {
      RET[k] = -1;
    }
  }
}
