#include "test_static.isph"
// min/max/abs/clamp of int64 and uint64 across 2^32
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int64 a = ((int64)programIndex - 3) << 33;
  uint64 b = (uint64)programIndex << 62;
  int64 c = clamp(a, -(1ll << 34), 1ll << 35);
  RET[programIndex] = (float)(max(a, -(1ll << 33)) >> 33) * 1000 +
                      (float)(abs(a) >> 33) * 100 + (float)(c >> 33) * 10 +
                      (float)(min(b, 1ull << 63) >> 62);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int64 a = ((int64)i - 3) << 33;
    uniform uint64 b = (uint64)i << 62;
    uniform int64 c =
        a < -(1ll << 34) ? -(1ll << 34) : (a > (1ll << 35) ? (1ll << 35) : a);
    uniform int64 mx = a > -(1ll << 33) ? a : -(1ll << 33);
    uniform int64 ab = a < 0 ? -a : a;
    uniform uint64 mn = b < (1ull << 63) ? b : (1ull << 63);
    RET[i] = (float)(mx >> 33) * 1000 + (float)(ab >> 33) * 100 +
             (float)(c >> 33) * 10 + (float)(mn >> 62);
  }
}
