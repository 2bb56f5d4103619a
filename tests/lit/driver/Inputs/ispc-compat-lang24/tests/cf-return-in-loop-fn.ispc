#include "test_static.isph"
// return from inside a varying loop in a called function, and code after
// the loop for the lanes that did not return
static float find(float x, uniform int n, uniform float step) {
  float acc = 0;
  for (uniform int j = 0; j < n; ++j) {
    acc += step;
    if (acc > x)
      return acc * 10 + j;
  }
  return -acc;
}
task void f_fu(uniform float RET[], uniform float aFOO[], uniform float b) {
  RET[programIndex] = find(aFOO[programIndex], 8, b * 0.25f);
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform float x = k + 1, acc = 0, r;
    uniform bool done = false;
    for (uniform int j = 0; j < 8 && !done; ++j) {
      acc += 1.25f;
      if (acc > x) { r = acc * 10 + j; done = true; }
    }
    RET[k] = done ? r : -acc;
  }
}
