#include "test_static.isph"
// streaming_load/store under a mask, prefetch hints (no effect on values)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float buf[64];
  for (uniform int k = 0; k < 64; ++k) buf[k] = -1;
  prefetch_l1(aFOO);
  prefetch_nt(&aFOO[programIndex]);
  float v = streaming_load(aFOO) * 2;
  if (programIndex % 2 == 1) streaming_store(buf, v);
  uniform float u = streaming_load_uniform(&aFOO[3]);
  RET[programIndex] = buf[programIndex] + u * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i % 2 == 1 ? 2 * (i + 1) : -1) + 4000;
}
