#include "test_static.isph"
// an unqualified global is varying (one value per program instance);
// a uniform global is one value
int gv;
uniform int gu;
static void setBoth(int v) { gv = v * 2; gu = 17; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  setBoth((int)aFOO[programIndex]);
  if (programIndex % 2 == 0) gv += 1;
  RET[programIndex] = gv * 100 + gu;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (2 * (i + 1) + (i % 2 == 0 ? 1 : 0)) * 100 + 17;
}
