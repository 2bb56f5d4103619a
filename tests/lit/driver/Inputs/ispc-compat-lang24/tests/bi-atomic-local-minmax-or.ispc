#include "test_static.isph"
// atomic min/max/or/xor on uniform locals and a global, varying values
uniform int gx = 0;
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int lo = 1000, hi = -1000;
  uniform unsigned int bits = 0;
  int v = (programIndex * 11) % 17 - 8;
  atomic_min_local(&lo, v);
  atomic_max_local(&hi, v);
  atomic_or_local(&bits, 1u << (programIndex % 8));
  gx = 0;
  int old = atomic_xor_global(&gx, 1 << (programIndex % 4));
  RET[programIndex] = lo * 10000 + hi * 100 + (int)bits + gx * 1000;
}
task void result(uniform float RET[]) {
  uniform int lo = 1000, hi = -1000, bits = 0, x = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int v = (i * 11) % 17 - 8;
    lo = min(lo, v);
    hi = max(hi, v);
    bits |= 1 << (i % 8);
    x ^= 1 << (i % 4);
  }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = lo * 10000 + hi * 100 + bits + x * 1000;
}
