#include "test_static.isph"
// uint64 multiply/add wrap modulo 2^64, and unsigned negation
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint64 x = 0x9E3779B97F4A7C15ull * (uint64)(programIndex + 1);
  uint64 y = x + 0xFFFFFFFFFFFFFFF0ull;
  uint64 z = -x;
  RET[programIndex] =
      (float)(x >> 52) + (float)(y & 0xfff) * 1e-4f + (float)(z >> 60) * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform uint64 x = 0x9E3779B97F4A7C15ull * (uint64)(i + 1);
    uniform uint64 y = x + 0xFFFFFFFFFFFFFFF0ull;
    uniform uint64 z = 0 - x;
    RET[i] = (float)(x >> 52) + (float)(y & 0xfff) * 1e-4f +
             (float)(z >> 60) * 10000;
  }
}
