#include "test_static.isph"
// a struct with an array member changed through a reference parameter
struct Bag { int n; float items[4]; };
static void add(Bag &b, float x) {
  if (b.n < 4) { b.items[b.n] = x; ++b.n; }
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  Bag b;
  b.n = 0;
  for (uniform int k = 0; k < 6; ++k)
    if ((programIndex + k) % 2 == 0) add(b, aFOO[programIndex] * k);
  float s = 0;
  for (int k = 0; k < b.n; ++k) s += b.items[k];
  RET[programIndex] = s + b.n * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int n = 0; uniform float s = 0;
    for (uniform int k = 0; k < 6; ++k)
      if ((i + k) % 2 == 0 && n < 4) { s += (i + 1) * k; ++n; }
    RET[i] = s + n * 1000;
  }
}
