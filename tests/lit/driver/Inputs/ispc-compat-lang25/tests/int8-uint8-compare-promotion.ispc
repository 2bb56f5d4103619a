#include "test_static.isph"
// int8 and uint8 mixed: the common type of the operands, and wraparound
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int i = programIndex;
  int8 a = (int8)(-1 - i);
  uint8 b = (uint8)(250 + i);        // wraps past 255
  uint8 c = b + (uint8)10;          // uint8 arithmetic wraps
  int16 d = (int16)a * (int16)100;  // widened before multiplying
  int w = (int)a + (int)b;
  RET[programIndex] = (float)c + (float)d * 0.5f + w * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = -1 - i;
    if (a < -128) a += 256;
    uniform int b = (250 + i) % 256;
    uniform int c = (b + 10) % 256;
    RET[i] = c + a * 100 * 0.5f + (a + b) * 1000;
  }
}
