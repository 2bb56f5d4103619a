#include "test_static.isph"
// reduce_add widens int16 -> int32 and uint8 -> uint16; min/max of int16
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int16 a = (int16)(30000 - programIndex * 7);
  uint8 b = (uint8)(250 - programIndex);
  uniform int32 sa = 0; uniform uint16 sb = 0; uniform int16 mn = 0, mx = 0;
  if (programIndex != 1) {
    sa = reduce_add(a); sb = reduce_add(b);
    mn = reduce_min((int16)-a); mx = reduce_max(a);
  }
  RET[programIndex] = (float)sa + (float)sb * 0.5f + mn * 2 + mx * 3;
}
task void result(uniform float RET[]) {
  uniform int sa = 0, sb = 0, mn = 100000, mx = -100000;
  for (uniform int i = 0; i < programCount; ++i) {
    if (i == 1) continue;
    uniform int a = 30000 - i * 7;
    sa += a; sb += 250 - i;
    if (-a < mn) mn = -a;
    if (a > mx) mx = a;
  }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (float)sa + (float)sb * 0.5f + mn * 2 + mx * 3;
}
