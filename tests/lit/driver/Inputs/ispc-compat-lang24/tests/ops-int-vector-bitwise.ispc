#include "test_static.isph"
// int<4> short vectors: bitwise ops, shifts, comparisons giving bool<4>,
// select with a bool<4>, swizzles
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = (int)aFOO[programIndex];
  int<4> v = {a, a * 2, a * 3, a * 4};
  int<4> m = {1, 3, 7, 15};
  int<4> w = (v & m) ^ (v >> 1);
  bool<4> big = w > 5;
  int<4> s = select(big, w, -w);
  int<4> z = s.wzyx + v.xxyy;
  RET[programIndex] = z.x + z.y * 10 + z.z * 100 + z.w * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = i + 1;
    uniform int v[4] = {a, 2 * a, 3 * a, 4 * a};
    uniform int m[4] = {1, 3, 7, 15};
    uniform int s[4];
    for (uniform int k = 0; k < 4; ++k) {
      uniform int w = (v[k] & m[k]) ^ (v[k] >> 1);
      s[k] = w > 5 ? w : -w;
    }
    uniform int z[4] = {s[3] + v[0], s[2] + v[0], s[1] + v[1], s[0] + v[1]};
    RET[i] = z[0] + z[1] * 10 + z[2] * 100 + z[3] * 1000;
  }
}
