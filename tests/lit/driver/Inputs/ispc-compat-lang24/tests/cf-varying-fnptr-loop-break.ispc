#include "test_static.isph"
// a varying function pointer called in a loop with a data-dependent break,
// the callee takes a reference and returns whether to stop
typedef bool (*Step)(float &acc, int j);
static bool addJ(float &acc, int j) { acc += j; return acc > 10; }
static bool mulJ(float &acc, int j) { acc = acc * 2 + 1; return acc > 40; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  Step s = (programIndex % 2 == 0) ? addJ : mulJ;
  float acc = aFOO[programIndex];
  int j = 0;
  for (; j < 20; ++j)
    if (s(acc, j)) break;
  RET[programIndex] = acc * 100 + j;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float acc = i + 1;
    uniform int j = 0;
    for (; j < 20; ++j) {
      uniform bool stop;
      if (i % 2 == 0) { acc += j; stop = acc > 10; }
      else { acc = acc * 2 + 1; stop = acc > 40; }
      if (stop) break;
    }
    RET[i] = acc * 100 + j;
  }
}
