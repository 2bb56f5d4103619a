#include "test_static.isph"
// && and || short-circuit per program instance: the right side's side
// effect happens only in the lanes that evaluate it
static bool bump(int &c, bool r) { ++c; return r; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = (int)aFOO[programIndex];
  int c1 = 0, c2 = 0;
  bool x = (a % 2 == 0) && bump(c1, a % 3 == 0);
  bool y = (a % 5 == 0) || bump(c2, a > 6);
  RET[programIndex] = (x ? 1 : 0) + (y ? 10 : 0) + c1 * 100 + c2 * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int a = k + 1;
    uniform int c1 = a % 2 == 0 ? 1 : 0, c2 = a % 5 == 0 ? 0 : 1;
    uniform bool x = a % 2 == 0 && a % 3 == 0;
    uniform bool y = a % 5 == 0 || a > 6;
    RET[k] = (x ? 1 : 0) + (y ? 10 : 0) + c1 * 100 + c2 * 1000;
  }
}
