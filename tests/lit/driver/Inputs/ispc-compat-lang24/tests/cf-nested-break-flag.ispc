#include "test_static.isph"
// nested varying loops: inner break, outer leaves via a flag; inner
// continue; the outer loop's counter keeps running for the other lanes
task void f_fi(uniform float RET[], uniform float aFOO[], uniform int bFOO[]) {
  int target = bFOO[programIndex] % 11;
  int found = -1;
  bool done = false;
  for (int i = 0; i < 6 && !done; ++i) {
    for (int j = 0; j < 6; ++j) {
      if (j == i) continue;
      if (i * j == target) { found = i * 10 + j; done = true; break; }
      if (i + j > 8) break;
    }
  }
  RET[programIndex] = found;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int target = (2 * (k + 1)) % 11, found = -1;
    uniform bool done = false;
    for (uniform int i = 0; i < 6 && !done; ++i)
      for (uniform int j = 0; j < 6; ++j) {
        if (j == i) continue;
        if (i * j == target) { found = i * 10 + j; done = true; break; }
        if (i + j > 8) break;
      }
    RET[k] = found;
  }
}
