#include "test_static.isph"
// float -> float16 rounds to nearest even; float16 arithmetic rounds
// each result to half precision
task void f_f(uniform float RET[], uniform float aFOO[]) {
  // 1 + k/4096: half spacing above 1 is 1/1024 = 4 units
  float x = 1.0f + aFOO[programIndex] / 4096.0f;
  float16 h = x;
  float16 big = (float16)2048 + (float16)(programIndex % 4);   // spacing 2
  RET[programIndex] = ((float)h - 1.0f) * 4096.0f + (float)big * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i + 1, q = k / 4, r = k % 4;
    if (r > 2 || (r == 2 && (q & 1))) ++q;
    // 2048 + m for m = 0..3 in half: 2048, 2048 (tie), 2050, 2052 (tie up)
    uniform int m = i % 4;
    uniform int bigv = m == 0 ? 2048 : m == 1 ? 2048 : m == 2 ? 2050 : 2052;
    RET[i] = q * 4 + bigv * 1000.f;
  }
}
