#include "test_static.isph"
// / and % of negatives truncate toward zero in every width
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int i = programIndex;
  int8 a = (int8)(-7 - i);
  int8 b = (int8)(i % 2 == 0 ? 3 : -3);
  int16 c = (int16)(-1000 - 7 * i);
  int16 d = (int16)(i % 3 == 0 ? 13 : -13);
  int64 e = -9000000000ll - i;
  int64 g = i % 2 == 0 ? 7 : -7;
  RET[programIndex] = (a / b) * 1000 + (a % b) * 100 + (c / d) + (c % d) * 10 +
                      (float)(e % g) * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = -7 - i, b = i % 2 == 0 ? 3 : -3;
    uniform int c = -1000 - 7 * i, d = i % 3 == 0 ? 13 : -13;
    // C semantics, computed with explicit truncation
    uniform int q1 = -((-a) / abs(b)) * (b < 0 ? -1 : 1);
    uniform int r1 = a - q1 * b;
    uniform int q2 = -((-c) / abs(d)) * (d < 0 ? -1 : 1);
    uniform int r2 = c - q2 * d;
    uniform int64 e = 9000000000ll + i;
    uniform int r3 = -(int)(e % 7);
    RET[i] = q1 * 1000 + r1 * 100 + q2 + r2 * 10 + r3 * 0.5f;
  }
}
