#include "test_static.isph"
// signed vs unsigned comparison (C's conversions) and min/max of uint32
// values above 2^31
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = -(int)aFOO[programIndex];
  unsigned int b = 1;
  bool lt = a < b;                          // a converts to unsigned: false
  unsigned int big = 0x80000000u + programIndex;
  unsigned int m = min(big, (unsigned int)5);
  unsigned int M = max(big, 0x7fffffffu);
  int64 la = a;
  bool lt64 = la < (int64)b;                // signed 64-bit: true
  RET[programIndex] = (lt ? 1 : 0) + (lt64 ? 10 : 0) + m * 100 +
                      (float)(M - 0x80000000u) * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 10 + 500 + i * 1000;
}
