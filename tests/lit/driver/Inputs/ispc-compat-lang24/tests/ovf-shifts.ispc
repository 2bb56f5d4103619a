#include "test_static.isph"
// arithmetic vs logical right shifts by varying counts, narrow and 64-bit
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 8;
  int8 s = -128;
  uint8 u = 0x80;
  int64 big = -((int64)1 << 40);
  uint64 ubig = (uint64)1 << 63;
  int8 sr = s >> k;
  uint8 ur = u >> k;
  int64 br = big >> (k + 30);
  uint64 ubr = ubig >> (k + 56);
  RET[programIndex] = sr * 1000 + ur + br * 100000 + (float)ubr * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 8;
    uniform int sr = -(128 >> k);                 // -128 >> k, exact
    uniform int ur = 128 >> k;
    uniform int br = -(1 << (10 - k));            // -2^40 >> (k+30)
    uniform int ubr = 128 >> k;                   // 2^63 >> (k+56)
    RET[i] = sr * 1000 + ur + br * 100000 + ubr * 0.5f;
  }
}
