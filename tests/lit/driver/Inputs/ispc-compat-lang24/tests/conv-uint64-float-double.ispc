#include "test_static.isph"
// uint64 <-> double/float above 2^63 (no direct unsigned vector conversion
// before AVX-512), int64 negative values, rounding ties
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 8;
  uint64 u = 0xffffffffffffffffull - (uint64)k * 0x0000010000000001ull;
  uint64 v = ((uint64)1 << 63) + (uint64)k * 1024;      // 2^63 + 1024k
  double du = u, dv = v;
  float fv = v;
  double back = 9223372036854775808.0d + k * 4096.0d;   // 2^63 + 4096k
  uint64 ub = (uint64)back;
  int64 neg = -(int64)k * 3000000000;
  double dn = neg;
  RET[programIndex] =
      (float)((du - 18446744073709551616.0d) / 1099511627776.0d) +
                      (float)((dv - 9223372036854775808.0d) / 2048) * 10 +
                      (fv == 9223372036854775808.0f ? 1000 : 0) +
                      (float)((ub - ((uint64)1 << 63)) / 4096) * 10000 +
                      (float)(dn / 3e9d) * 100000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 8;
    // u = 2^64 - 1 - k(2^40 + 1): as double (spacing 2048 below 2^64) it is
    // 2^64 - k 2^40 (rounded), so (du - 2^64) / 2^40 = -k (k=0: 2^64)
    // v = 2^63 + 1024k: double spacing at 2^63 is 2048: 1024k rounds to
    // even multiples: k=1 -> 0 (tie, even), 2 -> 2048, 3 -> 4096 (tie up)
    uniform int vr[8] = {0, 0, 1, 2, 2, 2, 3, 4};
    RET[i] = -k + vr[k] * 10 + 1000 + k * 10000 - k * 100000;
  }
}
