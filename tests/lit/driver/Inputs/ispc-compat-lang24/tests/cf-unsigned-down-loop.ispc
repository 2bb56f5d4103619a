#include "test_static.isph"
// unsigned loop counting down with i-- > 0, varying trip counts
task void f_f(uniform float RET[], uniform float aFOO[]) {
  unsigned int n = (unsigned int)aFOO[programIndex] % 6;
  unsigned int s = 0, steps = 0;
  for (unsigned int i = n; i-- > 0;) {
    s = s * 3 + i;
    ++steps;
  }
  RET[programIndex] = s * 10 + steps;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform unsigned int n = (k + 1) % 6, s = 0, steps = 0;
    for (uniform unsigned int i = n; i-- > 0;) { s = s * 3 + i; ++steps; }
    RET[k] = s * 10 + steps;
  }
}
