#include "test_static.isph"
// function pointers stored in a uniform struct table, chosen per lane
typedef float (*UnOp)(float);
static float twice(float x) { return 2 * x; }
static float square(float x) { return x * x; }
static float negate(float x) { return -x; }
struct Entry { UnOp f; float bias; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform Entry tab[3];
  tab[0].f = twice; tab[0].bias = 0.5f;
  tab[1].f = square; tab[1].bias = 0;
  tab[2].f = negate; tab[2].bias = 100;
  float a = aFOO[programIndex];
  int k = programIndex % 3;
  UnOp g = tab[k].f;
  RET[programIndex] = g(a) + tab[k].bias;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    uniform int k = i % 3;
    RET[i] = k == 0 ? 2 * a + 0.5f : k == 1 ? a * a : -a + 100;
  }
}
