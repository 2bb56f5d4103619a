#include "test_static.isph"
// popcnt of int64 (varying) and of a bool (uniform count of active lanes)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int64 v = ((int64)0x5555 << (programIndex % 24 * 2)) ^ -1ll;
  uniform int n = 0;
  if (programIndex % 4 != 0) n = popcnt(programIndex % 3 == 0);
  RET[programIndex] = popcnt(v) * 100 + n;
}
task void result(uniform float RET[]) {
  uniform int n = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 4 != 0 && i % 3 == 0) ++n;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int64 v = ((int64)0x5555 << (i % 24 * 2)) ^ -1ll;
    uniform int c = 0;
    for (uniform int k = 0; k < 64; ++k) if (v & (1ll << k)) ++c;
    RET[i] = c * 100 + n;
  }
}
