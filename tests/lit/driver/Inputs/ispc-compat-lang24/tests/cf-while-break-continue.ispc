#include "test_static.isph"
// varying while with continue and break at different iterations per lane
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int limit = (int)aFOO[programIndex] % 7 + 3;
  int i = 0, sum = 0;
  while (true) {
    ++i;
    if (i % 3 == 0) continue;
    if (i > limit) break;
    sum += i;
  }
  RET[programIndex] = sum * 100 + i;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int limit = (k + 1) % 7 + 3, i = 0, sum = 0;
    while (true) {
      ++i;
      if (i % 3 == 0) continue;
      if (i > limit) break;
      sum += i;
    }
    RET[k] = sum * 100 + i;
  }
}
