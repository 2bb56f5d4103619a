#include "test_static.isph"
// exclusive_scan_and/or inside a varying loop, lanes dropping out
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = (int)aFOO[programIndex];
  int orv = 0, andv = 0;
  for (int j = 0; j < a % 4 + 1; ++j) {
    orv += exclusive_scan_or(1 << (programIndex % 8));
    andv += exclusive_scan_and(~(1 << (programIndex % 8))) & 0xff;
  }
  RET[programIndex] = orv + andv * 2000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int orv = 0, andv = 0;
    uniform int iters = (i + 1) % 4 + 1;
    for (uniform int j = 0; j < iters; ++j) {
      uniform int o = 0, an = ~0;
      for (uniform int l = 0; l < i; ++l)
        if ((l + 1) % 4 + 1 > j) {            // lane l still in the loop
          o |= 1 << (l % 8);
          an &= ~(1 << (l % 8));
        }
      orv += o;
      andv += an & 0xff;
    }
    RET[i] = orv + andv * 2000;
  }
}
