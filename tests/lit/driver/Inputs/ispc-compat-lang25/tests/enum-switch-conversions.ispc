#include "test_static.isph"
// enums: implicit conversion to int, explicit from int, switch over them
enum Op { ADD, SUB = 5, MUL, DIV = -2 };
static float apply(Op o, float a, float b) {
  switch (o) {
  case ADD: return a + b;
  case SUB: return a - b;
  case MUL: return a * b;
  case DIV: return a / b;
  }
  return -1;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 4;
  Op o = k == 0 ? ADD : k == 1 ? SUB : k == 2 ? MUL : (Op)(-2);
  int oi = o;
  RET[programIndex] = apply(o, aFOO[programIndex], 2) + oi * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 4;
    uniform float a = i + 1;
    RET[i] = (k == 0 ? a + 2 : k == 1 ? a - 2 : k == 2 ? a * 2 : a / 2) +
             (k == 0 ? 0 : k == 1 ? 5 : k == 2 ? 6 : -2) * 1000;
  }
}
