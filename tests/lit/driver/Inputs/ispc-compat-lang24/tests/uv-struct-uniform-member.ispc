#include "test_static.isph"
// a varying struct with a uniform member; uniform structs indexed by a
// varying index (gather) and written by a uniform index
struct P { uniform int id; float x; };
struct Q { int a; float b; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  P p;
  p.id = 7;
  p.x = aFOO[programIndex] * 2;
  uniform Q tab[4];
  for (uniform int i = 0; i < 4; ++i) { tab[i].a = i * i; tab[i].b = i + 0.5f; }
  Q q = tab[programIndex % 4];               // varying copy of a uniform one
  q.a += 1;
  RET[programIndex] = p.id * 1000 + p.x + q.a * 10 + q.b * 100 + tab[1].a;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int k = i % 4;
    RET[i] = 7000 + (i + 1) * 2 + (k * k + 1) * 10 + (k + 0.5f) * 100 + 1;
  }
}
