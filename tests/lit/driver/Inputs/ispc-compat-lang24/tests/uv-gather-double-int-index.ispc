#include "test_static.isph"
// gather of double through a varying int index; scatter to a uniform
// array by a permutation (no two lanes write the same element)
task void f_di(uniform float RET[], uniform double aFOO[], uniform int bFOO[]) {
  int idx = (bFOO[programIndex] * 3) % programCount;   // (i+5)*3 mod n
  double g = aFOO[idx];
  uniform double tmp[64];
  tmp[programCount - 1 - programIndex] = g * 2;
  RET[programIndex] = (float)tmp[programIndex];
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int src = programCount - 1 - i;   // lane that wrote tmp[i]
    uniform int idx = ((src + 5) * 3) % programCount;
    RET[i] = 2 * (idx + 1);
  }
}
