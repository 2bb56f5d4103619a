#include "test_static.isph"
// references: a uniform struct by const reference read by every lane, a
// varying one updated through a reference in a masked call
struct Acc { float sum; int n; };
static void add(Acc &a, float v) { a.sum += v; a.n += 1; }
static float scaled(const uniform Acc &u, float v) { return v * u.sum + u.n; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform Acc u = { 0.5f, 3 };
  Acc a = { 0, 0 };
  for (int k = 0; k < programIndex % 4; ++k) add(a, aFOO[programIndex] + k);
  RET[programIndex] = scaled(u, a.sum) * 10 + a.n;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float s = 0; uniform int n = 0;
    for (uniform int k = 0; k < i % 4; ++k) { s += (i + 1) + k; ++n; }
    RET[i] = (s * 0.5f + 3) * 10 + n;
  }
}
