#include "test_static.isph"
// foreach_unique over a varying enum: each distinct value once
enum Kind { K_A = 3, K_B = 7, K_C = 11 };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  Kind k = programIndex % 3 == 0 ? K_A : programIndex % 3 == 1 ? K_B : K_C;
  uniform int passes = 0;
  float got = 0;
  foreach_unique (u in k) {
    ++passes;
    got = u * 10 + reduce_add(1);
  }
  RET[programIndex] = got + passes * 1000;
}
task void result(uniform float RET[]) {
  uniform int cnt[3] = {0, 0, 0};
  for (uniform int i = 0; i < programCount; ++i) cnt[i % 3]++;
  uniform int passes = (cnt[0] > 0) + (cnt[1] > 0) + (cnt[2] > 0);
  uniform int val[3] = {3, 7, 11};
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = val[i % 3] * 10 + cnt[i % 3] + passes * 1000;
}
