#include "test_static.isph"
// do/while with a varying continue and break
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int i = 0;
  float s = 0;
  do {
    ++i;
    if (i % 3 == 0) continue;
    s += i;
    if (s > programIndex * 2) break;
  } while (i < 20);
  RET[programIndex] = s * 100 + i;
}
task void result(uniform float RET[]) {
  for (uniform int p = 0; p < programCount; ++p) {
    uniform int i = 0; uniform float s = 0;
    do {
      ++i;
      if (i % 3 == 0) continue;
      s += i;
      if (s > p * 2) break;
    } while (i < 20);
    RET[p] = s * 100 + i;
  }
}
