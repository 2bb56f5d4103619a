#include "test_static.isph"
// cfor, cif, cwhile nested with varying trip counts
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int n = programIndex % 5;
  float s = 0;
  cfor (int i = 0; i < n; ++i) {
    cif (i % 2 == 0) s += i;
    else s -= 1;
    int j = i;
    cwhile (j > 0) { s += 0.5f; --j; }
  }
  RET[programIndex] = s;
}
task void result(uniform float RET[]) {
  for (uniform int p = 0; p < programCount; ++p) {
    uniform int n = p % 5;
    uniform float s = 0;
    for (uniform int i = 0; i < n; ++i) {
      if (i % 2 == 0) s += i; else s -= 1;
      s += 0.5f * i;
    }
    RET[p] = s;
  }
}
