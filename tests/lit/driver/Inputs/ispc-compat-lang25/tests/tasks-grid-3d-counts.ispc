#include "test_static.isph"
// launch[x, y, z] from a task: taskIndex0..2 and taskCount0..2
task void cell(uniform float out[]) {
  uniform int t =
      taskIndex0 + taskCount0 * (taskIndex1 + taskCount1 * taskIndex2);
  out[t] = (t == taskIndex ? 1 : 0) + taskIndex0 * 10 + taskIndex1 * 100 +
           taskIndex2 * 1000 + taskCount * 0.5f;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  launch[4, 2, 3] cell(RET);
  sync;
  for (uniform int i = 24; i < programCount; ++i) RET[i] = -2;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    if (i >= 24) { RET[i] = -2; continue; }
    RET[i] = 1 + (i % 4) * 10 + ((i / 4) % 2) * 100 + (i / 8) * 1000 + 12;
  }
}
