#include "test_static.isph"
// exclusive_scan_add of int8 values (the sums stay in range)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 v = (int8)((programIndex % 5) - 2);
  int8 s = exclusive_scan_add(v);
  RET[programIndex] = s;
}
task void result(uniform float RET[]) {
  uniform int s = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    RET[i] = s;
    s += (i % 5) - 2;
  }
}
