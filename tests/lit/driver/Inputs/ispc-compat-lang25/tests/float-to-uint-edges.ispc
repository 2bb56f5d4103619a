#include "test_static.isph"
// float -> unsigned above 2^31, unsigned -> float rounding
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float big = 3000000000.0f + aFOO[programIndex] * 256.0f;
  unsigned int u = (unsigned int)big;
  unsigned int m = 0xffffff00u - (unsigned int)programIndex * 256u;
  float back = (float)m;
  bool exact = back == 4294967040.0f - programIndex * 256.0f;
  RET[programIndex] = (float)(u - 3000000000u) + (exact ? 0.5f : 0);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i + 1) * 256 + 0.5f;
}
