#include "test_static.isph"
// uniform pointer to varying data, varying pointer to uniform data, and
// a uniform pointer stepping through a uniform array
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float v = aFOO[programIndex];
  varying float * uniform pv = &v;
  *pv += 1;                                  // each lane its own v
  uniform float * varying pu = &aFOO[programCount - 1 - programIndex];
  uniform float * uniform p = aFOO;
  p += 2;
  uniform float third = *p;                  // aFOO[2] = 3
  RET[programIndex] = v * 100 + *pu + third * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i + 2) * 100 + (programCount - i) + 30000;
}
