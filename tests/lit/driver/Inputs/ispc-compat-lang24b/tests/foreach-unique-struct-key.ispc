#include "test_static.isph"
// foreach_unique over an enum taken from a varying struct member, with a
// uniform accumulator per distinct value
enum Kind { K_A = 3, K_B = 7, K_C = 11 };
struct Item { Kind k; float v; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  Item it;
  it.k = programIndex % 3 == 0 ? K_A : (programIndex % 3 == 1 ? K_B : K_C);
  it.v = aFOO[programIndex];
  float out = 0;
  uniform int seen = 0;
  foreach_unique (k in it.k) {
    uniform float s = reduce_add(it.v);     // lanes with this key
    out = s * 10 + k;
    ++seen;
  }
  RET[programIndex] = out + seen * 0.25f;
}
task void result(uniform float RET[]) {
  uniform float s[3] = {0, 0, 0};
  uniform int seen = programCount < 3 ? programCount : 3;
  for (uniform int i = 0; i < programCount; ++i) s[i % 3] += i + 1;
  uniform int ks[3] = {3, 7, 11};
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = s[i % 3] * 10 + ks[i % 3] + seen * 0.25f;
}
