#include "test_static.isph"
// uint32 values that tie between floats round to even
task void f_f(uniform float RET[], uniform float aFOO[]) {
  // odd values above 2^24: each a tie between two floats
  unsigned int u = 16777216u + 1u + 2u * (unsigned int)programIndex;
  float f = u;
  RET[programIndex] = f - 16777216.0f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = 1 + 2 * i; // between k-1 and k+1: the even one wins
    uniform int lo = k - 1;
    RET[i] = (lo % 4 == 0) ? lo : lo + 2;
  }
}
