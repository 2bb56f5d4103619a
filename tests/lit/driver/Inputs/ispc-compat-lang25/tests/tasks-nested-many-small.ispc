#include "test_static.isph"
// many small tasks, each launching more; atomics count them
static uniform int g_count;
task void leaf(uniform int w) { atomic_add_global(&g_count, w); }
task void mid(uniform int n) { launch[n] leaf(taskIndex + 1); }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  g_count = 0;
  launch[50] mid(7);
  sync;
  RET[programIndex] = g_count + aFOO[programIndex] * 0;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 7 * 50 * 51 / 2;
}
