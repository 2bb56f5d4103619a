#include "test_static.isph"
// a uniform variable assigned a uniform value under varying control flow:
// the store happens if any lane runs it; then-side before else-side
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int a = 0, b = 0, c = 0;
  float x = aFOO[programIndex];
  if (x > 2) a = 5;
  if (x > 1000) b = 7;            // no lane: not stored
  if (x < 3) c += 1; else c += 10;
  uniform int d = 1;
  if (x > 1) d = 2; else d = 3;   // both sides run: the else side last
  RET[programIndex] = a + b * 10 + c * 100 + d * 10000;
}
task void result(uniform float RET[]) {
  uniform int c = 0, d = 2;
  uniform bool lo = false, hi = false;
  for (uniform int i = 0; i < programCount; ++i) {
    if (i + 1 < 3) lo = true; else hi = true;
  }
  c = (lo ? 1 : 0) + (hi ? 10 : 0);
  d = 3;
  uniform int a = programCount > 2 ? 5 : 0;
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = a + c * 100 + d * 10000;
}
