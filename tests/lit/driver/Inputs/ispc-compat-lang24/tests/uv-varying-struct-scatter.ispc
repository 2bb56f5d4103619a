#include "test_static.isph"
// whole-struct store and load through a varying pointer to uniform structs
struct Pt { float x; int tag; double w; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform Pt pts[64];
  for (uniform int i = 0; i < 64; ++i) {
    pts[i].x = -1;
    pts[i].tag = -1;
    pts[i].w = -1;
  }
  Pt mine;
  mine.x = aFOO[programIndex];
  mine.tag = programIndex * 3;
  mine.w = mine.x * 0.5d;
  uniform Pt * varying dst = &pts[(programIndex * 5 + 1) % programCount];
  *dst = mine;
  uniform Pt * varying src = &pts[programIndex];
  Pt back = *src;
  RET[programIndex] = back.x * 1000 + back.tag + (float)back.w * 0.25f;
}
task void result(uniform float RET[]) {
  for (uniform int j = 0; j < programCount; ++j) {
    // lane l wrote pts[(5l+1) % n]; find l with (5l+1) % n == j
    uniform int l = -1;
    for (uniform int k = 0; k < programCount; ++k)
      if ((k * 5 + 1) % programCount == j) l = k;
    RET[j] = (l + 1) * 1000 + l * 3 + (l + 1) * 0.5f * 0.25f;
  }
}
