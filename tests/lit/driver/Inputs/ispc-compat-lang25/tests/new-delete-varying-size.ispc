#include "test_static.isph"
// per-instance new[] of varying sizes, filled and freed
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int n = 1 + programIndex % 5;
  uniform float * varying p = new uniform float[n];  // per instance
  for (int k = 0; k < n; ++k) p[k] = aFOO[programIndex] + k;
  float s = 0;
  for (int k = 0; k < n; ++k) s += p[k];
  delete[] p;
  RET[programIndex] = s;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = 1 + i % 5;
    uniform float s = 0;
    for (uniform int k = 0; k < n; ++k) s += i + 1 + k;
    RET[i] = s;
  }
}
