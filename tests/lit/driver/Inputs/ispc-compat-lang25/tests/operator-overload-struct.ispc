#include "test_static.isph"
// operator overloading on a struct: binary, unary, compound, comparison
struct V2 { float x, y; };
V2 operator+(V2 a, V2 b) { V2 r; r.x = a.x + b.x; r.y = a.y + b.y; return r; }
V2 operator*(V2 a, float s) { V2 r; r.x = a.x * s; r.y = a.y * s; return r; }
V2 operator-(V2 a) { V2 r; r.x = -a.x; r.y = -a.y; return r; }
bool operator==(V2 a, V2 b) { return a.x == b.x && a.y == b.y; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  V2 p, q;
  p.x = aFOO[programIndex]; p.y = 2;
  q.x = 1; q.y = programIndex;
  V2 s = p + q * 2.0f;
  V2 t = -s;
  float eq = (s == p + q * 2.0f) ? 1000 : 0;
  RET[programIndex] = s.x + 10 * s.y + t.x * 0.5f + eq;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float sx = i + 1 + 2, sy = 2 + 2 * i;
    RET[i] = sx + 10 * sy - sx * 0.5f + 1000;
  }
}
