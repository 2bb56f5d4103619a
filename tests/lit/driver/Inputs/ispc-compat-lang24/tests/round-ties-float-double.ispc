#include "test_static.isph"
// round (ties to even), floor, ceil, trunc of negative and half values
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float x = (aFOO[programIndex] - 8) * 0.5f;   // -3.5, -3, ..., halves
  double dx = (double)x;
  RET[programIndex] = round(x) * 1000 + floor(x) * 100 + ceil(x) * 10 +
                      trunc(x) + (float)round(dx - 0.25d) * 0.125f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float x = (i + 1 - 8) * 0.5f;
    uniform int n = i - 7;                  // x = n / 2
    uniform float fl, ce, tr, rd;
    if (n % 2 == 0) { fl = ce = tr = rd = n / 2; }
    else {
      uniform int lo = (n - 1) / 2;          // floor for odd n (n-1 even)
      if (n < 0) lo = -((-n + 1) / 2);
      fl = lo; ce = lo + 1; tr = n < 0 ? lo + 1 : lo;
      rd = (lo % 2 == 0) ? lo : lo + 1;      // tie: even of lo, lo+1
    }
    // round(x - 0.25) in double: x-0.25 is never a tie; nearest integer
    uniform double y = (double)x - 0.25d;
    uniform int r2 = (int)floor(y + 0.5d);
    RET[i] = rd * 1000 + fl * 100 + ce * 10 + tr + r2 * 0.125f;
  }
}
