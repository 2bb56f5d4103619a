#include "test_static.isph"
// varying pointers: arithmetic, comparison, difference, and indexing back
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float * varying p = aFOO + programIndex;
  uniform float * varying q = p + (programIndex % 3);
  int diff = q - p;
  bool later = q > p;
  float v = *q + p[1];
  uniform float * uniform base = aFOO;
  int back = (int)(q - base);
  RET[programIndex] = diff + later * 10 + v * 100 + back * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int d = i % 3;
    RET[i] = d + (d > 0) * 10 + ((i + d + 1) + (i + 2)) * 100 + (i + d) * 0.25f;
  }
}
