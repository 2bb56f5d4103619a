#include "test_static.isph"
// avg_up / avg_down of int8 and uint16 near the type limits
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int8 a = (int8)(120 - programIndex * 9);
  int8 b = (int8)(-125 + programIndex * 3);
  uint16 c = (uint16)(65535 - programIndex);
  uint16 d = (uint16)(65000 + programIndex * 7);
  RET[programIndex] = avg_up(a, b) * 1000 + avg_down(a, b) * 10 +
                      (avg_down(c, d) - 65000) * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = (120 - i * 9) & 255;
    if (a >= 128) a -= 256;
    uniform int b = (-125 + i * 3) & 255;
    if (b >= 128) b -= 256;
    uniform int c = (65535 - i) & 0xffff, d = (65000 + i * 7) & 0xffff;
    uniform int up = (a + b + 1 + 512) / 2 - 256;   // floor((a+b+1)/2)
    uniform int down = (a + b + 512) / 2 - 256;     // floor((a+b)/2)
    uniform int cd = (c + d) / 2;
    RET[i] = up * 1000 + down * 10 + (cd - 65000) * 0.5f;
  }
}
