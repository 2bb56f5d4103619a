#include "test_static.isph"
// do/while with a varying condition and a break: Collatz step counts
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int n = (int)aFOO[programIndex] + 5;
  int steps = 0;
  do {
    if (n % 2 == 0) n /= 2;
    else n = 3 * n + 1;
    ++steps;
    if (steps >= 20) break;
  } while (n != 1);
  RET[programIndex] = steps * 1000 + n;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int n = k + 6, steps = 0;
    do {
      if (n % 2 == 0) n /= 2;
      else n = 3 * n + 1;
      ++steps;
      if (steps >= 20) break;
    } while (n != 1);
    RET[k] = steps * 1000 + n;
  }
}
