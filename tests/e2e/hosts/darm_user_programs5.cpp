#include "e2e_check.h"
#include "darm_user_programs5_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
using namespace ispc;
// Scalar references of the session 21 probe programs (darm_user_programs5.spmd).
static unsigned sd = 21501;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
static float frnd() { return (rnd() % 100000) / 100000.0f; }
static const bool BLOCKY_ = false; // the probe hosts' switch for all-coherent data, off here
// random sides for the first 64 elements, gang-coherent runs of 24 after
static int pick(int i, int m) { return i >= 64 ? (i / 24) % m : (int)(rnd() % m); }
#define DONE(name) std::printf("%s ok\n", name)
static const float R = 2e-5f;
static float cndr(float x) {
  float l = std::fabs(x), k = 1.0f / (1.0f + 0.2316419f * l);
  float w = 1.0f - 0.39894228f * std::exp(-l * l * 0.5f) *
            (k * (0.31938153f + k * (-0.356563782f + k * (1.781477937f + k * (-1.821255978f + k * 1.330274429f)))));
  return x < 0 ? 1.0f - w : w;
}
struct Is { float t, nx, ny, nz; int hit; };
static void rs(Is &is, float dx, float dy, float dz, float cx, float cy, float cz, float r) {
  float rx = -cx, ry = -cy, rz = -cz, B = rx * dx + ry * dy + rz * dz, C = rx * rx + ry * ry + rz * rz - r * r, D = B * B - C;
  if (D > 0) { float t = -B - std::sqrt(D); if (t > 1e-4f && t < is.t) { is.t = t; is.hit = 1;
      float px = dx * t - cx, py = dy * t - cy, pz = dz * t - cz, l = 1.0f / std::sqrt(px * px + py * py + pz * pz);
      is.nx = px * l; is.ny = py * l; is.nz = pz * l; } }
}
static void rp(Is &is, float dy, float py0) {
  if (std::fabs(dy) > 1e-6f) { float t = py0 / dy; if (t > 1e-4f && t < is.t) { is.t = t; is.hit = 2; is.nx = 0; is.ny = 1; is.nz = 0; } }
}
typedef unsigned int u32;
static int fibr(int k) { return k < 2 ? k : fibr(k - 1) + fibr(k - 2); }
static int trir(int k) { return k <= 0 ? 0 : k + trir(k - 1); }
static float bigr(float x, float a, float b, int m) { float s = 0; for (int j = 0; j < m; ++j) { s = s * a + std::sin(x * j + b); if (s > 10.0f) s -= 10.0f; } return s; }
static void walkr(int &sum, int &d, int node, int lim) { while (node < lim) { sum += node; d += 1; node = (node & 1) == 0 ? 2 * node + 1 : 2 * node + 2; } }
int main() {
  const int n = 131;
  { // p1

  
  { std::vector<float> dx(n), dy(n), dz(n), o(3 * n); std::vector<int> k(n);
    for (int i = 0; i < n; ++i) { dx[i] = frnd() - 0.5f; dy[i] = frnd() + 0.1f; dz[i] = frnd() - 0.3f; k[i] = pick(i, 2); }
    shade_dirs(dx.data(), dy.data(), dz.data(), k.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      float l = 1.0f / std::sqrt(dx[i] * dx[i] + dy[i] * dy[i] + dz[i] * dz[i]);
      float x = dx[i] * l, y = dy[i] * l, z = dz[i] * l, r[3];
      if (k[i] == 0) { r[0] = x; r[1] = y - 2.0f * y; r[2] = z; }
      else { r[0] = x * 0.75f; r[1] = y * 0.75f - (0.75f * y + 0.25f); r[2] = z * 0.75f; }
      for (int c = 0; c < 3; ++c) e2e_expect_near("shade", i, o[3 * i + c], r[c], 1e-3);
    }
    DONE("shade_dirs"); }
  { std::vector<float> xs(n), o(n); std::vector<int> s(n);
    for (int i = 0; i < n; ++i) { xs[i] = (float)(rnd() % 100); s[i] = pick(i, 2); }
    soa_sides(xs.data(), s.data(), o.data(), n);
    int w = gang_width();
    float px[64], py[64];
    for (int j = 0; j < 64; ++j) { px[j] = (float)j; py[j] = 2.0f * j; }
    // lanes of one gang touch distinct j (gang width <= 64), gangs run in order
    for (int g = 0; g < n; g += w)
      for (int i = g; i < std::min(n, g + w); ++i) {
        int j = i & 63;
        if (s[i]) { px[j] += xs[i]; e2e_expect_eq("soa", i, o[i], px[j] * 2.0f); }
        else { py[j] -= xs[i]; e2e_expect_eq("soa", i, o[i], py[j] * 2.0f); }
      }
    DONE("soa_sides"); }
  { std::vector<float> a(n), b(n), o(n); std::vector<int> k(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd() * 4; b[i] = frnd() * 4; k[i] = pick(i, 3); }
    fnptr_sides(a.data(), b.data(), k.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      float r = k[i] == 0 ? a[i] + b[i] * 0.5f : k[i] == 1 ? a[i] * b[i] + 1.0f : std::min(a[i], b[i]) - 1.0f;
      e2e_expect_near("fnptr", i, o[i], r * 3.0f, R);
    }
    DONE("fnptr_sides"); }
  { std::vector<float> a(n), o1(n), o2(n); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd() * 10; c[i] = pick(i, 2); }
    ref_sides(a.data(), c.data(), o1.data(), o2.data(), n);
    for (int i = 0; i < n; ++i) {
      float s = 1.0f, t = 2.0f;
      for (int k = 0; k < 3; ++k) { if (c[i]) s = s * 0.5f + (a[i] + k); else t = t * 0.5f + (a[i] - k); }
      e2e_expect_near("ref.s", i, o1[i], s, R); e2e_expect_near("ref.t", i, o2[i], t, R);
    }
    DONE("ref_sides"); }
  { std::vector<float> x(n); std::vector<double> o(n); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd() * 3 - 1; c[i] = pick(i, 2); }
    tmpl_sides(x.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      double r = c[i] ? (double)((1.5f * x[i] - 2.0f) * x[i] + 0.25f) : (1.5 * x[i] - 2.0) * x[i] + 0.25;
      e2e_expect_near("tmpl", i, o[i], r, c[i] ? 1e-5 : 1e-12);
    }
    DONE("tmpl_sides"); }
  { std::vector<float> a(n), b(n), ot(n); std::vector<int> c(n), oid(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd(); b[i] = frnd(); c[i] = (int)(rnd() % 50); }
    struct_ret(a.data(), b.data(), c.data(), ot.data(), oid.data(), n);
    for (int i = 0; i < n; ++i) {
      bool l = a[i] < b[i];
      e2e_expect_near("sret.t", i, ot[i], l ? a[i] * 2.0f + b[i] : b[i] * 2.0f + a[i], R);
      e2e_expect_eq("sret.id", i, oid[i], l ? c[i] + 1 : c[i] - 1);
    }
    DONE("struct_ret"); }
  { std::vector<float> a(n), o(n); std::vector<int> k(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd() * 5; k[i] = (int)(rnd() % 16); }
    vec_index(a.data(), k.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      float v[4] = {a[i], a[i] * 2.0f, a[i] + 3.0f, -a[i]}; float r;
      if (k[i] & 1) { v[k[i] & 3] += 1.0f; r = v[0] + v[1]; } else { v[(k[i] + 1) & 3] -= 1.0f; r = v[2] + v[3]; }
      e2e_expect_near("vidx", i, o[i], r + v[k[i] & 3], R);
    }
    DONE("vec_index"); }
  }
  { // p2

  
  { std::vector<float> S(n), X(n), T(n), o(n); std::vector<int> p(n);
    for (int i = 0; i < n; ++i) { S[i] = 50 + frnd() * 100; X[i] = 50 + frnd() * 100; T[i] = 0.2f + frnd() * 2; p[i] = pick(i, 2); }
    float r = 0.02f, v = 0.3f;
    bs_mixed(S.data(), X.data(), T.data(), p.data(), r, v, o.data(), n);
    for (int i = 0; i < n; ++i) {
      float s = S[i], x = X[i], t = T[i];
      float d1 = (std::log(s / x) + (r + v * v * 0.5f) * t) / (v * std::sqrt(t)), d2 = d1 - v * std::sqrt(t);
      float res = p[i] ? x * std::exp(-r * t) * cndr(-d2) - s * cndr(-d1) : s * cndr(d1) - x * std::exp(-r * t) * cndr(d2);
      e2e_expect_near("bs", i, o[i], res, 2e-4);
    }
    DONE("bs_mixed"); }
  { std::vector<float> S(n), X(n), o(n); std::vector<int> p(n);
    for (int i = 0; i < n; ++i) { S[i] = 80 + frnd() * 40; X[i] = 80 + frnd() * 40; p[i] = pick(i, 2); }
    binomial(S.data(), X.data(), p.data(), o.data(), n);
    float u = 1.05f, dd = 0.999f, pp = 0.52f;
    for (int i = 0; i < n; ++i) {
      float V[17];
      for (int j = 0; j <= 16; ++j) { float pr = S[i] * std::pow(u, (float)(2 * j - 16)); V[j] = p[i] ? std::max(X[i] - pr, 0.0f) : std::max(pr - X[i], 0.0f); }
      for (int k = 15; k >= 0; --k) for (int j = 0; j <= k; ++j) {
        float pr = S[i] * std::pow(u, (float)(2 * j - k)), c = dd * (pp * V[j + 1] + (1 - pp) * V[j]);
        V[j] = p[i] ? std::max(c, X[i] - pr) : std::max(c, pr - X[i]); }
      e2e_expect_near("binom", i, o[i], V[0], 1e-4);
    }
    DONE("binomial"); }
  { int w = 37 + (n % 7), h = 11; std::vector<int> sh(w * h), o(w * h);
    for (int i = 0; i < w * h; ++i) sh[i] = pick(i, 2);
    float x0 = -2.0f, y0 = -1.0f, dx = 2.5f / w;
    fractals(x0, y0, dx, w, h, sh.data(), o.data());
    int bad = 0;
    for (int j = 0; j < h; ++j) for (int i = 0; i < w; ++i) {
      float cr = x0 + i * dx, ci = y0 + j * dx, zr = 0, zi = 0; int it = 0;
      while (it < 64 && zr * zr + zi * zi < 4.0f) { float t = zr * zr - zi * zi + cr; zi = sh[j * w + i] ? std::fabs(2.0f * zr * zi) + ci : 2.0f * zr * zi + ci; zr = t; ++it; }
      if (o[j * w + i] != it) { if (bad < 5) std::printf("fractal (%d,%d) %d want %d\n", i, j, o[j * w + i], it); ++bad; }
    }
    if (bad > w * h / 50) e2e_expect_eq("fractal.bad", 0, bad, 0);
    DONE("fractals"); }
  { std::vector<float> d(3 * n), o(n); std::vector<int> id(n);
    for (int i = 0; i < n; ++i) { float x = frnd() * 2 - 1, y = frnd() * 1.2f - 0.8f, z = -1.0f, l = 1.0f / std::sqrt(x * x + y * y + z * z); d[3 * i] = x * l; d[3 * i + 1] = y * l; d[3 * i + 2] = z * l; }
    ao_hits(d.data(), o.data(), id.data(), n);
    for (int i = 0; i < n; ++i) {
      float dx = d[3 * i], dy = d[3 * i + 1], dz = d[3 * i + 2]; Is is{1e17f, 0, 0, 0, 0};
      if (dx < 0) { rs(is, dx, dy, dz, -2.0f, 0, -3.5f, 0.5f); rs(is, dx, dy, dz, -0.5f, 0, -3.0f, 0.5f); rp(is, dy, -0.5f); }
      else { rs(is, dx, dy, dz, 1.0f, 0, -2.2f, 0.5f); rs(is, dx, dy, dz, -0.5f, 0, -3.0f, 0.5f); rp(is, dy, -0.5f); }
      e2e_expect_eq("ao.id", i, id[i], is.hit);
      e2e_expect_near("ao.v", i, o[i], is.hit ? is.t * (is.nx + 2 * is.ny + 3 * is.nz) : -1.0f, 1e-4);
    }
    DONE("ao_hits"); }
  { std::vector<float> d(n), o(n); std::vector<int> e(n); int steps = 40;
    for (int i = 0; i < n; ++i) { d[i] = frnd() * 3; e[i] = pick(i, 2); }
    march(d.data(), e.data(), o.data(), n, steps);
    for (int i = 0; i < n; ++i) {
      float T = 1, L = 0;
      for (int s = 0; s < steps; ++s) { float rho = d[i] * (1.0f + 0.1f * s); if (e[i]) { L += T * rho * 0.3f; T *= std::exp(-rho * 0.1f); } else T *= std::exp(-rho * 0.2f); if (T < 0.05f) break; }
      e2e_expect_near("march", i, o[i], L + T, 1e-4);
    }
    DONE("march"); }
  { std::vector<int> hs(n); std::vector<float> xs(n), o(n);
    for (int i = 0; i < n; ++i) { hs[i] = (int)rnd(); xs[i] = frnd() * 2 - 1; }
    grads(hs.data(), xs.data(), o.data(), n);
    for (int i = 0; i < n; ++i) {
      float x = xs[i], y = xs[i] * 0.5f, z = 1.0f - xs[i], r;
      switch (hs[i] & 15) { case 0: r = x + y; break; case 1: r = -x + y; break; case 2: r = x - y; break; case 3: r = -x - y; break;
        case 4: r = x + z; break; case 5: r = -x + z; break; case 6: r = x - z; break; case 7: r = -x - z; break;
        case 8: r = y + z; break; case 9: r = -y + z; break; case 10: r = y - z; break; case 11: r = -y - z; break;
        case 12: r = y + x; break; case 13: r = -y + z; break; case 14: r = y - x; break; default: r = -y - z; }
      e2e_expect_near("grad", i, o[i], r, 1e-6);
    }
    DONE("grads"); }
  }
  { // p3

  
  { int len = 9; std::vector<uint8_t> buf(64 + len); std::vector<int> w(n); std::vector<u32> o(n);
    for (auto &b : buf) b = (uint8_t)rnd();
    for (int i = 0; i < n; ++i) w[i] = pick(i, 2);
    crc_two(buf.data(), len, w.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { u32 c = 0xffffffffu, off = (u32)(i * 7) % 64, P = w[i] ? 0xEDB88320u : 0x82F63B78u;
      for (int k = 0; k < len; ++k) { c ^= buf[off + k]; for (int b = 0; b < 8; ++b) c = (c >> 1) ^ (P & -(c & 1)); }
      e2e_expect_eq("crc", i, o[i], ~c); }
    DONE("crc_two"); }
  { std::vector<u32> a(n), b(n), o(n); std::vector<int> h(n);
    for (int i = 0; i < n; ++i) { u32 g = 1 + rnd() % 50; a[i] = g * (rnd() % 5000); b[i] = g * (rnd() % 3000); h[i] = pick(i, 2); }
    gcd_two(a.data(), b.data(), h.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { u32 x = a[i], y = b[i]; while (y) { u32 t = x % y; x = y; y = t; } e2e_expect_eq("gcd", i, o[i], x); }
    DONE("gcd_two"); }
  { std::vector<u32> a(n), o(n); std::vector<int> h(n);
    for (int i = 0; i < n; ++i) { a[i] = i % 11 == 0 ? (u32)(i % 3) : (u32)rnd() * 255u + rnd(); h[i] = pick(i, 2); }
    a[0] = 0xffffffffu;
    isqrt_two(a.data(), h.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { uint64_t r = (uint64_t)std::sqrt((double)a[i]); while (r * r > a[i]) --r; while ((r + 1) * (r + 1) <= a[i]) ++r; e2e_expect_eq("isqrt", i, o[i], (u32)r); }
    DONE("isqrt_two"); }
  { std::vector<u32> s(n), bd(n), o(n); std::vector<int> k(n), t(n);
    for (int i = 0; i < n; ++i) { s[i] = rnd() * 977u; k[i] = pick(i, 2); bd[i] = i % 5 == 0 ? 0x80000001u : 1 + rnd() % 1000; }
    draws(s.data(), k.data(), bd.data(), o.data(), t.data(), n);
    for (int i = 0; i < n; ++i) { u32 x = s[i] | 1, v, lim = 0xffffffffu - 0xffffffffu % bd[i]; int tt = 0;
      do { if (k[i]) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; } else x = x * 1664525u + 1013904223u; v = x; ++tt; } while (v >= lim);
      e2e_expect_eq("draw.v", i, o[i], v % bd[i]); e2e_expect_eq("draw.t", i, t[i], tt); }
    DONE("draws"); }
  { std::vector<u32> a(n); std::vector<int> h(n), s(n), c(n);
    for (int i = 0; i < n; ++i) { a[i] = i % 13 == 0 ? 0 : rnd() * (1u + rnd() % 300); h[i] = pick(i, 2); }
    digits(a.data(), h.data(), s.data(), c.data(), n);
    for (int i = 0; i < n; ++i) { u32 v = a[i], B = h[i] ? 16 : 10; int ss = 0, cc = 0; do { ss += v % B; v /= B; ++cc; } while (v); e2e_expect_eq("dig.s", i, s[i], ss); e2e_expect_eq("dig.c", i, c[i], cc); }
    DONE("digits"); }
  { std::vector<int8_t> a(n), b(n), o(n); std::vector<int> op(n);
    for (int i = 0; i < n; ++i) { a[i] = (int8_t)rnd(); b[i] = (int8_t)rnd(); op[i] = pick(i, 2); }
    sat8(a.data(), b.data(), op.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int r = op[i] ? a[i] + b[i] : a[i] - b[i]; r = std::max(-128, std::min(127, r)); e2e_expect_eq("sat8", i, (int)o[i], r); }
    DONE("sat8"); }
  { std::vector<uint64_t> a(n), o(n); std::vector<int> k(n);
    for (int i = 0; i < n; ++i) { a[i] = ((uint64_t)rnd() << 40) ^ ((uint64_t)rnd() << 16) ^ rnd(); k[i] = pick(i, 2); }
    mix64(a.data(), k.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { uint64_t z = a[i], r;
      if (k[i]) { z += 0x9e3779b97f4a7c15ull; z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; z = (z ^ (z >> 27)) * 0x94d049bb133111ebull; r = z ^ (z >> 31); }
      else { uint64_t h = 0xcbf29ce484222325ull; for (int b = 0; b < 8; ++b) { h ^= (z >> (8 * b)) & 0xff; h *= 0x100000001b3ull; } r = h; }
      if (o[i] != r) { e2e_expect_eq("mix64", i, 1, 0); } }
    DONE("mix64"); }
  }
  { // p4

   const int W = gang_width();
  { int w = 29 + n % 5, h = 7; std::vector<float> img(w * h), o(w * h); std::vector<int> m(w * h);
    for (int i = 0; i < w * h; ++i) { img[i] = frnd(); m[i] = pick(i, 2); }
    task_rows(img.data(), w, h, m.data(), o.data());
    for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) { int i = y * w + x; e2e_expect_near("task", i, o[i], img[i] * (m[i] ? -0.5f : 1.5f) + y, 1e-6); }
    DONE("task_rows"); }
  { std::vector<int> a(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { a[i] = (int)(rnd() % 100); c[i] = pick(i, 2); }
    xlane_sides(a.data(), c.data(), o.data(), n);
    for (int g = 0; g < n; g += W) { int e = std::min(n, g + W), st = 0, sf = 0, rt = 0, rf = 0;
      for (int i = g; i < e; ++i) { if (c[i]) st += a[i]; else sf += 2 * a[i]; }
      for (int i = g; i < e; ++i) { if (c[i]) { e2e_expect_eq("xlane", i, o[i], a[i] + st + rt); rt += 1; } else { e2e_expect_eq("xlane", i, o[i], a[i] + sf + rf); rf += 2; } } }
    DONE("xlane_sides"); }
  { int w = 23 + n % 9, h = 13; std::vector<float> img(w * h), o(w * h);
    for (auto &v : img) v = frnd();
    tiles(img.data(), w, h, o.data());
    for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) {
      int xl = std::max(x - 1, 0), xr = std::min(x + 1, w - 1), yu = std::max(y - 1, 0), yd = std::min(y + 1, h - 1);
      float s = img[y * w + xl] + img[y * w + xr] + img[yu * w + x] + img[yd * w + x];
      e2e_expect_near("tiles", y * w + x, o[y * w + x], s * 0.25f - img[y * w + x], 1e-6); }
    DONE("tiles"); }
  { std::vector<float> a(n), o(n); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd() * 50; c[i] = BLOCKY_ ? ((i / 40) % 2) : (int)(rnd() % 3) - 1; }
    coherent(a.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float r = c[i] > 0 ? std::sqrt(a[i] * 3.0f + 1.0f) * 2.0f : std::sqrt(a[i] * 5.0f + 1.0f) * 2.0f; int k = 0;
      while (r > 1.0f && k < 20) { r *= 0.75f; ++k; } e2e_expect_near("coh", i, o[i], r + k, 1e-5); }
    DONE("coherent"); }
  { std::vector<int> k(n), a(n), o(n);
    for (int i = 0; i < n; ++i) { k[i] = pick(i, 5); a[i] = (int)(rnd() % 1000) - 500; }
    fall(k.data(), a.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int v = a[i], r = 0; switch (k[i]) { case 0: r += v * 3; case 1: r += v * 5; break; case 2: r -= v * 3; case 3: r -= v * 5; break; default: r = v; }
      e2e_expect_eq("fall", i, o[i], r); }
    DONE("fall"); }
  { std::vector<int> a(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { a[i] = (int)(rnd() % 100); c[i] = pick(i, 2); }
    scratch(a.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int s = 0; for (int k = 0; k < 4; ++k) s += (c[i] ? a[i] + k : a[i] * k) * (k + 1); e2e_expect_eq("scratch", i, o[i], s); }
    DONE("scratch"); }
  { std::vector<int> a(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { a[i] = (int)(rnd() % 100); c[i] = pick(i, 2); }
    active_sides(a.data(), c.data(), o.data(), n);
    for (int g = 0; g < n; g += W) { int e = std::min(n, g + W), nt = 0, nf = 0;
      for (int i = g; i < e; ++i) (c[i] ? nt : nf)++;
      for (int i = g; i < e; ++i) e2e_expect_eq("active", i, o[i], c[i] ? a[i] + nt : a[i] - nf); }
    DONE("active_sides"); }
  }
  { // p5

   const int W = gang_width();
  { std::vector<int64_t> a(n), b(n), o(n);
    for (int i = 0; i < n; ++i) { a[i] = (int64_t)rnd() * 1000 - 5000000000LL; b[i] = pick(i, 3) == 0 ? 0 : (int64_t)(rnd() % 1000) - 500; if (b[i] == 0 && i % 7) b[i] = 0; }
    div64(a.data(), b.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int64_t acc = 0; for (int k = 0; k < 3; ++k) { int64_t x = a[i] + k; acc += b[i] ? x / b[i] + x % b[i] : x * 3; } e2e_expect_eq("div64", i, o[i], acc); }
    DONE("div64"); }
  { std::vector<int16_t> d1(n, 7), d2(n, 9), v(n); std::vector<int> s(n);
    for (int i = 0; i < n; ++i) { v[i] = (int16_t)(rnd() % 5000); s[i] = pick(i, 3); }
    ptr_store(d1.data(), d2.data(), s.data(), v.data(), n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("ptr.1", i, (int)d1[i], s[i] == 1 ? (int)(int16_t)(v[i] * 2) : 7); e2e_expect_eq("ptr.2", i, (int)d2[i], s[i] == 2 ? (int)(int16_t)(v[i] * 3) : 9); }
    DONE("ptr_store"); }
  { std::vector<double> v(n, -7), x(n); std::vector<int> idx(n);
    for (int i = 0; i < n; ++i) { idx[i] = i; x[i] = frnd(); }
    for (int i = n - 1; i > 0; --i) std::swap(idx[i], idx[rnd() % (i + 1)]);
    same_slot(v.data(), idx.data(), x.data(), n);
    for (int i = 0; i < n; ++i) { double want = x[i] > 0.5 ? x[i] * 2.0 + 1.0 : x[i] * 0.5 - 1.0; e2e_expect_eq("slot", i, v[idx[i]] == want ? 1 : 0, 1); }
    DONE("same_slot"); }
  { int len = 64, m = 5; std::vector<uint16_t> k(len * m); std::vector<int> p(len * m);
    for (int i = 0; i < len * m; ++i) { k[i] = (uint16_t)(rnd() % 300); p[i] = i; }
    std::vector<uint16_t> rk = k; std::vector<int> rp = p;
    bitonic_many(k.data(), p.data(), len, m);
    for (int t = 0; t < m; ++t) { int b = t * len;
      for (int size = 2; size <= len; size *= 2) for (int stride = size / 2; stride > 0; stride /= 2) for (int q = 0; q < len / 2; ++q) {
        int lo = 2 * stride * (q / stride) + q % stride, hi = lo + stride; bool up = ((lo / size) & 1) == 0;
        uint16_t A = rk[b + lo], B = rk[b + hi];
        if (up ? A > B : A < B) { std::swap(rk[b + lo], rk[b + hi]); std::swap(rp[b + lo], rp[b + hi]); } } }
    for (int i = 0; i < len * m; ++i) { e2e_expect_eq("bit.k", i, (int)k[i], (int)rk[i]); e2e_expect_eq("bit.p", i, p[i], rp[i]); }
    DONE("bitonic_many"); }
  { std::vector<int16_t> cn(n); std::vector<int> c(n); std::vector<float> o(n);
    for (int i = 0; i < n; ++i) { cn[i] = (int16_t)(rnd() % 40) - 3; c[i] = pick(i, 2); }
    trips(cn.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float s = 0; if (c[i]) { for (int j = 0; j < cn[i]; ++j) s += 1.0f / (j + 1); } else { for (int j = 0; j < cn[i] + 2; ++j) s += 2.0f / (j + 3); } e2e_expect_near("trips", i, o[i], s, 1e-6); }
    DONE("trips"); }
  { std::vector<int> q(n), o(n); const int ref[9] = {0, 1, 0, 0, 2, 10, 4, 40, 92};
    for (int i = 0; i < n; ++i) q[i] = 1 + (int)(rnd() % 7);
    queens(q.data(), o.data(), n);
    for (int i = 0; i < n; ++i) e2e_expect_eq("queens", i, o[i], ref[q[i]]);
    DONE("queens"); }
  { std::vector<float> a(n), o(n); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { a[i] = frnd() * 10; c[i] = pick(i, 2); }
    conv_sides(a.data(), c.data(), o.data(), n);
    for (int g = 0; g + W <= n; g += W) for (int l = 0; l < W; ++l) { int i = g + l;
      float want = c[i] ? a[i] - a[g] + a[g + (l + 1) % W] : a[i] - a[g + 1 % W] + a[g + (l + 2) % W];
      e2e_expect_near("conv", i, o[i], want, 1e-6); }
    DONE("conv_sides"); }
  }
  { // p6

  
  { std::vector<int> k(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { k[i] = (int)rnd(); c[i] = pick(i, 2); }
    recur(k.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) e2e_expect_eq("recur", i, o[i], c[i] ? fibr(k[i] & 15) : trir(k[i] & 31) + 1);
    DONE("recur"); }
  { std::vector<float> x(n), o(n); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd() * 3; c[i] = pick(i, 2); }
    big_calls(x.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) e2e_expect_near("big", i, o[i], c[i] ? bigr(x[i], 0.5f, 1.0f, 6) : bigr(x[i] * 2.0f, 0.25f, -1.0f, 6), 2e-5);
    DONE("big_calls"); }
  { std::vector<float> x(n), a(2 * n + 2, 5), b(2 * n + 2, 6); std::vector<int> c(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd(); c[i] = pick(i, 2); }
    store_calls(x.data(), c.data(), a.data(), b.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("st.a0", i, a[2 * i], c[i] ? x[i] * 3.0f : 5.0f, 1e-6); e2e_expect_near("st.a1", i, a[2 * i + 1], c[i] ? -x[i] * 3.0f : 5.0f, 1e-6);
      e2e_expect_near("st.b0", i, b[2 * i], !c[i] ? x[i] + 3.0f : 6.0f, 1e-6); e2e_expect_near("st.b1", i, b[2 * i + 1], !c[i] ? -(x[i] + 3.0f) : 6.0f, 1e-6); }
    DONE("store_calls"); }
  { std::vector<int> v(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { v[i] = (int)(rnd() % 1000); c[i] = pick(i, 2); }
    asserted(v.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) e2e_expect_eq("assert", i, o[i], c[i] ? v[i] * 2 : v[i] * 3);
    DONE("asserted"); }
  { std::vector<int> s(n), l(n), c(n), o(n);
    for (int i = 0; i < n; ++i) { s[i] = (int)(rnd() % 20); l[i] = 20 + (int)(rnd() % 500); c[i] = pick(i, 2); }
    walks(s.data(), l.data(), c.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int sum = 0, d = 0; if (c[i]) walkr(sum, d, s[i], l[i]); else walkr(sum, d, s[i] + 1, l[i] * 2); e2e_expect_eq("walk", i, o[i], sum * 100 + d); }
    DONE("walks"); }
  }
  return e2e_finish("darm_user_programs5");
}
