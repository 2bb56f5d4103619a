#include "test_static.isph"
// float16 of denormals, overflow, inf, NaN, -0 and back
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int k = programIndex % 8;
  float x = k == 0 ? 5.9604645e-08f :   // smallest half denormal, 2^-24
            k == 1 ? 2.9802322e-08f :   // 2^-25: tie -> 0
            k == 2 ? 4.4703484e-08f :   // 1.5 * 2^-25 -> 2^-24
            k == 3 ? 65520.0f :         // rounds to inf
            k == 4 ? -floatbits(0x7f800000) :
            k == 5 ? floatbits(0x7fc00000) :
            k == 6 ? -0.0f : 6.097555e-05f; // largest denormal 0x3ff
  float16 h = (float16)x;
  unsigned int16 bits = intbits(h);
  float back = (float)h;
  RET[programIndex] = (float)bits + (isnan(back) ? 0.5f : 0);
}
task void result(uniform float RET[]) {
  uniform float w[8] = {1, 0, 1, 0x7c00, 0xfc00, 0x7e00 + 0.5f, 0x8000, 0x3ff};
  for (uniform int i = 0; i < programCount; ++i) RET[i] = w[i % 8];
}
