#include "test_static.isph"
// a uniform struct converts to a varying one: in an initialization, an
// argument, an operator's operand, a ?: with a varying struct, an array
// element assignment
struct V2 { float x, y; int tag[2]; };
static V2 operator+(V2 a, V2 b) {
  V2 r;
  r.x = a.x + b.x; r.y = a.y + b.y;
  r.tag[0] = a.tag[0] + b.tag[0]; r.tag[1] = a.tag[1] * b.tag[1];
  return r;
}
static float dot(V2 a, V2 b) { return a.x * b.x + a.y * b.y; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform V2 u;
  u.x = 1; u.y = 2; u.tag[0] = 3; u.tag[1] = 4;
  V2 v = u;                                 // uniform -> varying
  v.x = aFOO[programIndex];
  V2 s = v + u;                             // operator with a uniform operand
  V2 pick = (programIndex % 2 == 0) ? s : u;
  V2 arr[2];
  arr[programIndex % 2] = u;
  arr[1 - programIndex % 2] = s;
  RET[programIndex] = dot(pick, u) * 1000 + pick.tag[0] * 100 + pick.tag[1] +
                      arr[0].x * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    uniform float px, py;
    uniform int t0, t1;
    if (i % 2 == 0) { px = a + 1; py = 4; t0 = 6; t1 = 16; }
    else { px = 1; py = 2; t0 = 3; t1 = 4; }
    uniform float a0x = (i % 2 == 0) ? 1 : a + 1;
    RET[i] = (px * 1 + py * 2) * 1000 + t0 * 100 + t1 + a0x * 0.5f;
  }
}
