#include "test_static.isph"
// float16 arithmetic rounds to half precision after each operation
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float16 h = (float16)(aFOO[programIndex] * 1.1f);
  float16 s = h * (float16)3.3f + (float16)0.1f;
  float16 q = s / (float16)7;
  RET[programIndex] = (float)q * 1000 + (float)(h > (float16)5.0f);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float16 h = (float16)((i + 1) * 1.1f);
    uniform float16 s = h * (float16)3.3f + (float16)0.1f;
    uniform float16 q = s / (float16)7;
    RET[i] = (float)q * 1000 + (float)(h > (float16)5.0f);
  }
}
