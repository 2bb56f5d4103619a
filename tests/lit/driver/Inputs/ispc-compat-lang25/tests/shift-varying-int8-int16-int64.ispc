#include "test_static.isph"
// shifts by varying amounts of narrow and wide types
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int s = programIndex % 8;
  int8 a = -100;
  uint8 b = 0xb5;
  int16 c = -30000;
  uint16 d = 0xf00f;
  int64 e = -0x123456789ll;
  unsigned int64 f = 0xfedcba9876543210ull;
  int r = (a >> s) + (int)(b >> s) + (int)(uint8)(b << s) + (c >> (2 * s)) +
          (int)(d >> (2 * s)) + (int)((e >> (8 * s)) & 0xff) +
          (int)((f << (8 * s)) >> 56);
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int s = i % 8;
    uniform int8 a = -100; uniform uint8 b = 0xb5; uniform int16 c = -30000;
    uniform uint16 d = 0xf00f; uniform int64 e = -0x123456789ll;
    uniform unsigned int64 f = 0xfedcba9876543210ull;
    RET[i] = (a >> s) + (int)(b >> s) + (int)(uint8)(b << s) + (c >> (2 * s)) +
             (int)(d >> (2 * s)) + (int)((e >> (8 * s)) & 0xff) +
             (int)((f << (8 * s)) >> 56);
  }
}
