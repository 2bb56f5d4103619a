#include "test_static.isph"
// a uniform table of function pointers indexed by a varying index
typedef float (*UnOp)(float);
static float op_sq(float x) { return x * x; }
static float op_neg(float x) { return -x; }
static float op_half(float x) { return x * 0.5f; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform UnOp table[3] = {op_sq, op_neg, op_half};
  UnOp f = table[programIndex % 3];
  float a = aFOO[programIndex];
  float r = f(a);
  if (programIndex % 2 == 0) r += f(1.0f);   // called under a mask too
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    uniform int k = i % 3;
    uniform float r = k == 0 ? a * a : k == 1 ? -a : a * 0.5f;
    if (i % 2 == 0) r += k == 0 ? 1 : k == 1 ? -1 : 0.5f;
    RET[i] = r;
  }
}
