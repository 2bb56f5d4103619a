#include "test_static.isph"
// popcnt / count_leading_zeros / count_trailing_zeros of int64
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 32;
  int64 x = ((int64)1 << (k + 30)) | (int64)k;
  RET[programIndex] = popcnt(x) * 100 + (int)count_trailing_zeros(x) +
                      (int)count_leading_zeros(x) * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 32;
    uniform int pc = 1, tz = 30, lz = 33 - k;
    for (uniform int b = 0; b < 5; ++b)
      if ((k >> b) & 1) ++pc;
    if (k != 0) {
      tz = 0;
      while (((k >> tz) & 1) == 0) ++tz;
    }
    RET[i] = pc * 100 + tz + lz * 10000;
  }
}
