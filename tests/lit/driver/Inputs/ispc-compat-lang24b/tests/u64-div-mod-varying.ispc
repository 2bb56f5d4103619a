#include "test_static.isph"
// uint64 division and modulo by a varying divisor, values above 2^63
task void f_fi(uniform float RET[], uniform float aFOO[], uniform int bFOO[]) {
  uint64 n = 0xF000000000000000ull + programIndex * 977;
  uint64 d = (uint64)bFOO[programIndex] * 1000003;
  RET[programIndex] = (float)((n / d) % 65536) + (float)(n % d) / 16777216.0f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform uint64 n = 0xF000000000000000ull + i * 977;
    uniform uint64 d = (uint64)(2 * (i + 1)) * 1000003;
    RET[i] = (float)((n / d) % 65536) + (float)(n % d) / 16777216.0f;
  }
}
