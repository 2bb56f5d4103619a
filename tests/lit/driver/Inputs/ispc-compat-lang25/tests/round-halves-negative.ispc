#include "test_static.isph"
// round (ties to even), floor, ceil, trunc of halves and negatives
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float x = (aFOO[programIndex] - 8) * 0.5f;   // ..., -1.5, -1, -0.5, 0, ...
  double y = (double)x;
  RET[programIndex] = round(x) * 1000 + floor(x) * 100 + ceil(x) * 10 +
                      trunc(x) +
                      (float)(round(y) + floor(y) + ceil(y) + trunc(y)) * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int h = i + 1 - 8;    // x = h / 2
    uniform float fl = (h >= 0) ? h / 2 : -((-h + 1) / 2);
    uniform float ce = (h >= 0) ? (h + 1) / 2 : -((-h) / 2);
    uniform float tr = (h >= 0) ? h / 2 : -((-h) / 2);
    uniform float ro;
    if (h % 2 == 0) ro = h / 2;
    else {                        // tie: the even neighbour
      uniform float lo = fl, hi = ce;
      ro = ((int)lo % 2 == 0) ? lo : hi;
    }
    RET[i] = ro * 1000 + fl * 100 + ce * 10 + tr + (ro + fl + ce + tr) * 0.25f;
  }
}
