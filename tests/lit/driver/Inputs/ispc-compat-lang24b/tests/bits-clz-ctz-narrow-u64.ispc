#include "test_static.isph"
// count_leading/trailing_zeros of int8, int16, uint64 (zero gives the width)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 a = (int8)(programIndex == 0 ? 0 : 1 << (programIndex % 8));
  int16 b = (int16)(programIndex * 37 & 0xfff);
  uint64 c = programIndex == 3 ? 0 : (0x10ull << (programIndex * 3 % 60));
  RET[programIndex] =
      count_leading_zeros(a) * 10000 + count_trailing_zeros(b) * 1000 +
      count_leading_zeros(c) * 10 + count_trailing_zeros(c) * 0.01f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = (int8)(i == 0 ? 0 : 1 << (i % 8)); // sign-extended
    uniform int b = i * 37 & 0xfff;
    uniform uint64 c = i == 3 ? 0 : (0x10ull << (i * 3 % 60));
    uniform int la = 0, tb = 0, lc = 0, tc = 0;
    if (a == 0)
      la = 32;
    else
      while (!((unsigned int)a & (0x80000000u >> la)))
        ++la;
    if (b == 0)
      tb = 32;
    else
      while (!(b & (1 << tb)))
        ++tb;
    if (c == 0) {
      lc = 64;
      tc = 64;
    } else {
      while (!(c & (0x8000000000000000ull >> lc)))
        ++lc;
      while (!(c & (1ull << tc)))
        ++tc;
    }
    RET[i] = la * 10000 + tb * 1000 + lc * 10 + tc * 0.01f;
  }
}
