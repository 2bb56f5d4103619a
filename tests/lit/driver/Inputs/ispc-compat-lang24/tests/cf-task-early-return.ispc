#include "test_static.isph"
// return under varying control flow in the task itself: the lanes that
// return write nothing more; the others continue
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  RET[programIndex] = a;
  if (a > 3 && (int)a % 2 == 0)
    return;
  RET[programIndex] = -a;
  if (programIndex == 0)
    return;
  RET[programIndex] *= 2;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    if (a > 3 && (i + 1) % 2 == 0) RET[i] = a;
    else RET[i] = i == 0 ? -a : -2 * a;
  }
}
