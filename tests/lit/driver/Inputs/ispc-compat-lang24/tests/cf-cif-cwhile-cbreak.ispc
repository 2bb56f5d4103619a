#include "test_static.isph"
// coherent control flow: cif/cwhile/cfor with break and continue
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  float acc = 0;
  cif (a > 3) {
    acc = 1;
  } else {
    acc = -1;
  }
  int n = 0;
  cwhile (n < (int)a) {
    ++n;
    if (n == 6) break;
  }
  cfor (int j = 0; j < 10; ++j) {
    if (j % 2 == 0) continue;
    if (j > (int)a) break;
    acc += j;
  }
  RET[programIndex] = acc * 100 + n;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = i + 1;
    uniform float acc = a > 3 ? 1 : -1;
    uniform int n = a < 6 ? a : 6;
    for (uniform int j = 0; j < 10; ++j) {
      if (j % 2 == 0) continue;
      if (j > a) break;
      acc += j;
    }
    RET[i] = acc * 100 + n;
  }
}
