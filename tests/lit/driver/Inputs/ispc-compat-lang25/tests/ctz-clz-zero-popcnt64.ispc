#include "test_static.isph"
// count_trailing_zeros/count_leading_zeros including zero, 64-bit popcnt
task void f_f(uniform float RET[], uniform float aFOO[]) {
  unsigned int x = programIndex == 0 ? 0 : (1u << (programIndex % 32));
  unsigned int64 y =
      programIndex == 0 ? 0 : (1ull << (programIndex % 64)) | 1ull;
  RET[programIndex] = count_trailing_zeros(x) + count_leading_zeros(x) * 100 +
                      popcnt(y) * 10000 + count_leading_zeros(y) * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    if (i == 0) { RET[i] = 32 + 3200 + 0 + 32; continue; }
    uniform int s = i % 32, t = i % 64;
    RET[i] = s + (31 - s) * 100 + (t == 0 ? 1 : 2) * 10000 + (63 - t) * 0.5f;
  }
}
