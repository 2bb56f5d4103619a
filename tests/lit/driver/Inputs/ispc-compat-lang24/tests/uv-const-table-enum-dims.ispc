#include "test_static.isph"
// const uniform global tables of structs with initializers, enum values and
// sizeof as array sizes, gathered by a varying index
enum { NUM = 5 };
struct KV { int k; float v; };
static const uniform KV table[NUM] = {
    {3, 0.5f}, {1, 1.5f}, {4, 2.5f}, {1, 3.5f}, {5, 4.5f}};
static const uniform int8 small[sizeof(uniform int) + 1] = {-1, -2, -3, -4, -5};
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int i = (int)aFOO[programIndex] % NUM;
  KV e = table[i];
  RET[programIndex] = e.k * 10 + e.v + small[i] * 1000;
}
task void result(uniform float RET[]) {
  uniform int ks[5] = {3, 1, 4, 1, 5};
  for (uniform int j = 0; j < programCount; ++j) {
    uniform int i = (j + 1) % 5;
    RET[j] = ks[i] * 10 + (i + 0.5f) - (i + 1) * 1000;
  }
}
