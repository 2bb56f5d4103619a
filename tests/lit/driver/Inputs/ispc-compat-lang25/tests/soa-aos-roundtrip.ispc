#include "test_static.isph"
// aos_to_soa3 / soa_to_aos3 and aos_to_soa4 round trips
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float aos[3 * 64], out[3 * 64], aos4[4 * 64];
  for (uniform int k = 0; k < 3 * programCount; ++k) aos[k] = k;
  for (uniform int k = 0; k < 4 * programCount; ++k) aos4[k] = k * 2;
  float x, y, z, w;
  aos_to_soa3(aos, &x, &y, &z);
  soa_to_aos3(z, x, y, out);          // rotated
  float a, b, c, d;
  aos_to_soa4(aos4, &a, &b, &c, &d);
  int i = programIndex;
  RET[programIndex] = x + y * 10 + z * 100 + out[3 * i] * 0.5f + d * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float x = 3 * i, y = 3 * i + 1, z = 3 * i + 2;
    RET[i] = x + y * 10 + z * 100 + z * 0.5f + (4 * i + 3) * 2 * 1000;
  }
}
