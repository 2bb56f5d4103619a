#include "test_static.isph"
// exclusive_scan_add of double over odd lanes only
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double v = aFOO[programIndex] * b;
  double s = -1;
  if (programIndex & 1)
    s = exclusive_scan_add(v);
  RET[programIndex] = s;
}
task void result(uniform float RET[]) {
  uniform double sum = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    if (i & 1) {
      RET[i] = sum;
      sum += 5 * (i + 1);
    } else {
      RET[i] = -1;
    }
  }
}
