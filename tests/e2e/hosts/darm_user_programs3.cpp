#include "e2e_check.h"
#include "darm_user_programs3_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace ispc;
// Scalar references of the session 19 probe programs (darm_user_programs3.spmd).
static unsigned sd = 19401;
static unsigned rnd() { sd = sd * 1103515245u + 12345u; return (sd >> 8) & 0xffffff; }
static float frnd() { return (rnd() % 100000) / 100000.0f; }
static const bool BLOCKY_ = false; // the probe hosts' switch for all-coherent data, off here
// random sides for the first 64 elements, gang-coherent runs of 24 after
static int pick(int i, int m) { return i >= 64 ? (i / 24) % m : (int)(rnd() % m); }
#define DONE(name) std::printf("%s ok\n", name)
static float atan_poly(float z) { float z2 = z * z; return z * (0.99997726f + z2 * (-0.33262347f + z2 * (0.19354346f + z2 * (-0.11643287f + z2 * (0.05265332f + z2 * -0.01172120f))))); }
static int dsum(int a, int depth) { if (a < 10 || depth > 8) return a % 10 + (a >= 10 ? a / 10 : 0); return dsum(a / 100, depth + 1) + dsum(a % 100, depth + 1); }
int main() {
  const int n = 131;
  { std::vector<float> x(n), v(n), ox(n); std::vector<int> m(n), ds(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd() * 2 - 1; v[i] = frnd() * 2 - 1; m[i] = pick(i, 2); }
    soa_particles(x.data(), v.data(), m.data(), ox.data(), ds.data(), n);
    for (int i = 0; i < n; ++i) { float px = x[i], pv = v[i];
      for (int s = 0; s < 5; ++s) { if (m[i] == 0) { pv -= 0.1f * px; px += 0.1f * pv; } else { float nx = px + 0.1f * pv; pv -= 0.1f * px; px = nx; } }
      e2e_expect_eq("soa.x", i, ox[i], px); int q = (int)(std::fabs(px) * 100000.0f); e2e_expect_eq("soa.ds", i, ds[i], m[i] == 0 ? dsum(q, 0) : q % 9); }
    DONE("soa_particles"); }
  { std::vector<float> x(n), y(n); std::vector<int8_t> a(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd() * 8 - 4; a[i] = (int8_t)pick(i, 5); }
    activations(x.data(), a.data(), y.data(), n);
    for (int i = 0; i < n; ++i) { float v = x[i], r;
      switch (a[i]) { case 0: r = std::max(v, 0.0f); break; case 1: { float t = 0.7978845608f * (v + 0.044715f * v * v * v); r = 0.5f * v * (1.0f + std::tanh(t)); break; }
        case 2: r = std::tanh(v); break; case 3: r = v / (1.0f + std::exp(-v)); break; default: r = v > 0.0f ? v : 0.01f * v; }
      e2e_expect_near("act", i, y[i], r, 1e-6); }
    DONE("activations"); }
  { std::vector<float> x(n), sc(n), err(n); std::vector<int> m(n), zp(n); std::vector<int8_t> q(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd() * 6 - 3; m[i] = pick(i, 2); sc[i] = 0.01f + 0.03f * frnd(); zp[i] = (int)(rnd() % 41) - 20; }
    quant_int8(x.data(), m.data(), sc.data(), zp.data(), q.data(), err.data(), n);
    for (int i = 0; i < n; ++i) { int8_t qi; float back; float v = x[i];
      if (m[i] == 0) { int t = (int)std::nearbyint(v / sc[i]); qi = (int8_t)std::min(std::max(t, -127), 127); back = (float)qi * sc[i]; }
      else { int t = (int)std::nearbyint(v / sc[i]) + zp[i]; qi = (int8_t)std::min(std::max(t, -128), 127); back = (float)((int)qi - zp[i]) * sc[i]; }
      e2e_expect_eq("q", i, (int)q[i], (int)qi); e2e_expect_eq("qerr", i, err[i], v - back); }
    DONE("quant_int8"); }
  { std::vector<uint64_t> s(n); std::vector<int> k(n); std::vector<uint32_t> o(n);
    for (int i = 0; i < n; ++i) { s[i] = ((uint64_t)rnd() << 32) | (rnd() | 1); k[i] = pick(i, 3); }
    xorshift_lanes(s.data(), k.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { uint64_t ss = s[i]; uint32_t r = 0;
      for (int q = 0; q < 8; ++q) { if (k[i] == 0) { uint32_t x = (uint32_t)ss; x ^= x << 13; x ^= x >> 17; x ^= x << 5; ss = x; r ^= x; }
        else if (k[i] == 1) { ss ^= ss >> 12; ss ^= ss << 25; ss ^= ss >> 27; r ^= (uint32_t)((ss * 0x2545F4914F6CDD1Dull) >> 32); }
        else { ss += 0x9e3779b97f4a7c15ull; uint64_t z = ss; z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull; z = (z ^ (z >> 27)) * 0x94d049bb133111ebull; r ^= (uint32_t)(z ^ (z >> 31)); } }
      e2e_expect_eq("xorshift", i, o[i], r); }
    DONE("xorshift_lanes"); }
  { std::vector<float> x(n), y(n); std::vector<int> d(n); std::vector<uint8_t> q(n);
    for (int i = 0; i < n; ++i) { x[i] = i % 17 == 0 ? frnd() * 0.004f : frnd(); d[i] = pick(i, 2); }
    srgb_conv(x.data(), d.data(), y.data(), q.data(), n);
    for (int i = 0; i < n; ++i) { float v = x[i], r;
      if (d[i] == 0) r = v <= 0.0031308f ? 12.92f * v : 1.055f * std::pow(v, 1.0f / 2.4f) - 0.055f; else r = v <= 0.04045f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
      e2e_expect_near("srgb", i, y[i], r, 2e-6); int qq = (int)(std::min(std::max(r, 0.0f), 1.0f) * 255.0f + 0.5f); if (std::abs(qq - (int)q[i]) > 1) e2e_expect_eq("srgb.q", i, (int)q[i], qq); }
    DONE("srgb_conv"); }
  { const int m = n * 3; std::vector<uint8_t> img(m), o(m); std::vector<int> hist(256), ch(m + 64, -1);
    for (int i = 0; i < m; ++i) img[i] = BLOCKY_ ? (uint8_t)(60 + (i / 40) % 5 * 10 + rnd() % 4) : (uint8_t)(rnd() % 200);
    int nch = hist_eq(img.data(), m, hist.data(), o.data(), ch.data());
    std::vector<int> hh(256, 0), cdf(256); for (int i = 0; i < m; ++i) hh[img[i]]++; int run = 0; for (int b = 0; b < 256; ++b) { run += hh[b]; cdf[b] = run; e2e_expect_eq("hist", b, hist[b], hh[b]); }
    int cmin = 0; for (int b = 0; b < 256; ++b) if (cdf[b]) { cmin = cdf[b]; break; }
    int k = 0;
    for (int i = 0; i < m; ++i) { int p = img[i]; int r = p < 8 ? p : (int)(((float)(cdf[p] - cmin) / (float)std::max(m - cmin, 1)) * 255.0f + 0.5f);
      e2e_expect_eq("heq", i, (int)o[i], r & 255); if (r != p) { e2e_expect_eq("heq.ch", k, ch[k], i); ++k; } }
    e2e_expect_eq("heq.n", 0, nch, k);
    DONE("hist_eq"); }
  { std::vector<float> yy(n), xx(n), o(n);
    for (int i = 0; i < n; ++i) { yy[i] = BLOCKY_ ? ((i / 40) % 2 ? 1 : -1) * (frnd() + 0.1f) : frnd() * 2 - 1; xx[i] = frnd() * 2 - 1; if (i % 31 == 0) xx[i] = 0; }
    atan2_arms(yy.data(), xx.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { float y = yy[i], x = xx[i], ax = std::fabs(x), ay = std::fabs(y), r;
      if (ax >= ay) r = ax == 0.0f ? 0.0f : atan_poly(ay / ax); else r = 1.57079637f - atan_poly(ax / ay);
      if (x < 0) r = 3.14159274f - r; if (y < 0) r = -r; e2e_expect_eq("atan2", i, o[i], r); }
    DONE("atan2_arms"); }
  { std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) { x[i] = std::ldexp(0.5f + 0.5f * frnd(), (int)(rnd() % 60) - 30) * (rnd() % 3 == 0 ? -1 : 1); if (i % 29 == 0) x[i] = 0; }
    cbrt_arms(x.data(), y.data(), n);
    for (int i = 0; i < n; ++i) { float v = x[i]; int e; float m = std::frexp(std::fabs(v), &e); int q = e >= 0 ? e / 3 : -((-e + 2) / 3); int rr = e - 3 * q;
      float mm = rr == 0 ? m : rr == 1 ? m * 2.0f : m * 4.0f; float g = 0.6f + 0.4f * mm;
      for (int k = 0; k < 5; ++k) g = g - (g * g * g - mm) / (3.0f * g * g);
      float r = std::ldexp(g, q); float w = v < 0 ? -r : (v == 0 ? 0.0f : r);
      e2e_expect_eq("cbrt", i, y[i], w); if (v != 0) e2e_expect_near("cbrt.true", i, y[i], std::cbrt(v), 1e-5); }
    DONE("cbrt_arms"); }
  { std::vector<float> A(16 * n), b(4 * n), x(4 * n); std::vector<int> ok(n);
    for (int i = 0; i < 16 * n; ++i) A[i] = frnd() * 2 - 1;
    for (int i = 0; i < 4 * n; ++i) b[i] = frnd();
    for (int i = 0; i < n; i += 13) for (int c = 0; c < 4; ++c) A[i * 16 + 4 + c] = A[i * 16 + c] * 2; // singular rows
    gauss_jordan4(A.data(), b.data(), x.data(), ok.data(), n);
    for (int i = 0; i < n; ++i) { float m[4][5]; for (int r = 0; r < 4; ++r) { for (int c = 0; c < 4; ++c) m[r][c] = A[i * 16 + r * 4 + c]; m[r][4] = b[i * 4 + r]; }
      bool good = true;
      for (int c = 0; c < 4; ++c) { int p = c; float best = std::fabs(m[c][c]); for (int r = c + 1; r < 4; ++r) if (std::fabs(m[r][c]) > best) { best = std::fabs(m[r][c]); p = r; }
        if (best < 1e-6f) { good = false; break; }
        if (p != c) for (int k = 0; k < 5; ++k) std::swap(m[c][k], m[p][k]);
        float inv = 1.0f / m[c][c]; for (int k = 0; k < 5; ++k) m[c][k] *= inv;
        for (int r = 0; r < 4; ++r) { if (r == c) continue; float f = m[r][c]; for (int k = 0; k < 5; ++k) m[r][k] -= f * m[c][k]; } }
      for (int r = 0; r < 4; ++r) e2e_expect_eq("gj", i * 4 + r, x[i * 4 + r], good ? m[r][4] : 0.0f); e2e_expect_eq("gj.ok", i, ok[i], good ? 1 : 0); }
    DONE("gauss_jordan4"); }
  { std::vector<int8_t> tape(n * 16), o(n * 16); std::vector<int> rule(n); const int rs[4] = {30, 90, 110, 184};
    for (int i = 0; i < n * 16; ++i) tape[i] = rnd() % 2;
    for (int i = 0; i < n; ++i) rule[i] = rs[pick(i, 4)];
    ca_rules(tape.data(), rule.data(), o.data(), n);
    for (int b = 0; b < n; ++b) { int c[18] = {0}; for (int k = 0; k < 16; ++k) c[k + 1] = tape[b * 16 + k];
      for (int g = 0; g < 12; ++g) { int nx[18] = {0}; for (int k = 1; k <= 16; ++k) { int pat = (c[k - 1] << 2) | (c[k] << 1) | c[k + 1]; nx[k] = (rule[b] >> pat) & 1; } for (int k = 1; k <= 16; ++k) c[k] = nx[k]; }
      for (int k = 0; k < 16; ++k) e2e_expect_eq("ca", b * 16 + k, (int)o[b * 16 + k], c[k + 1]); }
    DONE("ca_rules"); }
  { const int w = 29, h = n / 7 + 3; std::vector<float> in(w * h), out(w * h, -9.0f);
    for (int i = 0; i < w * h; ++i) in[i] = frnd();
    tiles_launch(in.data(), out.data(), w, h);
    for (int y = 0; y < h; ++y) for (int x = 0; x < w; ++x) { int o = y * w + x; float c = in[o], l = x > 0 ? in[o - 1] : c, r = x < w - 1 ? in[o + 1] : c;
      int tx = x / 8, ty = y / 8; float v = ((tx + ty) & 1) == 0 ? 2.0f * c - 0.5f * (l + r) : 0.5f * c + 0.25f * (l + r);
      e2e_expect_eq("tiles", o, out[o], v); }
    DONE("tiles_launch"); }
  { std::vector<int16_t> x(n * 16); std::vector<uint16_t> z(n * 16); std::vector<int> ord(n), by(n);
    for (int i = 0; i < n * 16; ++i) x[i] = (int16_t)(i % 5 == 0 ? (int)(rnd() & 0xffff) - 32768 : (int)(rnd() % 200) - 100 + (i % 16) * 50);
    for (int i = 0; i < n; ++i) ord[i] = pick(i, 2) + 1;
    delta_zigzag(x.data(), ord.data(), z.data(), by.data(), n);
    for (int b = 0; b < n; ++b) { int16_t p1 = 0, p2 = 0; int nb = 0;
      for (int k = 0; k < 16; ++k) { int16_t v = x[b * 16 + k]; int16_t d = ord[b] == 1 ? (int16_t)(v - p1) : (int16_t)(v - 2 * p1 + p2);
        uint16_t zz = (uint16_t)((d << 1) ^ (d >> 15)); e2e_expect_eq("zz", b * 16 + k, (int)z[b * 16 + k], (int)zz);
        nb += zz < 128 ? 1 : zz < 16384 ? 2 : 3; p2 = p1; p1 = v; }
      e2e_expect_eq("zz.bytes", b, by[b], nb); }
    DONE("delta_zigzag"); }
  return e2e_finish("darm_user_programs3");
}
