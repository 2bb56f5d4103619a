#include "test_static.isph"
// int64 multiply, signed division/modulo by negatives, arithmetic shift
task void f_fi(uniform float RET[], uniform float aFOO[], uniform int bFOO[]) {
  int64 x = (int64)bFOO[programIndex] * 1234567891 - 30000000000;
  int64 q = x / -7, r = x % -7;
  int64 s = x >> 9;
  uint64 u = (uint64)x >> 60;
  RET[programIndex] = (float)((q % 100000) + r * 7 + (s & 0xff) + u);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int64 x = (int64)(2 * (i + 1)) * 1234567891 - 30000000000;
    uniform int64 q = x / -7, r = x % -7, s = x >> 9;
    uniform uint64 u = (uint64)x >> 60;
    RET[i] = (float)((q % 100000) + r * 7 + (s & 0xff) + u);
  }
}
