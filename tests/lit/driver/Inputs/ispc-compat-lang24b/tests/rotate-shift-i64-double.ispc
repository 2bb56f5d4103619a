#include "test_static.isph"
// rotate by offsets beyond the gang and negative, shift of double
task void f_fu(uniform float RET[], uniform float aFOO[], uniform float b) {
  int64 v = ((int64)programIndex << 33) | 5;
  uniform int k = (int)b; // 5
  int64 r1 = rotate(v, k + programCount * 2);
  int64 r2 = rotate(v, -k);
  double d = shift((double)aFOO[programIndex], -2);
  RET[programIndex] =
      (float)(r1 >> 33) * 1000 + (float)(r2 >> 33) * 10 + (float)d;
}
task void result(uniform float RET[]) {
  uniform int W = programCount;
  for (uniform int i = 0; i < W; ++i) {
    uniform int a = (i + 5) % W, c = ((i - 5) % W + W) % W;
    uniform float d = i - 2 >= 0 ? i - 1 : 0;
    RET[i] = a * 1000 + c * 10 + d;
  }
}
