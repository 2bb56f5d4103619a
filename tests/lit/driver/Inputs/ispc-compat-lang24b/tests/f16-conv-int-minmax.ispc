#include "test_static.isph"
// float16 <-> int conversions (truncation, large values), min/max/abs
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float16 h = (float16)((aFOO[programIndex] - 6) * 37.3f);
  int i = (int)h;
  float16 big = (float16)(programIndex % 16 * 4099); // rounds to half
  RET[programIndex] = i * 100000 + (int)big + (float)max(h, (float16)0) * 0.5f +
                      (float)abs(min(h, (float16)-1));
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform float16 h = (float16)(((k + 1) - 6) * 37.3f);
    uniform int i = (int)h;
    uniform float16 big = (float16)(k % 16 * 4099);
    uniform float16 mx = h > (float16)0 ? h : (float16)0;
    uniform float16 mn = h < (float16)-1 ? h : (float16)-1;
    RET[k] =
        i * 100000 + (int)big + (float)mx * 0.5f + (float)(mn < 0 ? -mn : mn);
  }
}
