#include "test_static.isph"
// division of narrow and unsigned types by uniform divisors, __fast_idiv
task void f_fu(uniform float RET[], uniform float aFOO[], uniform float b) {
  uniform int d = (int)b;                 // 5
  uint16 x = (uint16)(programIndex * 977 + 3);
  int8 y = (int8)(programIndex * 13 - 100);
  unsigned int z = 0xfffffff0u - programIndex;
  RET[programIndex] = (x / (uint16)d) + (y / (int8)d) * 100 +
                      (float)(z / 7u % 1000) * 0.5f +
                      __fast_idiv(x, (uniform uint16)3) * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int x = (i * 977 + 3) & 0xffff;
    uniform int y = (i * 13 - 100) & 255;
    if (y >= 128) y -= 256;
    uniform unsigned int z = 0xfffffff0u - i;
    uniform int q = y / 5;               // truncates toward zero in C too
    RET[i] = (x / 5) + q * 100 + (float)(z / 7u % 1000) * 0.5f +
             (x / 3) * 0.25f;
  }
}
