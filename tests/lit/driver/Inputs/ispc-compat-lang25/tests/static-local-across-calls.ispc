#include "test_static.isph"
// a uniform static local keeps its value across calls, also masked ones
static uniform int counter() {
  static uniform int n = 10;
  return n++;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int a = counter();
  uniform int b = counter();
  int c = 0;
  if (programIndex % 2 == 1) c = counter();
  uniform int d = counter();
  RET[programIndex] = a + b * 100 + c * 10000 + d * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform bool odd = programCount > 1;   // some lane is odd
    uniform int c = (i % 2 == 1) ? 12 : 0;
    RET[i] = 10 + 1100 + c * 10000 + (odd ? 13 : 12) * 0.5f;
  }
}
