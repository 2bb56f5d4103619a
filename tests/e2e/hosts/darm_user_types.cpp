#include "e2e_check.h"
#include "darm_user_types_ispc.h"
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
using namespace ispc;
static double cnd(double x) {
  double k = 1.0 / (1.0 + 0.2316419 * std::fabs(x));
  double w = 1.0 - 0.39894228040143267794 * std::exp(-0.5 * x * x) *
      (k * (0.319381530 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429)))));
  return x < 0 ? 1.0 - w : w;
}
int main() {
  const int n = 203;
  { std::vector<Particle> ps(n), ref(n); float dt = 0.01f;
    for (int i = 0; i < n; ++i) { ps[i].p = {i * 0.1f, 1.0f - i * 0.01f, 2.0f}; ps[i].v = {0.5f, -0.25f, (float)(i % 7)}; ps[i].kind = (i * 7) % 5; }
    ref = ps;
    aos_particles(ps.data(), n, dt);
    for (int i = 0; i < n; ++i) { Particle q = ref[i];
      if (q.kind & 1) { q.v.x += -q.p.x * dt; q.v.y += -q.p.y * dt; q.v.z += 9.5f * dt; q.p.x += q.v.x * dt; q.p.y += q.v.y * dt; q.p.z += q.v.z * dt; }
      else { q.v.x += -q.p.x * dt * 2.0f; q.v.y += -q.p.y * dt * 2.0f; q.v.z -= 9.5f * dt; q.p.x += q.v.x * dt; q.p.y += q.v.y * dt; q.p.z -= q.v.z * dt; }
      q.kind += 2;
      e2e_expect_near("aos.px", i, ps[i].p.x, q.p.x, 1e-5); e2e_expect_near("aos.py", i, ps[i].p.y, q.p.y, 1e-5);
      e2e_expect_near("aos.pz", i, ps[i].p.z, q.p.z, 1e-5); e2e_expect_near("aos.vx", i, ps[i].v.x, q.v.x, 1e-5);
      e2e_expect_near("aos.vy", i, ps[i].v.y, q.v.y, 1e-5); e2e_expect_near("aos.vz", i, ps[i].v.z, q.v.z, 1e-5);
      e2e_expect_eq("aos.kind", i, ps[i].kind, q.kind); } }
  { std::vector<float> xs(n), out(3 * n);
    for (int i = 0; i < n; ++i) xs[i] = ((i * 37) % 101) / 100.0f;
    struct_helper(xs.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { float x = xs[i]; float a[3] = {x, x * 2.0f, x * 3.0f}; float r[3]; float s = x > 0.5f ? 2.0f : 3.0f;
      r[0] = a[0] * s + a[1]; r[1] = a[1] * s + a[2]; r[2] = a[2] * s + a[0];
      if (x > 0.5f) r[0] += 1.0f; else r[1] -= 1.0f;
      for (int k = 0; k < 3; ++k) e2e_expect_near("struct_helper", 3 * i + k, out[3 * i + k], r[k], 1e-5); } }
  { int nb = (n + 7) / 8; Pt_SOA8 *b = (Pt_SOA8 *)aligned_alloc(64, ((nb * sizeof(Pt_SOA8) + 63) / 64) * 64);
    std::vector<float> x(n), y(n); std::vector<int> tag(n);
    for (int i = 0; i < n; ++i) { x[i] = i * 0.5f - 20; y[i] = (i % 13) * 0.75f; tag[i] = (i * 11) % 6;
      b[i / 8].x[i % 8] = x[i]; b[i / 8].y[i % 8] = y[i]; b[i / 8].tag[i % 8] = tag[i]; }
    soa_arms(b, n);
    for (int i = 0; i < n; ++i) { float ex, ey; int et;
      if (tag[i] > 2) { ex = x[i] * y[i] + 1.0f; ey = y[i] - x[i] * 0.5f; et = tag[i] - 3; }
      else { ex = x[i] * y[i] - 1.0f; ey = y[i] + x[i] * 0.25f; et = tag[i] + 5; }
      e2e_expect_near("soa.x", i, b[i / 8].x[i % 8], ex, 1e-5); e2e_expect_near("soa.y", i, b[i / 8].y[i % 8], ey, 1e-5);
      e2e_expect_eq("soa.tag", i, b[i / 8].tag[i % 8], et); }
    free(b); }
  { std::vector<int8_t> a(n), o8(n); std::vector<int16_t> b(n), o16(n);
    for (int i = 0; i < n; ++i) { a[i] = (int8_t)(i * 37 - 100); b[i] = (int16_t)(i * 911 - 30000); }
    narrow_mix(a.data(), b.data(), o8.data(), o16.data(), n);
    for (int i = 0; i < n; ++i) { int8_t x = a[i]; int16_t y = b[i];
      if (x < 0) { x = (int8_t)(x * 3 + 7); y = (int16_t)(y * 5 - x); } else { x = (int8_t)(x * 5 - 3); y = (int16_t)(y * 3 + x); }
      e2e_expect_eq("narrow.o8", i, (int)o8[i], (int)x); e2e_expect_eq("narrow.o16", i, (int)o16[i], (int)y); } }
  { std::vector<uint64_t> a(n), out(n);
    for (int i = 0; i < n; ++i) a[i] = 0x9e3779b97f4a7c15ull * (uint64_t)(i + 1);
    u64_hash(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { uint64_t h = a[i];
      if (h & 1) { h ^= h >> 33; h *= 0xff51afd7ed558ccdull; h ^= h >> 29; } else { h ^= h >> 31; h *= 0xc4ceb9fe1a85ec53ull; h ^= h >> 27; }
      if (out[i] != h) { std::printf("u64 %d %llx %llx\n", i, (unsigned long long)out[i], (unsigned long long)h); e2e_expect_eq("u64", i, 0, 1); } } }
  { std::vector<double> S(n), K(n), T(n), out(n); std::vector<int> put(n); double r = 0.02, v = 0.3;
    for (int i = 0; i < n; ++i) { S[i] = 50 + i % 60; K[i] = 40 + (i * 7) % 70; T[i] = 0.25 + (i % 9) * 0.25; put[i] = (i * 5 / 3) & 1; }
    bs_double(S.data(), K.data(), T.data(), put.data(), out.data(), n, r, v);
    for (int i = 0; i < n; ++i) { double s = S[i], k = K[i], t = T[i], sq = v * std::sqrt(t);
      double d1 = (std::log(s / k) + (r + 0.5 * v * v) * t) / sq, d2 = d1 - sq, res;
      if (put[i]) res = k * std::exp(-r * t) * cnd(-d2) - s * cnd(-d1); else res = s * cnd(d1) - k * std::exp(-r * t) * cnd(d2);
      e2e_expect_near("bs_double", i, out[i], res, 1e-9); } }
  { std::vector<int16_t> a(n), b(n), out(n);
    for (int i = 0; i < n; ++i) { a[i] = (int16_t)(i * 317 - 32000); b[i] = (int16_t)(29000 - i * 291); }
    sat16(a.data(), b.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { int x = a[i], y = b[i], r;
      if (x > y) r = std::min(std::max(x - y * 2, -32768), 32767); else r = std::min(std::max(x + y * 3, -32768), 32767);
      e2e_expect_eq("sat16", i, (int)out[i], r); } }
  { std::vector<Cell> cs(n), ref(n);
    for (int i = 0; i < n; ++i) { cs[i].a = (int16_t)(i * 13 - 1000); cs[i].b = (int8_t)(i * 7); cs[i].c = (int8_t)(i * 3 - 50); cs[i].count = i; }
    ref = cs; cells(cs.data(), n);
    for (int i = 0; i < n; ++i) { Cell c = ref[i];
      if (c.a & 1) { c.b = (int8_t)(c.b + c.c); c.count += c.a; } else { c.c = (int8_t)(c.c - c.b); c.count -= c.a; }
      e2e_expect_eq("cells.a", i, (int)cs[i].a, (int)c.a); e2e_expect_eq("cells.b", i, (int)cs[i].b, (int)c.b);
      e2e_expect_eq("cells.c", i, (int)cs[i].c, (int)c.c); e2e_expect_eq("cells.count", i, cs[i].count, c.count); } }
  { std::vector<double> a(n), out(n);
    for (int i = 0; i < n; ++i) a[i] = (i % 17) * 0.37 + 0.01 * (i % 3);
    dloops(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { double x = a[i], s = 0; int k = 0;
      if (x > 1.0) { while (x > 1.0) { x = x * 0.5; s += x; k++; } } else { do { x = x * 2.0 + 0.1; s += x; k++; } while (x < 1.0 && k < 20); }
      e2e_expect_near("dloops", i, out[i], s + k, 1e-12); } }
  return e2e_finish("darm_user_types");
}
