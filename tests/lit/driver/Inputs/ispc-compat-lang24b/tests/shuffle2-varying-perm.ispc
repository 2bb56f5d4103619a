#include "test_static.isph"
// two-vector shuffle with varying indices reaching both halves, int16 and float
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int perm = (programCount * 2 - 1 - programIndex * 5 % (2 * programCount));
  int16 a = (int16)(programIndex * 3), b = (int16)(-programIndex - 100);
  float fa = aFOO[programIndex], fb = -aFOO[programIndex];
  RET[programIndex] = shuffle(a, b, perm) * 100 + shuffle(fa, fb, perm);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int p = programCount * 2 - 1 - i * 5 % (2 * programCount);
    uniform int v = p < programCount ? p * 3 : -(p - programCount) - 100;
    uniform float f = p < programCount ? p + 1 : -(p - programCount + 1);
    RET[i] = v * 100 + f;
  }
}
