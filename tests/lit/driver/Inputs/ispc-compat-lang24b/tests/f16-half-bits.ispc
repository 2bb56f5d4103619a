#include "test_static.isph"
// float_to_half / half_to_float round to nearest even; intbits of float16
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float x = 1.0f + (aFOO[programIndex] * 2 + 1) * 0x1p-12f; // halfway cases
  int16 h = float_to_half(x);
  float back = half_to_float((unsigned int16)h);
  float16 y = (float16)x;
  RET[programIndex] =
      (h & 0x3ff) * 10 + (intbits(y) == (unsigned int16)h) + back - 1;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int m = 2 * (i + 1) + 1;  // x = 1 + m * 2^-12, half ulp 2^-11
    uniform int q = m / 2, r = m % 2; // in units of 2^-11 (= 2^-10 / 2)
    uniform int mant =
        q / 2 + ((q % 2 == 1 && (r > 0 || (q / 2) % 2 == 1)) ? 1 : 0);
    // m*2^-12 = (q + r/2) * 2^-11: round (q + r/2)/2 to nearest even
    uniform float t = (q + r * 0.5f) * 0.5f;
    uniform int n = (int)floor(t);
    uniform float fr = t - n;
    if (fr > 0.5f || (fr == 0.5f && n % 2 == 1))
      n += 1;
    RET[i] = n * 10 + 1 + n * 0x1p-10f;
    mant = mant;
  }
}
