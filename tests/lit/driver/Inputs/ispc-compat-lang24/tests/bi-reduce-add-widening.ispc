#include "test_static.isph"
// reduce_add widens: int32 sums to int64, uint8 to uint16 (no overflow)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int big = 0x7fff0000 + programIndex;
  uint8 small = (uint8)(250 + programIndex % 4);
  uniform int64 s = reduce_add(big);
  uniform uint16 t = reduce_add(small);
  RET[programIndex] = (float)(s - (int64)programCount * 0x7fff0000) +
                      (float)t * 1000;
}
task void result(uniform float RET[]) {
  uniform int64 s = 0;
  uniform int t = 0;
  for (uniform int i = 0; i < programCount; ++i) { s += i; t += 250 + i % 4; }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (float)s + t * 1000.f;
}
