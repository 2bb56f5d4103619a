#include "test_static.isph"
// exclusive_scan_and / _or of uint64 under a mask: the first active lane
// gets ~0 / 0, inactive lanes are skipped
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint64 v = (1ull << (programIndex % 32 + 31)) | (0xffull << 56);
  uint64 a = 7, o = 7;
  if (programIndex % 2 == 1) {
    a = exclusive_scan_and(~v);
    o = exclusive_scan_or(v);
  }
  RET[programIndex] = (float)popcnt((int64)a) * 100 + (float)popcnt((int64)o);
}
task void result(uniform float RET[]) {
  uniform uint64 a = 0xffffffffffffffffull, o = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    if (i % 2 == 1) {
      RET[i] = (float)popcnt((int64)a) * 100 + (float)popcnt((int64)o);
      uniform uint64 v = (1ull << (i % 32 + 31)) | (0xffull << 56);
      a &= ~v; o |= v;
    } else
      RET[i] = 300 + 3;
  }
}
