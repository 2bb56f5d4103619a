#include "test_static.isph"
// a varying switch with default in the middle and fall-through into it
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 6;
  float r = 0;
  switch (k) {
  case 0: r += 1;
  case 1: r += 10; break;
  default: r += 100;
  case 4: r += 1000; break;
  case 5: r += 5;
  }
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 6;
    RET[i] = k == 0 ? 11 : k == 1 ? 10 : k == 4 ? 1000 : k == 5 ? 5 : 1100;
  }
}
