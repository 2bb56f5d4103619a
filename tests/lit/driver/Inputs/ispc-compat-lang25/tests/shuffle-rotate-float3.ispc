#include "test_static.isph"
// rotate, shift and shuffle of float16/int8 values, broadcast of double
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 b = (int8)(programIndex - 5);
  float16 h = (float16)(programIndex * 0.5f);
  int8 rb = rotate(b, -1);
  float16 sh = shift(h, 2);
  double d = broadcast((double)aFOO[programIndex] * 1.5d, programCount - 1);
  int8 sb = shuffle(b, (programIndex + 3) % programCount);
  RET[programIndex] = rb + (float)sh * 10 + (float)d * 100 + sb * 1000;
}
task void result(uniform float RET[]) {
  uniform int P = programCount;
  for (uniform int i = 0; i < P; ++i) {
    uniform int rb = ((i - 1 + P) % P) - 5;
    uniform float sh = (i + 2 < P) ? (i + 2) * 0.5f : 0;
    uniform float d = P * 1.5f;
    uniform int sb = ((i + 3) % P) - 5;
    RET[i] = rb + sh * 10 + d * 100 + sb * 1000;
  }
}
