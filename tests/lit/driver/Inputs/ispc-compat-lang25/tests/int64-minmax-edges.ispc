#include "test_static.isph"
// min/max/abs/clamp of int64 and uint64 at the extremes
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int i = programIndex;
  int64 lo = -9223372036854775807ll - 1;
  int64 hi = 9223372036854775807ll;
  int64 v = i % 2 == 0 ? lo + i : hi - i;
  unsigned int64 u = 0xffffffffffffffffull - i;
  int r = 0;
  r += min(v, 0ll) == (i % 2 == 0 ? v : 0) ? 1 : 0;
  r += max(v, 0ll) == (i % 2 == 0 ? 0 : v) ? 2 : 0;
  r += min(u, 5ull) == 5ull ? 4 : 0;
  r += max(u, 5ull) == u ? 8 : 0;
  r += clamp(v, -100ll, 100ll) == (i % 2 == 0 ? -100 : 100) ? 16 : 0;
  r += (i > 0 && abs(v + (i % 2 == 0 ? 0 : 0)) > 0) || i == 0 ? 32 : 0;
  r += u > 0x7fffffffffffffffull ? 64 : 0;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 127;
}
