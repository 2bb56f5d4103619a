#include "test_static.isph"
// packed_store_active2 and packed_load_active round trip under a mask
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int buf[256];
  for (uniform int k = 0; k < 256; ++k) buf[k] = -1;
  int v = programIndex * 3;
  uniform int n = 0;
  if (programIndex % 4 != 2) n = packed_store_active2(buf, v);
  int back = -7;
  if (programIndex % 2 == 0) packed_load_active(buf, &back);
  RET[programIndex] = back + n * 1000;
}
task void result(uniform float RET[]) {
  uniform int packed[256];
  uniform int n = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 4 != 2) packed[n++] = i * 3;
  uniform int m = 0;
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (i % 2 == 0 ? packed[m++] : -7) + n * 1000;
}
