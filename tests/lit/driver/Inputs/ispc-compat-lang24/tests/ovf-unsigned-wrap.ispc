#include "test_static.isph"
// unsigned wrap-around of 8/16/32/64-bit arithmetic; narrow types are not
// promoted
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint8 a = (uint8)(250 + programIndex);
  uint8 b = a + (uint8)10;                 // wraps mod 256
  uint16 c = (uint16)(programIndex) - (uint16)3;   // wraps mod 65536
  unsigned int d = 0xfffffff0u + (unsigned int)programIndex * 3;
  uint64 e = (uint64)0 - (uint64)(programIndex + 1);
  RET[programIndex] = b + (c >> 8) * 1000 + (d % 1000) * 0.5f +
                      (float)(e >> 60) * 100000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int b = (250 + i + 10) & 255;
    uniform int c = (i - 3) & 0xffff;
    uniform unsigned int d = 0xfffffff0u + (unsigned int)i * 3;
    RET[i] = b + (c >> 8) * 1000 + (d % 1000) * 0.5f + 15 * 100000.f;
  }
}
