#include "test_static.isph"
// bool in arithmetic is int 0/1; !, sign_extend, bool from float and ptr
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  bool even = ((int)a & 1) == 0;
  bool nz = a - 3;                       // float to bool: != 0
  int s = even + even + nz;
  int ext = sign_extend(even);
  uniform float * uniform p = (programCount > 0) ? aFOO : NULL;
  bool hasp = p;
  float f = !nz;
  RET[programIndex] = s * 100 + ext * 10 + f + (hasp ? 1000 : 0);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = i + 1;
    uniform int even = (a & 1) == 0 ? 1 : 0;
    uniform int nz = a != 3 ? 1 : 0;
    RET[i] = (2 * even + nz) * 100 - even * 10 + (1 - nz) + 1000;
  }
}
