#include "test_static.isph"
// packed_store_active of int64 in nested varying ifs, twice into one buffer
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int64 buf[130];
  for (uniform int i = 0; i < 130; ++i)
    buf[i] = -1;
  int64 v = ((int64)programIndex << 34) + 3;
  uniform int n1 = 0, n2 = 0;
  if (programIndex > 1) {
    if (programIndex % 2 == 0)
      n1 = packed_store_active(buf, v);
    else
      n2 = packed_store_active(buf + 64, -v);
  }
  RET[programIndex] = (float)(buf[programIndex] >> 34) * 10 +
                      (float)(buf[64 + programIndex] >> 34) * 1000 + n1 +
                      n2 * 0.01f;
}
task void result(uniform float RET[]) {
  uniform int64 buf[130];
  for (uniform int i = 0; i < 130; ++i)
    buf[i] = -1;
  uniform int n1 = 0, n2 = 0;
  for (uniform int i = 2; i < programCount; ++i) {
    uniform int64 v = ((int64)i << 34) + 3;
    if (i % 2 == 0)
      buf[n1++] = v;
    else
      buf[64 + n2++] = -v;
  }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (float)(buf[i] >> 34) * 10 + (float)(buf[64 + i] >> 34) * 1000 +
             n1 + n2 * 0.01f;
}
