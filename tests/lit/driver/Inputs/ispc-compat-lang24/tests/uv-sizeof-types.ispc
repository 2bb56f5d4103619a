#include "test_static.isph"
// sizeof of uniform and varying types, structs and arrays
struct S { int8 a; double d; int16 c; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int s1 = sizeof(uniform float);
  uniform int s2 = sizeof(varying float) / programCount;
  uniform int s3 = sizeof(uniform S);
  uniform int s4 = sizeof(uniform int16[5]);
  uniform int s5 = sizeof(uniform int8 * uniform);
  uniform int s6 = sizeof(varying double) / programCount;
  RET[programIndex] = s1 + s2 * 10 + s3 * 100 + s4 * 10000 + s5 * 1e6f +
                      (s6 == 8 ? 0.5f : 0);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 8102444.5f;
}
