#include "test_static.isph"
// atomics inside a varying loop with continue and break: with a uniform
// value the gang adds once per iteration any lane runs it (ISPC), with a
// varying one every active lane adds
uniform int counter, perLane;
task void f_f(uniform float RET[], uniform float aFOO[]) {
  counter = 0;
  perLane = 0;
  int n = (int)aFOO[programIndex] % 4 + 1;
  int mine = 0, one = 1;
  for (int j = 0; j < 6; ++j) {
    if (j >= n) break;
    if (j == 1) continue;
    atomic_add_global(&counter, 1);
    atomic_add_global(&perLane, one);
    mine += 1;
  }
  RET[programIndex] = mine * 10000 + perLane * 10 + counter;
}
task void result(uniform float RET[]) {
  uniform int total = 0, maxn = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = (i + 1) % 4 + 1;
    total += n > 1 ? n - 1 : n;
    maxn = max(maxn, n);
  }
  uniform int iters = maxn > 1 ? maxn - 1 : maxn;   // j = 0, 2, 3, ...
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = (i + 1) % 4 + 1;
    RET[i] = (n > 1 ? n - 1 : n) * 10000 + total * 10 + iters;
  }
}
