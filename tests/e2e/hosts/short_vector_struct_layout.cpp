#include "e2e_check.h"
#include "short_vector_struct_layout_ispc.h"
#include <cstddef>

using namespace ispc;

int main() {
  int sz[5];
  sizes(sz);
  e2e_expect_eq("sizeof Sphere", 0, sz[0], (int)sizeof(Sphere));
  e2e_expect_eq("sizeof Mixed", 0, sz[1], (int)sizeof(Mixed));
  e2e_expect_eq("sizeof Outer", 0, sz[2], (int)sizeof(Outer));
  e2e_expect_eq("sizeof Hit", 0, sz[3], (int)sizeof(Hit));
  e2e_expect_eq("sizeof USphere", 0, sz[4], 32);
  e2e_expect_eq("C sizeof Sphere", 0, (int)sizeof(Sphere), 32);
  e2e_expect_eq("C offset Mixed.d", 0, (int)offsetof(Mixed, d), 32);

  const int N = 37;
  Sphere sp[N + 1];
  float out[N];
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 3; ++k) sp[i].c.v[k] = (float)((i * 3 + k) % 10);
    sp[i].r = (float)(i % 7);
  }
  Sphere orig[N];
  for (int i = 0; i < N; ++i) orig[i] = sp[i];
  spheres(sp, N, out);
  for (int i = 0; i < N; ++i) {
    const Sphere &o = orig[i];
    e2e_expect_near("spheres out", i, out[i],
                    o.c.v[0] + 10 * o.c.v[1] + 100 * o.c.v[2] + 1000 * o.r, 1e-3);
    e2e_expect_near("spheres r", i, sp[i].r, o.r * 2, 0);
    e2e_expect_near("spheres z", i, sp[i].c.v[2], -o.c.v[2], 0);
    e2e_expect_near("spheres x", i, sp[i].c.v[0], o.c.v[0], 0);
  }
  e2e_expect_near("copy x", 0, sp[N].c.v[0], orig[0].c.v[0], 0);
  e2e_expect_near("copy y", 0, sp[N].c.v[1], orig[0].c.v[1] + 2 + 1, 0);
  e2e_expect_near("copy r", 0, sp[N].r, orig[0].r * 2, 0);

  const int M = 21;
  Outer o[M + 1];
  double dout[M];
  for (int i = 0; i < M; ++i) {
    o[i].head = (float)i;
    o[i].s.c.v[0] = 0.5f * i;
    o[i].s.r = 2;
    o[i].m.tag = (int8_t)(i - 5);
    for (int k = 0; k < 3; ++k) o[i].m.d.v[k] = i * 0.25 + k;
    for (int k = 0; k < 3; ++k) o[i].m.small.v[k] = (int8_t)(k - i);
    o[i].m.f = 1.5f;
    o[i].tail = 100 + i;
  }
  outers(o, M, dout);
  for (int i = 0; i < M; ++i) {
    double want = (double)i + 0.5 * i + 2 + (i - 5) + (i * 0.25 + 2) + (1 - i) + 1.5 + (100 + i);
    e2e_expect_near("outers", i, dout[i], want, 1e-9);
    e2e_expect_eq("outers small.z", i, (int)o[i].m.small.v[2], i + 1);
    e2e_expect_eq("outers small.y", i, (int)o[i].m.small.v[1], 1 - i);
    e2e_expect_eq("outers tail", i, o[i].tail, i * 3);
    e2e_expect_near("outers f", i, o[i].m.f, 1.5, 0);
  }
  const Outer &l = o[M];
  e2e_expect_near("local head", 0, l.head, 1, 0);
  e2e_expect_near("local s.c.z", 0, l.s.c.v[2], 4, 0);
  e2e_expect_near("local s.r", 0, l.s.r, 5, 0);
  e2e_expect_eq("local m.tag", 0, (int)l.m.tag, 6);
  e2e_expect_near("local m.d.y", 0, l.m.d.v[1], 8, 0);
  e2e_expect_eq("local m.small.z", 0, (int)l.m.small.v[2], 12);
  e2e_expect_near("local m.f", 0, l.m.f, 13, 0);
  e2e_expect_eq("local tail", 0, l.tail, 14);

  Hit h[N];
  hits(sp, h, N);
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 3; ++k)
      e2e_expect_near("hits p", i * 3 + k, h[i].p.v[k], sp[i].c.v[k] * 2, 0);
    e2e_expect_eq("hits id", i, h[i].id, i);
  }
  return e2e_finish("short_vector_struct_layout");
}
