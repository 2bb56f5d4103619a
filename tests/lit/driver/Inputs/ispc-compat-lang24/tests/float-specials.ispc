#include "test_static.isph"
// infinities and NaN: division by zero, isnan/isinf, comparisons with NaN
// are false, -0 == 0, min/max with infinities
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex] - 1;        // 0 in lane 0
  float inv = 1.0f / a;
  float z = a * 0;                         // +0
  float nan = z / z;
  int r = 0;
  if (isinf(inv)) r += 1;
  if (isnan(nan)) r += 10;
  if (nan < 1 || nan > 1 || nan == nan) r += 100;   // never
  if (nan != nan) r += 1000;
  if (-z == z) r += 10000;
  float m = min(inv, 1e30f);
  RET[programIndex] = r + (m == 1e30f ? 0.5f : 0);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 11010 + (i == 0 ? 1 : 0) + (i == 0 ? 0.5f : 0);
}
