#include "test_static.isph"
// select() with varying and uniform conditions, bool logic and bitwise ops
task void f_f(uniform float RET[], uniform float aFOO[]) {
  bool a = programIndex % 2 == 0, b = programIndex % 3 == 0;
  bool c = a & b, d = a | b, e = a ^ b, f = !a && (b || a);
  int s = select(c, 1, 0) + select(d, 2, 0) + select(e, 4, 0) + select(f, 8, 0);
  uniform bool ub = programCount > 2;
  float t = select(ub, aFOO[programIndex], -1.0f);
  RET[programIndex] = s + t * 100;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform bool a = i % 2 == 0, b = i % 3 == 0;
    uniform int s = (a && b) + 2 * (a || b) + 4 * (a != b) + 8 * (!a && b);
    RET[i] = s + (programCount > 2 ? i + 1 : -1) * 100;
  }
}
