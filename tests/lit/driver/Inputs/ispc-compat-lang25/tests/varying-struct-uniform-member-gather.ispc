#include "test_static.isph"
// reading a uniform member of an element chosen by a varying index
struct Cell { uniform int tag; float val; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform Cell cells[5];
  for (uniform int k = 0; k < 5; ++k) {
    cells[k].tag = k * 11;
    cells[k].val = k * 0.5f;
  }
  int k = (programIndex * 3) % 5;
  RET[programIndex] = cells[k].tag + cells[k].val * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = (i * 3) % 5;
    RET[i] = k * 11 + k * 500;
  }
}
