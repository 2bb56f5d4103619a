#include "test_static.isph"
// foreach_active: each active instance once, in order, with uniform state
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  uniform float order = 0;
  uniform int visited = 0;
  float mine = -1;
  if (programIndex % 3 != 1) {
    foreach_active (idx) {
      order = order * 2 + extract(a, idx);
      mine = visited;
      ++visited;
    }
  }
  RET[programIndex] = mine + (programIndex == 0 ? visited * 1000 : 0);
}
task void result(uniform float RET[]) {
  uniform int v = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    if (i % 3 != 1) RET[i] = v++;
    else RET[i] = -1;
  }
  RET[0] += v * 1000;
}
