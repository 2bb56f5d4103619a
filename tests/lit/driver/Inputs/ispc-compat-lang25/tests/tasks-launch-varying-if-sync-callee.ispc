#include "test_static.isph"
// launch under a varying if (only those instances start the task) and a
// sync inside a called function
task void mark(uniform float out[], int v) { out[v] = v * 2 + 0.5f; }
static void launch_and_wait(uniform float out[]) {
  if (programIndex % 2 == 0) launch mark(out, programIndex);
  sync;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = -1;
  launch_and_wait(RET);
  RET[programIndex] += 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i % 2 == 0 ? i * 2 + 0.5f : -1) + 1000;
}
