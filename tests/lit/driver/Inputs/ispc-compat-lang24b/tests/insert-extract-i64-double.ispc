#include "test_static.isph"
// insert/extract/broadcast of int64 and double with computed lanes
task void f_fu(uniform float RET[], uniform float aFOO[], uniform float b) {
  int64 v = (int64)programIndex * 3000000000ll;
  uniform int L = (int)b % programCount;
  v = insert(v, L, -7ll);
  uniform int64 e = extract(v, programCount - 1);
  double d = broadcast((double)aFOO[programIndex] * 0.5d, L);
  RET[programIndex] =
      (float)(v / 1000000) + (float)(e / 1000000) * 0.001f + (float)d * 100;
}
task void result(uniform float RET[]) {
  uniform int L = 5 % programCount;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int64 v = i == L ? -7 : (int64)i * 3000000000ll;
    uniform int64 e =
        programCount - 1 == L ? -7 : (int64)(programCount - 1) * 3000000000ll;
    RET[i] = (float)(v / 1000000) + (float)(e / 1000000) * 0.001f +
             (L + 1) * 0.5f * 100;
  }
}
