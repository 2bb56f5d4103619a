#include "test_static.isph"
// reduce_add/min/max of uint64 above 2^63 under a varying if
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint64 v =
      0x8000000000000000ull + ((uint64)programIndex << 40) + programIndex;
  uniform uint64 s = 0, mn = 0, mx = 0;
  if (programIndex % 3 != 2) {
    s = reduce_add(v);
    mn = reduce_min(v);
    mx = reduce_max(v);
  }
  RET[programIndex] = (float)(s >> 40) + (float)(s & 0xfff) * 1e-4f +
                      (float)((mx - mn) >> 40) * 1000;
}
task void result(uniform float RET[]) {
  uniform uint64 s = 0, mn = 0xffffffffffffffffull, mx = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 3 != 2) {
      uniform uint64 v = 0x8000000000000000ull + ((uint64)i << 40) + i;
      s += v;
      if (v < mn)
        mn = v;
      if (v > mx)
        mx = v;
    }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (float)(s >> 40) + (float)(s & 0xfff) * 1e-4f +
             (float)((mx - mn) >> 40) * 1000;
}
