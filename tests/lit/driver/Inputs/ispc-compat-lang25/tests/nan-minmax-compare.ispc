#include "test_static.isph"
// min/max/clamp with NaN operands (a < b ? a : b), and NaN comparisons
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  float n = (programIndex % 3 == 0) ? floatbits(0x7fc00000) : a;
  float r = 0;
  r += min(n, 2.0f) == 2.0f ? 1 : 0;      // NaN < 2 false -> 2
  r += isnan(min(2.0f, n)) ? 2 : 0;       // 2 < NaN false -> NaN
  r += max(n, 3.0f) == 3.0f ? 4 : 0;
  r += clamp(n, 1.0f, 2.0f) == 1.0f ? 8 : 0; // min(max(NaN,1),2)
  r += (n != n) ? 16 : 0;
  r += (n < 1e30f || n >= 1e30f) ? 0 : 32;
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    if (i % 3 == 0) RET[i] = 1 + 2 + 4 + 8 + 16 + 32;
    else
      RET[i] = (min(a, 2.0f) == 2.0f ? 1 : 0) + (max(a, 3.0f) == 3.0f ? 4 : 0) +
               (clamp(a, 1.0f, 2.0f) == 1.0f ? 8 : 0);
  }
}
