#include "test_static.isph"
// in[i] = i + 1: squares it and adds the gang width (TEST_WIDTH).
task void f_f(uniform float dst[], uniform float in[]) {
  float v = in[programIndex];
  dst[programIndex] = v * v + TEST_WIDTH;
}
task void result(uniform float dst[]) {
  dst[programIndex] = (programIndex + 1) * (programIndex + 1) + programCount;
}
