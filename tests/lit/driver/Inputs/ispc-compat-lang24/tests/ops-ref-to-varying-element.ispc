#include "test_static.isph"
// a reference bound to an element chosen by a varying index (a varying
// array) and to a uniform array element (a uniform one)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float loc[4] = {1, 2, 3, 4};
  uniform float shared[64];
  for (uniform int i = 0; i < 64; ++i) shared[i] = i;
  int k = programIndex % 4;
  float &r = loc[k];
  r *= 10;
  uniform float &s = shared[3];
  s += 0.5f;
  RET[programIndex] =
      loc[0] + loc[1] * 100 + loc[2] * 10000 + shared[programIndex];
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float loc[4] = {1, 2, 3, 4};
    loc[i % 4] *= 10;
    RET[i] = loc[0] + loc[1] * 100 + loc[2] * 10000 + i + (i == 3 ? 0.5f : 0);
  }
}
