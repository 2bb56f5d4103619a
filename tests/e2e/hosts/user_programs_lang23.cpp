// Host of user_programs_lang23.spmd: each part computes the expected
// results in scalar C++ and compares (exactly, or within the stated
// relative bound for math functions).
#include "e2e_check.h"
#include "user_programs_lang23_ispc.h"
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <vector>
using namespace ispc;
extern "C" int host_scale(int x) { return x * 11; }

// ---- a_types ----
static void part_a_types() {
  const int n = 61;
  { std::vector<int8_t> a(n); std::vector<uint8_t> b(n); std::vector<int16_t> c(n);
    std::vector<uint16_t> d(n); std::vector<int32_t> o(n);
    for (int i = 0; i < n; ++i) { a[i] = (int8_t)(i * 37 - 100); b[i] = (uint8_t)(i * 53 + 7);
      c[i] = (int16_t)(i * 1311 - 32000); d[i] = (uint16_t)(i * 2999 + 11); }
    narrow(a.data(), b.data(), c.data(), d.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int8_t x = a[i]; uint8_t y = b[i]; int16_t z = c[i]; uint16_t w = d[i];
      int8_t s = (int8_t)(x + (int8_t)y); uint8_t u = (uint8_t)(y * 3); int16_t q = z >> 3; uint16_t r = w >> 3;
      uint8_t su = (uint8_t)(s + u); int16_t t1 = (int16_t)(su + q); uint16_t t2 = (uint16_t)(t1 + r);
      t2 = (uint16_t)(t2 + (int8_t)(x / 3)); t2 = (uint16_t)(t2 + (uint8_t)(y % 7)); int32_t mix = (int)t2 + (int)(uint16_t)(w / 5);
      e2e_expect_eq("narrow", i, o[i], mix); } }
  { std::vector<int64_t> a(n), o1(n); std::vector<uint64_t> b(n), o2(n);
    for (int i = 0; i < n; ++i) { a[i] = (int64_t)0x123456789abcLL * (i - 30); b[i] = 0x9e3779b97f4a7c15ull * (i + 1); }
    wide(a.data(), b.data(), o1.data(), o2.data(), n);
    for (int i = 0; i < n; ++i) { int64_t x = a[i]; uint64_t y = b[i];
      e2e_expect_eq("wide1", i, o1[i], (int64_t)(x / 7 + x % 11 - (x >> 5) + (int64_t)(y >> 60)));
      e2e_expect_eq("wide2", i, o2[i], (uint64_t)(y / 13 + (y % 1000) * 3 + ((uint64_t)x << 3) + (y >> 33) + (y ^ (y << 7)))); } }
  { std::vector<double> a(n), o(n);
    for (int i = 0; i < n; ++i) a[i] = i * 0.173 - 3;
    dbl(a.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { double x = a[i]; double r = x * x - 3.0 * x + 1; if (x > 2.5) r = r / (x - 1.0);
      e2e_expect_eq("dbl", i, o[i] == r + (double)(float)x ? 1 : 0, 1); } }
  { std::vector<uint16_t> a(n), o(n); std::vector<float> fo(n);
    for (int i = 0; i < n; ++i) a[i] = e2e_to_half(i * 0.37 - 5);
    halfs((SPMDC_FLOAT16_T *)a.data(), (SPMDC_FLOAT16_T *)o.data(), fo.data(), n);
    for (int i = 0; i < n; ++i) { double h = e2e_from_half(a[i]);
      double g = e2e_from_half(e2e_to_half(e2e_from_half(e2e_to_half(h * 2)) + 0.5));
      e2e_expect_eq("half", i, (int)o[i], (int)e2e_to_half(g));
      e2e_expect_eq("halff", i, fo[i] == (float)h + 1.0f ? 1 : 0, 1); } }
  { std::vector<float> p(3 * n), q(3 * n), o(7 * n);
    for (int i = 0; i < 3 * n; ++i) { p[i] = (i % 17) * 0.25f - 2; q[i] = (i % 11) * 0.5f - 1.5f; }
    vecs(p.data(), q.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float a[3] = {p[3*i], p[3*i+1], p[3*i+2]}, b[3] = {q[3*i], q[3*i+1], q[3*i+2]};
      float c[3] = {a[1]*b[2]-a[2]*b[1], a[2]*b[0]-a[0]*b[2], a[0]*b[1]-a[1]*b[0]};
      c[0] += 1; c[1] += 1; float t = c[0]; c[0] = c[2]; c[2] = t;
      float dw = a[0] * b[1];
      float m[3]; for (int k = 0; k < 3; ++k) m[k] = std::max(a[k], b[k]) - std::min(a[k], b[k]) * 2;
      int iv[3]; for (int k = 0; k < 3; ++k) iv[k] = (int)(a[k] * 2);
      float want[7] = {c[0], c[1], c[2], dw + c[2], m[0], m[1] + m[2], (float)(iv[0] + iv[1] * iv[2])};
      for (int k = 0; k < 7; ++k) e2e_expect_near("vecs", 7 * i + k, o[7 * i + k], want[k], 0); } }
  { std::vector<Outer> o(n), r; std::vector<int> kinds(n); std::vector<float> out(n);
    for (int i = 0; i < n; ++i) { std::memset(&o[i], 0, sizeof(Outer));
      for (int j = 0; j < 2; ++j) { o[i].in[j].tag = (int16_t)(i * 3 - j); for (int k = 0; k < 3; ++k) o[i].in[j].w[k] = i + j * 10 + k * 0.5f; }
      o[i].d = i * 1.5; o[i].flags = (uint8_t)(i * 7); kinds[i] = (int[]){0, 5, 6, 3}[i % 4]; }
    r = o;
    enums_structs(o.data(), kinds.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { Outer v = r[i]; float acc = 0;
      switch (kinds[i]) { case 0: acc = v.in[0].w[0]; break; case 5: acc = v.in[1].w[2]; case 6: acc += (float)v.d; break; default: acc = -1; }
      acc += v.in[0].tag * 0.5f + v.flags; v.in[1].w[1] += acc;
      e2e_expect_near("es.acc", i, out[i], acc, 0); e2e_expect_near("es.w", i, o[i].in[1].w[1], v.in[1].w[1], 0);
      e2e_expect_near("es.d", i, o[i].d, v.d, 0); e2e_expect_eq("es.tag", i, o[i].in[1].tag, v.in[1].tag); } }
  { std::vector<float> xs(n), out(n);
    for (int i = 0; i < n; ++i) xs[i] = i * 0.75f;
    soa_use(xs.data(), out.data(), n);
    for (int i = 0; i < n; ++i) { int j = n - 1 - i; e2e_expect_near("soa", i, out[i], xs[j] + xs[j] * 2 * j, 0); } }
}

// ---- b_ctrl ----
static void part_b_ctrl() {
  { int w = 13, h = 7; std::vector<float> o(w * h);
    grid(w, h, o.data());
    for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x)
      e2e_expect_near("grid", y * w + x, o[y * w + x], x * 10 + y + ((x + y) % 3 == 0 ? 0.5 : 0), 0); }
  { int a = 3, b = 5, c = 6; std::vector<int> o(a * b * c, -1);
    grid3(a, b, c, o.data());
    for (int i = 0; i < a; ++i) for (int j = 0; j < b; ++j) for (int k = 0; k < c; ++k) {
      int want = (j >= 1 && k >= 2) ? i * 100 + j * 10 + k : -1;
      e2e_expect_eq("grid3", (i * b + j) * c + k, o[(i * b + j) * c + k], want); } }
  { const int n = 45; std::vector<int> keys(n), counts(8, 0), order(n, -1), want(8, 0);
    for (int i = 0; i < n; ++i) keys[i] = (i * 5) % 8;
    actives(keys.data(), counts.data(), order.data(), n);
    // reduce_add(1) in foreach_unique counts the lanes with that key in this gang.
    for (int i = 0; i < n; ++i) want[keys[i]]++;
    for (int k = 0; k < 8; ++k) e2e_expect_eq("unique", k, counts[k], want[k]);
    for (int i = 0; i < n; ++i) e2e_expect_eq("active", i, order[i], keys[i]); }
  { const int n = 77; std::vector<int> a(n), o(n);
    for (int i = 0; i < n; ++i) a[i] = (i * 13) % 29 - 5;
    cflow(a.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int x = a[i], r = x > 10 ? x * 2 : -x, j = 0;
      while (j < x % 5) { r += j; j++; }
      do { r ^= 1; } while (r < 0 && ++j < 3);
      for (int k = 0; k < (x & 3); k++) { if (k == 2) continue; r += k * 7; }
      switch (x % 6) { case 0: case 1: r += 100; case 2: r += 10; break; case 3: { int t = r; r = t * 3; } default: r -= 1; }
      if (x % 7 != 3) r += 1000;
      e2e_expect_eq("cflow", i, o[i], r); } }
  { int per = 9; std::vector<int> o(12 * per, -1);
    tasks(o.data(), per);
    int hits = task_hit_count();
    e2e_expect_eq("hits", 0, hits, 12);
    for (int t = 0; t < 12; ++t) { int t0 = t % 2, t1 = (t / 2) % 3, t2 = t / 6;
      for (int i = 0; i < per; ++i) e2e_expect_eq("task", t * per + i, o[t * per + i], t0 * 1000 + t1 * 100 + t2 * 10 + 12 + i); } }
}

// ---- c_std ----
static uint32_t rnd(uint32_t z[4]) {
  uint32_t b;
  b = ((z[0] << 6) ^ z[0]) >> 13; z[0] = ((z[0] & 4294967294U) << 18) ^ b;
  b = ((z[1] << 2) ^ z[1]) >> 27; z[1] = ((z[1] & 4294967288U) << 2) ^ b;
  b = ((z[2] << 13) ^ z[2]) >> 21; z[2] = ((z[2] & 4294967280U) << 7) ^ b;
  b = ((z[3] << 3) ^ z[3]) >> 12; z[3] = ((z[3] & 4294967168U) << 13) ^ b;
  return z[0] ^ z[1] ^ z[2] ^ z[3];
}
static void seed(uint32_t z[4], uint32_t s) {
  z[0] = s; z[1] = s ^ 0xbeeff00d; z[2] = ((s & 0xffffu) << 16) | (s >> 16);
  z[3] = ((s & 0xffu) << 24) | ((s & 0xff00u) << 8) | ((s & 0xff0000u) >> 8) | ((s & 0xff000000u) >> 24);
  rnd(z);
}
static void part_c_std() {
  const int W = gang();
  { const int n = 97; int ng = (n + W - 1) / W;
    std::vector<int> a(n), r32(ng, 12345), scan(n, 7);
    std::vector<int64_t> r64(8 * ng, 12345); std::vector<double> rd(ng, 12345);
    for (int i = 0; i < n; ++i) a[i] = (i * 29) % 41 - 7;
    red(a.data(), r64.data(), r32.data(), rd.data(), scan.data(), n);
    for (int g = 0; g < ng; ++g) {
      std::vector<int> act;
      for (int i = g * W; i < std::min(n, g * W + W); ++i) if (a[i] % 3 != 0) act.push_back(i);
      if (act.empty()) { e2e_expect_eq("red.none", g, r64[8 * g], (int64_t)12345); continue; }
      int64_t s = 0, s8 = 0, s16 = 0, mx = LLONG_MIN; int mn8 = 255, pc = 0, an = 0, al = 1, no = 1;
      uint32_t mu = UINT32_MAX; double sd = 0; float fm = -INFINITY;
      int64_t sc = 0; int orr = 0;
      for (int i : act) { int x = a[i]; s += x; s8 += (int8_t)x; s16 += (int16_t)(x * 100);
        mn8 = std::min(mn8, (int)(uint8_t)x); mx = std::max(mx, (int64_t)x * -100000000);
        pc += x > 5; an |= x == 7; al &= x != 9; no &= !(x > 100);
        mu = std::min(mu, (uint32_t)x - 5); sd += x * 0.5; fm = std::max(fm, (float)-x);
        e2e_expect_eq("scan", i, scan[i], (int)(sc * 1000 + orr)); sc += x; orr |= 1 << (x & 7); }
      int64_t want[8] = {s, (int16_t)s8, (int32_t)s16, mn8, mx, 1, pc, an + 2 * al + 4 * no};
      for (int k = 0; k < 8; ++k) e2e_expect_eq("red", 8 * g + k, r64[8 * g + k], want[k]);
      e2e_expect_eq("red32", g, r32[g], (int)mu);
      e2e_expect_near("redd", g, rd[g], sd + fm, 0);
    }
    for (int i = 0; i < n; ++i) if (a[i] % 3 == 0) e2e_expect_eq("scan-", i, scan[i], -1); }
  { const int n = 128; std::vector<float> a(n), o(n, -1);
    for (int i = 0; i < n; ++i) a[i] = (float)((i * 7) % 13);
    xlane(a.data(), o.data(), n);
    for (int b = 0; b + W <= n; b += W) for (int j = 0; j < W; ++j) {
      auto v = [&](int l) { return a[b + l]; };
      float r = v((j + 3) % W) + (j - 2 >= 0 && j - 2 < W ? v(j - 2) : 0) * 10 + v(1 % W) * 100;
      r += v((W - 1 - j) % W) * 1000;
      int p = (3 * j) % (2 * W); r += (p < W ? v(p) : v(p - W) * 2) * 10000;
      r += (j == 2 % W ? -5.0f : v(j)) * 0.5f;
      e2e_expect_near("xlane", b + j, o[b + j], r + v(W - 1), 0); } }
  { const int n = 50; std::vector<int> a(n), o(n + W, 0), w;
    for (int i = 0; i < n; ++i) { a[i] = (i * 17) % 23; if (a[i] % 3 == 1) w.push_back(a[i] * 2); }
    int c = packed(a.data(), o.data(), n);
    int odd = W / 2;
    e2e_expect_eq("packed.count", 0, c, (int)w.size() + 1000 * odd);
    for (size_t k = 0; k < w.size(); ++k) e2e_expect_eq("packed", (int)k, o[k], w[k]);
    for (int j = 0; j < W; ++j) e2e_expect_eq("packed.load", j, o[n + j], (j & 1) ? (j / 2 < (int)w.size() ? w[j / 2] : 0) : -7); }
  { const int n = 70; std::vector<float> a(n), of(8 * n); std::vector<double> d(n), od(4 * n); std::vector<int> oi(4 * n);
    for (int i = 0; i < n; ++i) { a[i] = (i - 35) * 0.37f + (i == 3 ? 0.0f : 0.0f); d[i] = (i - 20) * 1.7 - (i == 5 ? 3.0 : 0); }
    a[7] = 0.0f; a[8] = 1e-40f; d[9] = 0.0; a[10] = 1.5f; a[11] = -2.5f;
    math(a.data(), d.data(), of.data(), od.data(), oi.data(), n);
    for (int i = 0; i < n; ++i) { float x = a[i]; double y = d[i]; int e;
      float m = std::frexp(x, &e); e2e_expect_near("frexp.m", i, of[8 * i], m, 0); e2e_expect_eq("frexp.e", i, oi[4 * i], e);
      e2e_expect_near("ldexp", i, of[8 * i + 1], std::ldexp(x, i % 9 - 4), 0);
      if (std::isfinite(1.0f / x)) e2e_expect_near("rcp", i, of[8 * i + 2], 1.0f / x, 1e-7);
      e2e_expect_near("rsqrt", i, of[8 * i + 3], 1.0f / std::sqrt(std::fabs(x) + 1), 2e-7);
      e2e_expect_near("pow", i, of[8 * i + 4], std::pow(std::fabs(x) + 0.5f, 1.5f), 4e-7);
      e2e_expect_near("atan2", i, of[8 * i + 5], std::atan2(x, (float)y), 4e-7);
      e2e_expect_near("clamp", i, of[8 * i + 6], std::min(std::max(x, -1.5f), 2.25f) + (x < 0.25f ? x : 0.25f) + (x > -0.5f ? x : -0.5f), 0);
      float fm = std::fmod(x, 1.25f) + (std::signbit(x) ? -1.0f : 1.0f) + std::nearbyint(x * 3) + std::trunc(x) + std::floor(x) + std::ceil(x);
      e2e_expect_near("fmod", i, of[8 * i + 7], fm, 0);
      double md = std::frexp(y, &e); e2e_expect_near("frexpd", i, od[4 * i], md, 0); e2e_expect_eq("frexpd.e", i, oi[4 * i + 1], e);
      e2e_expect_near("sqrtd", i, od[4 * i + 2], std::sqrt(std::fabs(y)) + std::ldexp(y, 3), 0);
      e2e_expect_near("clampd", i, od[4 * i + 3], std::min(std::max(y, -2.0), 2.0) * (y < 1.0 ? y : 1.0), 0);
      e2e_expect_near("explog", i, od[4 * i + 1], std::exp(y * 0.1) + std::log(std::fabs(y) + 1), 1e-15);
      int32_t ix = (int32_t)(x * 1000);
      int clz = ix == 0 ? 32 : __builtin_clz((uint32_t)ix), ctz = ix == 0 ? 32 : __builtin_ctz((uint32_t)ix);
      e2e_expect_eq("bits", i, oi[4 * i + 2], clz + 100 * ctz + 10000 * __builtin_popcount((uint32_t)ix));
      uint16_t h = e2e_to_half(x);
      e2e_expect_eq("half", i, oi[4 * i + 3], (int)(int16_t)h + (int)((float)e2e_from_half(h) * 16)); } }
  { const int n = 83; std::vector<int> a(n), c(9, 0); std::vector<int64_t> c64(2, 0); float fs = 0;
    for (int i = 0; i < n; ++i) a[i] = (i * 31) % 47 - 11;
    c[4] = INT_MIN; c[5] = INT_MAX; c[8] = -1000;
    atom(c.data(), c64.data(), &fs, a.data(), n);
    int w[9] = {0, 0, 0, 0, INT_MIN, INT_MAX, 0, 0, -1000}; int64_t w64[2] = {0, 0};
    for (int i = 0; i < n; ++i) { int x = a[i]; w[x & 3]++; w[4] = std::max(w[4], x); w[5] = std::min(w[5], x);
      w[6] |= 1 << (x & 15); w[7] ^= x; w64[x & 1] += (int64_t)x << 33; w[8] = std::max(w[8], x * 3); }
    for (int k = 0; k < 9; ++k) e2e_expect_eq("atom", k, c[k], w[k]);
    for (int k = 0; k < 2; ++k) e2e_expect_eq("atom64", k, c64[k], w64[k]);
    double wf = 0; for (int i = 0; i < n; ++i) wf += (a[i] & 1) * 0.25; e2e_expect_near("atomf", 0, fs, wf, 0); }
  { const int n = 5; std::vector<unsigned> o(n * W); std::vector<float> fo(n * W);
    rng(o.data(), fo.data(), n);
    for (int j = 0; j < W; ++j) { uint32_t z[4]; seed(z, 17 + j);
      for (int k = 0; k < n; ++k) { uint32_t r = rnd(z); e2e_expect_eq("rng", k * W + j, o[k * W + j], r);
        uint32_t r2 = rnd(z); uint32_t bits = 0x3f800000u | (r2 & 0x7fffff); float f; std::memcpy(&f, &bits, 4);
        e2e_expect_near("frandom", k * W + j, fo[k * W + j], f - 1, 0); } } }
  { const int n = 40; std::vector<int> a(n), b(n, 0), w(n);
    for (int i = 0; i < n; ++i) a[i] = i * i;
    mems(a.data(), b.data(), n);
    w = a; std::memmove(&w[2], &w[0], (n - 4) * 4); w[n - 2] = w[n - 1] = -1;
    for (int i = 0; i < n; ++i) e2e_expect_eq("mem", i, b[i], w[i]); }
  { const int n = 64; std::vector<float> aos(3 * n), o(3 * n, -1);
    for (int i = 0; i < 3 * n; ++i) aos[i] = (i % 19) * 0.5f;
    aossoa(aos.data(), o.data(), n);
    for (int i = 0; i + W <= n || i < (n / W) * W; ++i) { if (i >= (n / W) * W) break;
      float x = aos[3 * i], y = aos[3 * i + 1], z = aos[3 * i + 2];
      e2e_expect_near("aos0", i, o[3 * i], x + 2 * y + 3 * z, 0); e2e_expect_near("aos1", i, o[3 * i + 1], x - y, 0);
      e2e_expect_near("aos2", i, o[3 * i + 2], z * z, 0); } }
  { const int n = 60; std::vector<int8_t> a(n), b(n), o(n); std::vector<uint16_t> c(n), d(n), o2(n);
    for (int i = 0; i < n; ++i) { a[i] = (int8_t)(i * 9 - 128); b[i] = (int8_t)(i * 13 - 200); c[i] = (uint16_t)(i * 2111); d[i] = (uint16_t)(i * 1777 + 3000); }
    sat(a.data(), b.data(), o.data(), c.data(), d.data(), o2.data(), n);
    for (int i = 0; i < n; ++i) { int s = std::min(127, std::max(-128, a[i] + b[i])); int m = std::min(127, std::max(-128, a[i] * 2));
      e2e_expect_eq("sat8", i, (int)o[i], (int)(int8_t)(s + (int8_t)(m / 4)));
      int su = std::max(0, c[i] - d[i]); int av = (c[i] + d[i] + 1) / 2;
      e2e_expect_eq("sat16", i, (int)o2[i], (int)(uint16_t)(su + av % 100)); } }
}

// ---- d_funcs ----
static void part_d_funcs() {
  { const int n = 53; std::vector<float> a(n), o(n + 2); std::vector<int> ia(n);
    for (int i = 0; i < n; ++i) { a[i] = (i % 9) * 0.5f - 1; ia[i] = (i * 7) % 10; }
    funcs(a.data(), ia.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float x = a[i]; int k = ia[i];
      float sx = (x + 2.0f) * 0.5f, sy = (1.0f + x) * 0.5f; float r = sx * 3 + sy + 1;
      r += (x + x) + (float)(k * 2 + 1) + 4.0f;
      r += (k % 2 == 0) ? x : -x;
      r += (x + 1) + 102.0f + (float)(k - 1);
      r += (x * 2.0f + 3) + (x * 1.0f + 3) + (x * 0.5f + 7);
      float ops = k % 3 == 0 ? x + 2.0f : k % 3 == 1 ? x * 2.0f : x - 2.0f;
      r += ops; r += x * x; r += 1; r += 5; r += 33;
      e2e_expect_near("funcs", i, o[i], r, 0); }
    // ucount: bump adds 1 per call: called once per gang iteration (uniform ref)
    std::printf("ucount>0: %d\n", o[n] > 0);
    e2e_expect_near("static", 0, o[n + 1], 30, 0); }
  { const int n = 37; std::vector<int> d(n), o(n + 1);
    for (int i = 0; i < n; ++i) d[i] = i * i - 5;
    pointers(d.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int v = d[i] + d[i + (i == n - 1 ? 0 : 1)] + i; int loc[4] = {i, 2 * i, 3 * i, 4 * i};
      v += loc[i & 3]; e2e_expect_eq("ptr", i, o[i], v); }
    e2e_expect_eq("list", 0, o[n], 0 + 1 + 4 + 9 + 16 + (n - 1) * 7); }
}

// ---- f_more ----
static int fib_ref(int n) { return n < 2 ? n : fib_ref(n - 1) + fib_ref(n - 2); }
static void part_f_more() {
  { const int n = 71; std::vector<float> a(n), o(8 * n); std::vector<int> ia(n);
    for (int i = 0; i < n; ++i) { a[i] = (i % 13) * 0.75f - 4; ia[i] = (i * 37) % 53; }
    more(a.data(), ia.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float x = a[i]; int k = ia[i];
      int r = k % 3 == 0 ? k + 1 : k % 3 == 1 ? k * 2 : -k - 3; r += fib_ref(k % 12);
      float h[4] = {0, 0, 0, 0}; h[(int)std::fabs(x) & 3] += 1; h[(int)std::fabs(x * 2) & 3] += 1;
      float st = (x + x * 2) + 200 + h[0] + h[1] * 2 + h[2] * 4 + h[3] * 8;
      float p = 1, q = 2; if (k % 2 == 0) p += 10; else q += 10;
      double dx = (double)k * 2 + x, dy = (double)x * 2 + k;
      int g = 0; do { g += 3; } while (g < k % 7);
      int sw = 0; for (int t = 0; t < k % 5; ++t) { bool cont = false;
        switch (t & 3) { case 0: sw += 1; cont = true; break; case 1: sw += 10; case 2: sw += 100; break; default: sw -= 1; }
        if (cont) continue; sw *= 2; }
      float ax = 0, ay = 0, az = 0; for (int m = 0; m < (k & 3); ++m) { int mm = m % 3; ax += (float)k; ay += x * mm; az += x + mm; }
      int found = -1; for (int u = 0; u < 10 && found < 0; ++u) for (int v = 0; v < 10; ++v) if (u * v == k % 37) { found = u * 10 + v; break; }
      float want[8] = {(float)r, st, p * 100 + q, (float)(dx * 1000 + dy), (float)g, (float)sw, ax + ay * 10 + az * 100, (float)found};
      for (int m = 0; m < 8; ++m) e2e_expect_near("more", 8 * i + m, o[8 * i + m], want[m], 1e-6); } }
  { const int n = 45; std::vector<Body> b(n); std::vector<float> o(3 * n);
    for (int i = 0; i < n; ++i) { b[i].p.v[0] = i * 0.3f; b[i].p.v[1] = (i % 7) * 0.5f; b[i].p.v[2] = -(i % 5) * 0.25f; b[i].m = 1 + i % 3; b[i].kind = i % 2; }
    bodies(b.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float f[3] = {0, 0, 0};
      for (int j = 0; j < n; ++j) { if (j == i) continue; float d[3]; for (int c = 0; c < 3; ++c) d[c] = b[j].p.v[c] - b[i].p.v[c];
        float d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + 0.01f; float w = b[j].m / d2;
        for (int c = 0; c < 3; ++c) { if (b[j].kind == b[i].kind) f[c] += d[c] * w; else f[c] -= d[c] * w; } }
      for (int c = 0; c < 3; ++c) e2e_expect_near("bodies", 3 * i + c, o[3 * i + c], f[c], 0); } }
  { const int n = 33; std::vector<int> o(n); varying_new(o.data(), n);
    for (int i = 0; i < n; ++i) { int len = 1 + i % 5, s = 0; for (int j = 0; j < len; ++j) s += i * j; e2e_expect_eq("vnew", i, o[i], s); } }
}

// ---- local_types ----
static void part_local_types() {
  const int n = 57; std::vector<int> a(n), o(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 19) % 31;
  local_types(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int total = 0, last = 0, sw = 0;
    for (int k = 0; k < (a[i] & 7); ++k) { int m = (a[i] + k) % 3; int s = m == 0 ? 0 : m == 1 ? 5 : 6;
      if (s != last) sw++; total += s; last = s; }
    e2e_expect_eq("local_types", i, o[i], total * 100 + sw * 10 + last); }
}

int main() {
  part_a_types();
  part_b_ctrl();
  part_c_std();
  part_d_funcs();
  part_f_more();
  part_local_types();
  return e2e_finish("user_programs_lang23");
}
