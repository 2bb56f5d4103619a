#include "test_static.isph"
// exclusive_scan_add of double and float in a loop with a varying trip count
task void f_f(uniform float RET[], uniform float aFOO[]) {
  double acc = 0; float facc = 0;
  for (int k = 0; k < programIndex % 4 + 1; ++k) {
    acc += exclusive_scan_add((double)(k + 1) * 0.5d);
    facc += exclusive_scan_add(0.25f);
  }
  RET[programIndex] = (float)acc + facc * 10;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform double acc = 0; uniform float facc = 0;
    for (uniform int k = 0; k < i % 4 + 1; ++k) {
      // lanes active at iteration k: those with j % 4 + 1 > k
      for (uniform int j = 0; j < i; ++j)
        if (j % 4 + 1 > k) { acc += (k + 1) * 0.5d; facc += 0.25f; }
    }
    RET[i] = (float)acc + facc * 10;
  }
}
