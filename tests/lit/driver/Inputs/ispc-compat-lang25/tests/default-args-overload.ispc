#include "test_static.isph"
// default arguments, uniform and varying, with overloads
float scaleby(float x, uniform float s = 2, int add = 1) { return x * s + add; }
int scaleby(int x) { return x * 100; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  RET[programIndex] = scaleby(a) + scaleby(a, 3) + scaleby(a, 4, programIndex) +
                      scaleby(programIndex);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    RET[i] = (2 * a + 1) + (3 * a + 1) + (4 * a + i) + 100 * i;
  }
}
