#include "test_static.isph"
// exclusive_scan_and/or with a mask, and reduce_min/max of uint8/int16
task void f_f(uniform float RET[], uniform float aFOO[]) {
  unsigned int bits = 1u << (programIndex % 16);
  unsigned int o = 0, a = 0;
  if (programIndex % 3 != 0) {
    o = exclusive_scan_or(bits);
    a = exclusive_scan_and(~bits);
  }
  uint8 u8 = (uint8)(200 + programIndex);   // wraps
  int16 s16 = (int16)(programIndex * 1000 - 20000);
  uniform int mn = reduce_min(u8), mx = reduce_max(s16);
  RET[programIndex] = (float)popcnt(o) + (float)popcnt(a) * 100 + mn * 0.25f +
                      mx * 0.5f;
}
task void result(uniform float RET[]) {
  uniform int P = programCount;
  uniform int mn = 255, mx = -32768;
  for (uniform int i = 0; i < P; ++i) {
    mn = min(mn, (200 + i) % 256);
    mx = max(mx, (int)(int16)(i * 1000 - 20000));
  }
  for (uniform int i = 0; i < P; ++i) {
    uniform float r = mn * 0.25f + mx * 0.5f;
    if (i % 3 != 0) {
      uniform unsigned int o = 0, a = 0xffffffffu;
      for (uniform int j = 0; j < i; ++j)
        if (j % 3 != 0) { o |= 1u << (j % 16); a &= ~(1u << (j % 16)); }
      r += popcnt(o) + popcnt(a) * 100;
    }
    RET[i] = r;
  }
}
