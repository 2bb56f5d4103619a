#include "test_static.isph"
// goto in uniform control flow: a retry loop and a jump out of nested loops
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int tries = 0;
retry:
  ++tries;
  if (tries < 3) goto retry;
  uniform int found = -1;
  for (uniform int a = 0; a < 10; ++a)
    for (uniform int b = 0; b < 10; ++b)
      if (a * b == 42) { found = a * 10 + b; goto done; }
done:
  RET[programIndex] = tries * 100 + found + aFOO[programIndex];
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 300 + 67 + i + 1;
}
