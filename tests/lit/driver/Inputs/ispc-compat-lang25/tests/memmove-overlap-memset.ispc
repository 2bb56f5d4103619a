#include "test_static.isph"
// memmove with overlapping ranges both ways, memset, memcpy
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int buf[16];
  for (uniform int k = 0; k < 16; ++k) buf[k] = k;
  memmove(&buf[2], &buf[0], 8 * sizeof(uniform int));   // forward overlap
  memmove(&buf[9], &buf[11], 4 * sizeof(uniform int));   // backward overlap
  uniform int8 bytes[8];
  memset(bytes, 0x7f, 8);
  memset(&bytes[2], -1, 3);
  uniform int other[4];
  memcpy(other, &buf[4], 4 * sizeof(uniform int));
  int k = programIndex % 16;
  RET[programIndex] = buf[k] * 10 + bytes[k % 8] + other[k % 4] * 1000;
}
task void result(uniform float RET[]) {
  uniform int buf[16] = {0, 1, 0, 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 13, 14, 15};
  uniform int bytes[8] = {127, 127, -1, -1, -1, 127, 127, 127};
  uniform int other[4] = {2, 3, 4, 5};
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 16;
    RET[i] = buf[k] * 10 + bytes[k % 8] + other[k % 4] * 1000;
  }
}
