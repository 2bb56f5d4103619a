#include "test_static.isph"
// double <-> int64/uint64 conversions: negative truncation, large values
task void f_du(uniform float RET[], uniform double aFOO[], uniform double b) {
  double d = (aFOO[programIndex] - 4.5d) * 1e12d + 0.75d;
  int64 i = (int64)d;
  uint64 u = (uint64)(abs(d) * 1000.0d);
  double back = (double)i;
  RET[programIndex] =
      (float)(i % 1000003) + (float)(u % 4099) * 0.001f + (float)(d - back);
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform double d = ((k + 1) - 4.5d) * 1e12d + 0.75d;
    uniform int64 i = (int64)d;
    uniform uint64 u = (uint64)(abs(d) * 1000.0d);
    RET[k] = (float)(i % 1000003) + (float)(u % 4099) * 0.001f +
             (float)(d - (double)i);
  }
}
