#include "test_static.isph"
// count_leading/trailing_zeros of 0 give the bit width; unsigned int32
task void f_f(uniform float RET[], uniform float aFOO[]) {
  unsigned int x = programIndex == 0 ? 0 : (0xffffffffu >> programIndex % 32);
  int64 y = programIndex == 0 ? 0 : ((int64)1 << (programIndex % 64));
  RET[programIndex] = (int)count_leading_zeros(x) * 100 +
                      (int)count_trailing_zeros(y);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int lz = i == 0 ? 32 : i % 32;
    if (i != 0 && i % 32 == 0) lz = 0;
    uniform int tz = i == 0 ? 64 : i % 64;
    RET[i] = lz * 100 + tz;
  }
}
