#include "test_static.isph"
// per-instance new inside the task with varying sizes; uniform new varying
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int n = programIndex % 5 + 1;
  float * uniform * p = NULL;
  float * q = new float[n];
  for (int k = 0; k < n; ++k) q[k] = aFOO[programIndex] * k;
  float s = 0;
  for (int k = 0; k < n; ++k) s += q[k];
  delete[] q;
  varying int * uniform vb = uniform new varying int[3];
  vb[0] = programIndex; vb[1] = n; vb[2] = vb[0] * vb[1];
  RET[programIndex] = s + vb[2] * 1000;
  delete[] vb;
  p = p;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = i % 5 + 1;
    uniform float s = 0;
    for (uniform int k = 0; k < n; ++k) s += (i + 1) * k;
    RET[i] = s + i * n * 1000;
  }
}
