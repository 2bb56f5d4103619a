#include "test_static.isph"
// packed_store_active(bool, p, v) of double: only lanes where the flag is set
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform double buf[65];
  for (uniform int i = 0; i < 65; ++i) buf[i] = 0;
  double v = aFOO[programIndex] * 0.25d;
  uniform int n = 0;
  if (programIndex != 2) n = packed_store_active(programIndex % 3 != 0, buf, v);
  RET[programIndex] = (float)buf[programIndex] * 4 + n * 1000;
}
task void result(uniform float RET[]) {
  uniform double buf[65];
  for (uniform int i = 0; i < 65; ++i) buf[i] = 0;
  uniform int n = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i != 2 && i % 3 != 0) buf[n++] = (i + 1) * 0.25d;
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = (float)buf[i] * 4 + n * 1000;
}
