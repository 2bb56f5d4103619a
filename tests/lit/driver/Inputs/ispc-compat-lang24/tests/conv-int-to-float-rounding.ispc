#include "test_static.isph"
// int32/uint32/int64 to float rounds to nearest even
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 4;
  int i = 16777216 + k;                 // 2^24 + k
  unsigned int u = 0xffffff00u + k * 64;  // near 2^32
  int64 l = ((int64)1 << 40) + k * 65536;
  float fi = i, fu = u, fl = l;
  RET[programIndex] = (fi - 16777216) + (fu - 4294967040.f) * 0.001f +
                      (fl - 1099511627776.f) / 65536;
}
task void result(uniform float RET[]) {
  // 2^24+k: 0,1,2,3 -> 0,0,2,4 (ties to even); 2^32-256+64k: float spacing
  // is 256 below 2^32: k=0 exact, 64 -> down, 128 -> tie to even (2^32),
  // 192 -> up; 2^40 + 65536k: spacing 131072, k=1 tie -> even (0), 2 exact,
  // 3 tie -> even (2^40 + 262144)
  uniform float fi[4] = {0, 0, 2, 4};
  uniform float fu[4] = {0, 0, 256, 256};
  uniform float fl[4] = {0, 0, 131072, 262144};
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 4;
    RET[i] = fi[k] + fu[k] * 0.001f + fl[k] / 65536;
  }
}
