#include "darm_user_programs6_ispc.h"
// Scalar references of the session 22 probe programs
// (darm_user_programs6.spmd). Each kernel is a K with init (inputs for n
// elements), run (the exported kernel) and check (the scalar reference).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace ispc;
#define PROBE_SEED 22001
#include "probe_kernels.h"
// ---- p1: text and bytes
static uint32_t fnv(uint32_t h, uint32_t v) { return (h ^ v) * 16777619u; }
static struct : K {
  std::vector<uint16_t> u; std::vector<uint32_t> cp, h; std::vector<int> mode, c;
  using K::K;
  void init(int m) override {
    n = m; u.assign(8 * n, 0); cp.assign(8 * n, 0); h.assign(n, 0); mode.assign(n, 0); c.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2);
      for (int j = 0; j < 8; ++j) {
        unsigned r = rnd() % 8;
        u[8 * i + j] = r < 4 ? rnd() % 0xD800 : r < 6 ? 0xD800 + rnd() % 0x400 : r < 7 ? 0xDC00 + rnd() % 0x400 : 0xE000 + rnd() % 0x2000;
        cp[8 * i + j] = rnd() % 3 ? rnd() % 0x10000 : 0x10000 + rnd() % 0x100000;
      }
    }
  }
  void run() override { utf16_codec(u.data(), cp.data(), mode.data(), h.data(), c.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t hh = 0x811C9DC5u; int cc = 0;
      if (mode[i] == 0) {
        for (int j = 0; j < 8; ++j) {
          uint32_t a = u[8 * i + j], v = a;
          if (a >= 0xD800 && a < 0xDC00 && j + 1 < 8) {
            uint32_t b = u[8 * i + j + 1];
            if (b >= 0xDC00 && b < 0xE000) { v = 0x10000 + ((a - 0xD800) << 10) + (b - 0xDC00); ++j; }
          }
          hh = fnv(hh, v); ++cc;
        }
      } else {
        for (int j = 0; j < 8; ++j) {
          uint32_t v = cp[8 * i + j];
          if (v >= 0x10000) { v -= 0x10000; hh = fnv(fnv(hh, 0xD800 + (v >> 10)), 0xDC00 + (v & 0x3FF)); cc += 2; }
          else { hh = fnv(hh, v); ++cc; }
        }
      }
      e2e_expect_eq("utf16.h", i, h[i], hh); e2e_expect_eq("utf16.c", i, c[i], cc);
    }
  }
} k_utf16("utf16_codec");
static Reg r_utf16(&k_utf16);

static struct : K {
  std::vector<int8_t> t; std::vector<int> up, len; std::vector<uint32_t> val;
  using K::K;
  void init(int m) override {
    n = m; t.assign(8 * n, 0); up.assign(n, 0); len.assign(n, 0); val.assign(n, 0);
    const char *U = "0123456789ABCDEF", *L = "0123456789abcdef";
    for (int i = 0; i < n; ++i) {
      up[i] = pick(i, 2);
      for (int k = 0; k < 8; ++k) {
        unsigned r = rnd() % 12;
        t[8 * i + k] = r == 0 ? 'g' : r == 1 ? (up[i] ? 'a' + rnd() % 6 : 'A' + rnd() % 6) : (up[i] ? U : L)[rnd() % 16];
      }
    }
  }
  void run() override { hex_parse(t.data(), up.data(), val.data(), len.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t v = 0; int k = 0;
      for (; k < 8; ++k) {
        int c = t[8 * i + k], d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (up[i] && c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else if (!up[i] && c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else break;
        v = v << 4 | d;
      }
      e2e_expect_eq("hex.v", i, val[i], v); e2e_expect_eq("hex.len", i, len[i], k);
    }
  }
} k_hex("hex_parse");
static Reg r_hex(&k_hex);

static struct : K {
  std::vector<int8_t> line; std::vector<int> start, len; std::vector<uint32_t> h;
  using K::K;
  void init(int m) override {
    n = m; line.assign(32 * n, 'x'); start.assign(n, 0); len.assign(n, 0); h.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      int8_t *l = &line[32 * i]; int p = start[i] = rnd() % 4, q = pick(i, 2), f = rnd() % 22;
      for (int k = 0; k < 32; ++k) l[k] = 'a' + rnd() % 26;
      if (q) {
        l[p++] = '"';
        for (int k = 0; k < f && p < 30; ++k) {
          unsigned r = rnd() % 8;
          if (r == 0) { l[p++] = '"'; l[p++] = '"'; } else l[p++] = r == 1 ? ',' : 'A' + rnd() % 26;
        }
        if (rnd() % 5) l[p++] = '"';
      } else {
        for (int k = 0; k < f; ++k) l[p++] = 'A' + rnd() % 26;
      }
      if (p < 32 && rnd() % 5) l[p] = rnd() % 2 ? ',' : '\n';
    }
  }
  void run() override { csv_field(line.data(), start.data(), len.data(), h.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const int8_t *l = &line[32 * i]; int p = start[i], L = 0; uint32_t hh = 5381;
      if (l[p] == '"') {
        for (++p; p < 32; ++p) {
          if (l[p] == '"') { if (p + 1 < 32 && l[p + 1] == '"') ++p; else break; }
          hh = hh * 33 + (uint32_t)(int)l[p]; ++L;
        }
      } else {
        for (; p < 32 && l[p] != ',' && l[p] != '\n'; ++p) { hh = hh * 33 + (uint32_t)(int)l[p]; ++L; }
      }
      e2e_expect_eq("csv.len", i, len[i], L); e2e_expect_eq("csv.h", i, h[i], hh);
    }
  }
} k_csv("csv_field");
static Reg r_csv(&k_csv);

static struct : K {
  std::vector<uint64_t> a, b; std::vector<int> op, o;
  using K::K;
  void init(int m) override {
    n = m; a.assign(n, 0); b.assign(n, 0); op.assign(n, 0); o.assign(n, 0);
    for (int i = 0; i < n; ++i) { a[i] = rnd64() & rnd64(); b[i] = rnd64() | (rnd64() & rnd64()); op[i] = pick(i, 2); }
  }
  void run() override { bitset_walk(a.data(), b.data(), op.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint64_t x = op[i] ? a[i] & b[i] : a[i] ^ b[i]; int s = 0;
      for (int k = 0; k < 64; ++k) if (x >> k & 1) s += op[i] ? k : 2 * k;
      e2e_expect_eq("bitset", i, o[i], s);
    }
  }
} k_bitset("bitset_walk");
static Reg r_bitset(&k_bitset);

static struct : K {
  std::vector<int8_t> t, o; std::vector<int> key, dir;
  using K::K;
  void init(int m) override {
    n = m; t.assign(16 * n, 0); o.assign(16 * n, 0); key.assign(n, 0); dir.assign(n, 0);
    for (int i = 0; i < n; ++i) { key[i] = rnd() % 26; dir[i] = pick(i, 2); for (int j = 0; j < 16; ++j) t[16 * i + j] = 'a' + rnd() % 26; }
  }
  void run() override { caesar(t.data(), key.data(), dir.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < 16; ++j) {
        int c = t[16 * i + j] - 'a';
        int want = dir[i] ? (c + key[i]) % 26 + 'a' : (c - key[i] + 26) % 26 + 'a';
        e2e_expect_eq("caesar", 16 * i + j, (int)o[16 * i + j], want);
      }
  }
} k_caesar("caesar");
static Reg r_caesar(&k_caesar);
// ---- p2: numerics
static struct : K {
  std::vector<float> a, b, re, im; std::vector<int> pol;
  using K::K;
  void init(int m) override {
    n = m; a.assign(n, 0); b.assign(n, 0); re.assign(n, 0); im.assign(n, 0); pol.assign(n, 0);
    for (int i = 0; i < n; ++i) { pol[i] = pick(i, 2); a[i] = frnd() * 2; b[i] = pol[i] ? frnd() * 6.2f - 3.1f : frnd() * 4 - 2; }
  }
  void run() override { complex_forms(a.data(), b.data(), pol.data(), 0.6f, -0.8f, re.data(), im.data(), n); }
  void check() override {
    const float wr = 0.6f, wi = -0.8f;
    for (int i = 0; i < n; ++i) {
      float r, s;
      if (pol[i]) { float x = a[i] * std::cos(b[i]), y = a[i] * std::sin(b[i]); r = x * wr - y * wi; s = x * wi + y * wr; }
      else { float x = a[i], y = b[i]; r = x * wr + y * wi; s = y * wr - x * wi; }
      NEAR("cplx.re", i, re[i], r, 2e-5); NEAR("cplx.im", i, im[i], s, 2e-5);
    }
  }
} k_cplx("complex_forms");
static Reg r_cplx(&k_cplx);

static float mixed_x(int i) { // |x| < 1 or 1 <= |x| < 4 by pick
  float m = pick(i, 2) ? 1.0f + frnd() * 3 : frnd() * 0.999f;
  return rnd() % 2 ? m : -m;
}
static struct : K {
  std::vector<float> x, o;
  using K::K;
  void init(int m) override { n = m; x.assign(n, 0); o.assign(n, 0); for (int i = 0; i < n; ++i) x[i] = mixed_x(i); }
  void run() override { poly_ranges(x.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float v = x[i], r;
      if (std::fabs(v) < 1.0f)
        r = 0.5f + v * (0.25f + v * (-0.125f + v * (0.0625f + v * (-0.03125f + v * (0.015625f + v * (-0.0078125f + v * 0.00390625f))))));
      else {
        float t = 1.0f / v, t2 = t * t, t4 = t2 * t2;
        float p01 = 0.3f + 0.2f * t, p23 = 0.1f + 0.05f * t, p45 = 0.025f + 0.0125f * t, p67 = 0.00625f + 0.003125f * t;
        r = (p01 + p23 * t2) + (p45 + p67 * t2) * t4;
      }
      NEAR("poly", i, o[i], r, 0);
    }
  }
} k_poly("poly_ranges");
static Reg r_poly(&k_poly);

static struct : K {
  std::vector<float> x, o;
  using K::K;
  void init(int m) override {
    n = m; x.assign(n, 0); o.assign(n, 0);
    for (int i = 0; i < n; ++i) { float a = pick(i, 2) ? 0.5f + frnd() * 20 : frnd() * 0.499f; x[i] = rnd() % 2 ? a : -a; }
  }
  void run() override { exp_ranges(x.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float v = x[i], r;
      if (std::fabs(v) < 0.5f)
        r = 1.0f + v * (1.0f + v * (0.5f + v * (0.16666667f + v * (0.041666668f + v * (0.008333334f + v * 0.0013888889f)))));
      else {
        float k = std::floor(v * 1.44269504f + 0.5f), f = v - k * 0.69314718f;
        float p = 1.0f + f * (1.0f + f * (0.5f + f * (0.16666667f + f * (0.041666668f + f * 0.008333334f))));
        uint32_t bits = (uint32_t)((int)k + 127) << 23; float s; std::memcpy(&s, &bits, 4);
        r = p * s;
      }
      NEAR("exp", i, o[i], r, 0);
    }
  }
} k_exp("exp_ranges");
static Reg r_exp(&k_exp);

static struct : K {
  std::vector<float> a, b, c, d, l, h;
  using K::K;
  void init(int m) override {
    n = m; a.assign(n, 0); b.assign(n, 0); c.assign(n, 0); d.assign(n, 0); l.assign(n, 0); h.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      int s = pick(i, 3); float w = frnd() * 3;
      a[i] = s == 0 ? frnd() * 2 : s == 1 ? -frnd() * 2 - w : -frnd() * 2; b[i] = s == 1 ? a[i] + w * frnd() : s == 0 ? a[i] + w : frnd() * 2 + 0.01f;
      c[i] = frnd() * 4 - 2; d[i] = c[i] + frnd() * 2;
    }
  }
  void run() override { interval_mul(a.data(), b.data(), c.data(), d.data(), l.data(), h.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float A = a[i], B = b[i], C = c[i], D = d[i], lo, hi;
      if (A >= 0) { lo = std::min(A * C, B * C); hi = std::max(A * D, B * D); }
      else if (B <= 0) { lo = std::min(A * D, B * D); hi = std::max(A * C, B * C); }
      else { lo = std::min(std::min(A * C, A * D), std::min(B * C, B * D)); hi = std::max(std::max(A * C, A * D), std::max(B * C, B * D)); }
      NEAR("ival.lo", i, l[i], lo, 0); NEAR("ival.hi", i, h[i], hi, 0);
    }
  }
} k_ival("interval_mul");
static Reg r_ival(&k_ival);

static void ts(double a, double b, double &s, double &e) { s = a + b; double bb = s - a; e = (a - (s - bb)) + (b - bb); }
static void spl(double a, double &hi, double &lo) { double t = 134217729.0 * a; hi = t - (t - a); lo = a - hi; }
static void tp(double a, double b, double &p, double &e) {
  p = a * b; double ah, al, bh, bl; spl(a, ah, al); spl(b, bh, bl); e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}
static struct : K {
  std::vector<double> xh, xl, yh, yl, oh, ol; std::vector<int> op;
  using K::K;
  void init(int m) override {
    n = m; xh.assign(n, 0); xl.assign(n, 0); yh.assign(n, 0); yl.assign(n, 0); oh.assign(n, 0); ol.assign(n, 0); op.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      op[i] = pick(i, 2);
      xh[i] = (rnd64() % 1000000007) / 3.0e5 - 1000; xl[i] = xh[i] * 1e-17 * frnd();
      yh[i] = (rnd64() % 1000000009) / 7.0e5 - 700; yl[i] = yh[i] * 1e-17 * frnd();
    }
  }
  void run() override { dd_ops(xh.data(), xl.data(), yh.data(), yl.data(), op.data(), oh.data(), ol.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      double h, l, s, e;
      if (op[i]) { ts(xh[i], yh[i], s, e); e += xl[i] + yl[i]; ts(s, e, h, l); }
      else { tp(xh[i], yh[i], s, e); e += xh[i] * yl[i] + xl[i] * yh[i]; ts(s, e, h, l); }
      NEAR("dd.hi", i, oh[i], h, 0); NEAR("dd.lo", i, ol[i], l, 0);
    }
  }
} k_dd("dd_ops");
static Reg r_dd(&k_dd);

static struct : K {
  std::vector<int16_t> a, b, o; std::vector<int> f;
  using K::K;
  void init(int m) override {
    n = m; a.assign(8 * n, 0); b.assign(8 * n, 0); o.assign(n, 0); f.assign(n, 0);
    for (int i = 0; i < 8 * n; ++i) { a[i] = (int16_t)(rnd() & 0xffff); b[i] = (int16_t)(rnd() & 0xffff); }
    for (int i = 0; i < n; ++i) f[i] = pick(i, 2);
  }
  void run() override { q_mac(a.data(), b.data(), f.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int acc = 0;
      for (int j = 0; j < 8; ++j) { int p = a[8 * i + j] * b[8 * i + j]; acc += f[i] ? p >> 8 : (p + 2048) >> 12; }
      acc = std::min(32767, std::max(-32768, acc));
      e2e_expect_eq("qmac", i, (int)o[i], acc);
    }
  }
} k_qmac("q_mac");
static Reg r_qmac(&k_qmac);
// ---- p3: geometry and graphics
static struct : K {
  std::vector<Obj> ob; std::vector<float> ox, oy, dx, dy, dz, t;
  using K::K;
  void init(int m) override {
    n = m; ob.assign(n, Obj()); ox.assign(n, 0); oy.assign(n, 0); dx.assign(n, 0); dy.assign(n, 0); dz.assign(n, 0); t.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      ob[i].kind = pick(i, 3); ob[i].cx = frnd() - 0.5f; ob[i].cy = frnd() - 0.5f; ob[i].cz = frnd() * 2; ob[i].r = 0.3f + frnd();
      ox[i] = frnd() * 2 - 1; oy[i] = frnd() * 2 - 1;
      dx[i] = (frnd() - 0.5f) * 0.6f + 0.001f; dy[i] = (frnd() - 0.5f) * 0.6f + 0.001f; dz[i] = 1.0f;
    }
  }
  void run() override { ray_objects(ob.data(), ox.data(), oy.data(), dx.data(), dy.data(), dz.data(), t.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const Obj &o = ob[i]; float px = ox[i], py = oy[i], pz = -4.0f, ex = dx[i], ey = dy[i], ez = dz[i], r = -1.0f;
      if (o.kind == 0) {
        float qx = px - o.cx, qy = py - o.cy, qz = pz - o.cz, b = qx * ex + qy * ey + qz * ez;
        float c = qx * qx + qy * qy + qz * qz - o.r * o.r, disc = b * b - c;
        if (disc > 0.0f) r = -b - std::sqrt(disc);
      } else if (o.kind == 1) {
        float t1 = (o.cx - o.r - px) / ex, t2 = (o.cx + o.r - px) / ex, t3 = (o.cy - o.r - py) / ey;
        float t4 = (o.cy + o.r - py) / ey, t5 = (o.cz - o.r - pz) / ez, t6 = (o.cz + o.r - pz) / ez;
        float tn = std::max(std::max(std::min(t1, t2), std::min(t3, t4)), std::min(t5, t6));
        float tf = std::min(std::min(std::max(t1, t2), std::max(t3, t4)), std::max(t5, t6));
        if (tf >= std::max(tn, 0.0f)) r = tn;
      } else { float s = (o.cy - py) / ey; if (s > 0.0f) r = s; }
      NEAR("ray", i, t[i], r, 0);
    }
  }
} k_ray("ray_objects");
static Reg r_ray(&k_ray);

static int oc(float x, float y) { int c = 0; if (x < 0) c |= 1; else if (x > 1) c |= 2; if (y < 0) c |= 4; else if (y > 1) c |= 8; return c; }
static struct : K {
  std::vector<float> x0, y0, x1, y1, o;
  using K::K;
  void init(int m) override {
    n = m; x0.assign(n, 0); y0.assign(n, 0); x1.assign(n, 0); y1.assign(n, 0); o.assign(4 * n, 0);
    for (int i = 0; i < n; ++i) {
      int k = pick(i, 2); float s = k ? 3.0f : 1.2f, off = k ? 1.0f : 0.1f; // long segments clip more often
      x0[i] = frnd() * s - off; y0[i] = frnd() * s - off; x1[i] = frnd() * s - off; y1[i] = frnd() * s - off;
    }
  }
  void run() override { clip_lines(x0.data(), y0.data(), x1.data(), y1.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float ax = x0[i], ay = y0[i], bx = x1[i], by = y1[i]; int ca = oc(ax, ay), cb = oc(bx, by); bool acc = false;
      while (true) {
        if ((ca | cb) == 0) { acc = true; break; }
        if (ca & cb) break;
        int co = ca ? ca : cb; float x, y;
        if (co & 8) { x = ax + (bx - ax) * (1.0f - ay) / (by - ay); y = 1; }
        else if (co & 4) { x = ax + (bx - ax) * (0.0f - ay) / (by - ay); y = 0; }
        else if (co & 2) { y = ay + (by - ay) * (1.0f - ax) / (bx - ax); x = 1; }
        else { y = ay + (by - ay) * (0.0f - ax) / (bx - ax); x = 0; }
        if (co == ca) { ax = x; ay = y; ca = oc(ax, ay); } else { bx = x; by = y; cb = oc(bx, by); }
      }
      float w[4] = {acc ? ax : -2.0f, acc ? ay : -2.0f, acc ? bx : -2.0f, acc ? by : -2.0f};
      for (int c = 0; c < 4; ++c) NEAR("clip", 4 * i + c, o[4 * i + c], w[c], 0);
    }
  }
} k_clip("clip_lines");
static Reg r_clip(&k_clip);

static struct : K {
  std::vector<float> x, y, z, o; std::vector<int> kd;
  using K::K;
  void init(int m) override {
    n = m; x.assign(n, 0); y.assign(n, 0); z.assign(n, 0); o.assign(n, 0); kd.assign(n, 0);
    for (int i = 0; i < n; ++i) { kd[i] = pick(i, 4); x[i] = frnd() * 3 - 1.5f; y[i] = frnd() * 3 - 1.5f; z[i] = frnd() * 3 - 1.5f; }
  }
  void run() override { sdf_shapes(x.data(), y.data(), z.data(), kd.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float X = x[i], Y = y[i], Z = z[i], d;
      if (kd[i] == 0) d = std::sqrt(X * X + Y * Y + Z * Z) - 1.0f;
      else if (kd[i] == 1) {
        float qx = std::fabs(X) - 0.8f, qy = std::fabs(Y) - 0.6f, qz = std::fabs(Z) - 0.4f;
        float mx = std::max(qx, 0.0f), my = std::max(qy, 0.0f), mz = std::max(qz, 0.0f);
        d = std::sqrt(mx * mx + my * my + mz * mz) + std::min(std::max(qx, std::max(qy, qz)), 0.0f);
      } else if (kd[i] == 2) { float q = std::sqrt(X * X + Z * Z) - 0.9f; d = std::sqrt(q * q + Y * Y) - 0.3f; }
      else { float h = std::min(0.5f, std::max(-0.5f, Y)), yy = Y - h; d = std::sqrt(X * X + yy * yy + Z * Z) - 0.25f; }
      NEAR("sdf", i, o[i], d, 0);
    }
  }
} k_sdf("sdf_shapes");
static Reg r_sdf(&k_sdf);

static struct : K {
  std::vector<float> px, py, tri, w0, w1; std::vector<int> ccw;
  using K::K;
  void init(int m) override {
    n = m; px.assign(n, 0); py.assign(n, 0); tri.assign(6 * n, 0); w0.assign(n, 0); w1.assign(n, 0); ccw.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      ccw[i] = pick(i, 2); float v[6] = {0, 0, 1, 0, 0, 1}; // ccw: (0,0) (1,0) (0,1)
      if (!ccw[i]) std::swap(v[2], v[4]), std::swap(v[3], v[5]);
      for (int k = 0; k < 6; ++k) tri[6 * i + k] = v[k] * (0.5f + frnd()) + (frnd() - 0.5f) * 0.2f;
      px[i] = frnd() * 1.2f - 0.1f; py[i] = frnd() * 1.2f - 0.1f;
    }
  }
  void run() override { tri_weights(px.data(), py.data(), tri.data(), ccw.data(), w0.data(), w1.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const float *t = &tri[6 * i]; float x0 = t[0], y0 = t[1], x1 = t[2], y1 = t[3], x2 = t[4], y2 = t[5], x = px[i], y = py[i], a, b, ar;
      if (ccw[i]) { ar = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0); a = (x1 - x) * (y2 - y) - (x2 - x) * (y1 - y); b = (x2 - x) * (y0 - y) - (x0 - x) * (y2 - y); }
      else { ar = (x2 - x0) * (y1 - y0) - (x1 - x0) * (y2 - y0); a = (x2 - x) * (y1 - y) - (x1 - x) * (y2 - y); b = (x0 - x) * (y2 - y) - (x2 - x) * (y0 - y); }
      float c = ar - a - b; bool in = a >= 0 && b >= 0 && c >= 0 && ar > 0;
      NEAR("bary0", i, w0[i], in ? a / ar : -1.0f, 0); NEAR("bary1", i, w1[i], in ? b / ar : -1.0f, 0);
    }
  }
} k_bary("tri_weights");
static Reg r_bary(&k_bary);

static struct : K {
  std::vector<uint8_t> p, o; std::vector<int> dir;
  using K::K;
  void init(int m) override {
    n = m; p.assign(3 * n, 0); o.assign(3 * n, 0); dir.assign(n, 0);
    for (int i = 0; i < 3 * n; ++i) p[i] = rnd() & 255;
    for (int i = 0; i < n; ++i) dir[i] = pick(i, 2);
  }
  void run() override { ycc_convert(p.data(), dir.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int a = p[3 * i], b = p[3 * i + 1], c = p[3 * i + 2], x, y, z;
      if (dir[i]) {
        x = (19595 * a + 38470 * b + 7471 * c + 32768) >> 16;
        y = ((-11059 * a - 21709 * b + 32768 * c + 32768) >> 16) + 128;
        z = ((32768 * a - 27439 * b - 5329 * c + 32768) >> 16) + 128;
      } else {
        int cb = b - 128, cr = c - 128;
        x = a + ((91881 * cr + 32768) >> 16); y = a - ((22554 * cb + 46802 * cr - 32768) >> 16); z = a + ((116130 * cb + 32768) >> 16);
      }
      int w[3] = {x, y, z};
      for (int k = 0; k < 3; ++k) e2e_expect_eq("ycc", 3 * i + k, (int)o[3 * i + k], std::min(255, std::max(0, w[k])));
    }
  }
} k_ycc("ycc_convert");
static Reg r_ycc(&k_ycc);

static struct : K {
  std::vector<float> l, o;
  using K::K;
  void init(int m) override {
    n = m; l.assign(n, 0); o.assign(n, 0);
    for (int i = 0; i < n; ++i) { int c = pick(i, 3); l[i] = c == 0 ? 4.0f + frnd() * 60 : c == 1 ? 0.25f + frnd() * 3.75f : frnd() * 0.25f; }
  }
  void run() override { tone_classes(l.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float L = l[i], r;
      if (L > 4.0f) r = L * (1.0f + L / 64.0f) / (1.0f + L);
      else if (L > 0.25f) { float x = std::max(0.0f, L - 0.004f); r = (x * (6.2f * x + 0.5f)) / (x * (6.2f * x + 1.7f) + 0.06f); }
      else r = std::sqrt(L) * 0.5f + L * 0.25f;
      NEAR("tone", i, o[i], r, 0);
    }
  }
} k_tone("tone_classes");
static Reg r_tone(&k_tone);
// ---- p4: simulation, data structures, language features
static struct : K {
  std::vector<float> y, v, o; std::vector<int> vl;
  using K::K;
  void init(int m) override {
    n = m; y.assign(n, 0); v.assign(n, 0); o.assign(n, 0); vl.assign(n, 0);
    for (int i = 0; i < n; ++i) { vl[i] = pick(i, 2); y[i] = frnd() * 0.3f; v[i] = frnd() * 4 - 2; }
  }
  void run() override { integrate(y.data(), v.data(), vl.data(), o.data(), n); }
  void check() override {
    const float dt = 0.01f, g = -9.8f, k = 3.0f;
    for (int i = 0; i < n; ++i) {
      float p = y[i];
      if (vl[i]) {
        float q = p - v[i] * dt;
        for (int s = 0; s < 16; ++s) { float a = g - k * p, np = 2.0f * p - q + a * dt * dt; q = p; p = np; if (p < 0.0f) { p = -p; q = -q; } }
      } else {
        float w = v[i];
        for (int s = 0; s < 16; ++s) { float a = g - k * p; w += a * dt; p += w * dt; if (p < 0.0f) { p = -p; w = -w * 0.9f; } }
      }
      NEAR("integrate", i, o[i], p, 0);
    }
  }
} k_integ("integrate");
static Reg r_integ(&k_integ);

static struct : K {
  std::vector<float> x, y, nx, ny, r; std::vector<int> b; int m = 48;
  using K::K;
  void init(int nn) override {
    n = nn; x.assign(n, 0); y.assign(n, 0); r.assign(n, 0); b.assign(n, 0); nx.assign(m, 0); ny.assign(m, 0);
    for (int j = 0; j < m; ++j) { nx[j] = frnd(); ny[j] = frnd(); }
    for (int i = 0; i < n; ++i) { b[i] = pick(i, 2); x[i] = frnd(); y[i] = frnd(); }
  }
  void run() override { sph_density(x.data(), y.data(), b.data(), nx.data(), ny.data(), m, r.data(), n); }
  void check() override {
    const float h = 0.2f, h2 = h * h;
    for (int i = 0; i < n; ++i) {
      float s = 0;
      for (int j = 0; j < m; ++j) {
        float dx = x[i] - nx[j], dy = y[i] - ny[j], r2 = dx * dx + dy * dy;
        if (r2 < h2) { float q = b[i] ? h - std::sqrt(r2) : h2 - r2; s += q * q * q; }
      }
      if (b[i]) s *= 1.5f;
      NEAR("sph", i, r[i], s, 0);
    }
  }
} k_sph("sph_density");
static Reg r_sph(&k_sph);

static uint32_t hslot(uint32_t k) { return (k * 0x9E3779B1u) >> 22; }
static struct : K {
  std::vector<uint32_t> lin, quad, keys, ins; std::vector<int> kind, slot;
  using K::K;
  void init(int m) override {
    n = m; lin.assign(1024, 0); quad.assign(1024, 0); keys.assign(n, 0); kind.assign(n, 0); slot.assign(n, 0); ins.clear();
    for (int e = 0; e < 640; ++e) {
      uint32_t k = rnd() * 131u + 1; ins.push_back(k);
      uint32_t j = hslot(k); while (lin[j]) j = (j + 1) & 1023; lin[j] = k;
      j = hslot(k); for (int p = 0; quad[j]; ++p) j = (j + p + 1) & 1023; quad[j] = k;
    }
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 2); keys[i] = rnd() % 2 ? ins[rnd() % ins.size()] : rnd() * 131u + 2; }
  }
  void run() override { hash_probe(lin.data(), quad.data(), keys.data(), kind.data(), slot.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const std::vector<uint32_t> &t = kind[i] ? lin : quad; int s = -1;
      for (int j = 0; j < 1024; ++j) if (t[j] == keys[i]) s = j;
      e2e_expect_eq("hash", i, slot[i], s);
    }
  }
} k_hash("hash_probe");
static Reg r_hash(&k_hash);

static struct : K {
  std::vector<int> inner, leaves, keys, kind, out;
  using K::K;
  void init(int m) override {
    n = m; inner.assign(73 * 8, 0); leaves.assign(4096, 0); keys.assign(n, 0); kind.assign(n, 0); out.assign(n, 0);
    int v = 0; for (int k = 0; k < 4096; ++k) leaves[k] = v += 1 + rnd() % 5;
    auto first = [&](int leaf) { return leaves[8 * leaf]; };
    for (int s = 0; s < 8; ++s) inner[s] = s < 7 ? first(64 * (s + 1)) : 0x7fffffff;
    for (int j = 0; j < 8; ++j) for (int s = 0; s < 8; ++s) inner[8 * (1 + j) + s] = s < 7 ? first(8 * (8 * j + s + 1)) : 0x7fffffff;
    for (int k = 0; k < 64; ++k) for (int s = 0; s < 8; ++s) inner[8 * (9 + k) + s] = s < 7 ? first(8 * k + s + 1) : 0x7fffffff;
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 2); keys[i] = rnd() % 2 ? leaves[rnd() % 4096] : (int)(rnd() % (v + 10)) - 5; }
  }
  void run() override { btree_find(inner.data(), leaves.data(), keys.data(), kind.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("btree", i, out[i], (int)(std::lower_bound(leaves.begin(), leaves.end(), keys[i]) - leaves.begin()));
  }
} k_btree("btree_find");
static Reg r_btree(&k_btree);

static struct : K {
  std::vector<int8_t> ty, st, nx; int w = 0, h = 0;
  using K::K;
  void init(int m) override {
    n = m; w = n < 1000 ? 19 : 128; h = n < 1000 ? n / 8 : n / 128;
    ty.assign(w * h, 0); st.assign(w * h, 0); nx.assign(w * h, -1);
    for (int i = 0; i < w * h; ++i) { ty[i] = (int8_t)pick(i, 3); st[i] = rnd() % 3; }
  }
  void run() override { cell_rules(ty.data(), st.data(), nx.data(), w, h); }
  void check() override {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int r = -1;
        if (y > 0 && y < h - 1 && x > 0 && x < w - 1) {
          int s = st[y * w + x], c = 0, succ = (s + 1) % 3;
          for (int dy = -1; dy <= 1; ++dy) for (int dx = -1; dx <= 1; ++dx) {
            int v = st[(y + dy) * w + x + dx];
            if (ty[y * w + x] == 0) c += (dx || dy) ? v & 1 : 0;
            else if (ty[y * w + x] == 1) c += v & 1;
            else c += v == succ;
          }
          r = ty[y * w + x] == 0 ? (c == 3 || ((s & 1) && c == 2)) : ty[y * w + x] == 1 ? c >= 5 : c >= 3 ? succ : s;
        }
        e2e_expect_eq("cells", y * w + x, (int)nx[y * w + x], r);
      }
  }
} k_cells("cell_rules");
static Reg r_cells(&k_cells);

static double H(double v) { return e2e_from_half(e2e_to_half(v)); }
static struct : K {
  std::vector<uint16_t> a, b, t, o; std::vector<int> kd;
  using K::K;
  void init(int m) override {
    n = m; a.assign(n, 0); b.assign(n, 0); t.assign(n, 0); o.assign(n, 0); kd.assign(n, 0);
    for (int i = 0; i < n; ++i) { kd[i] = pick(i, 2); a[i] = e2e_to_half(frnd() * 8 - 4); b[i] = e2e_to_half(frnd() * 8 - 4); t[i] = e2e_to_half(frnd()); }
  }
  void run() override {
    typedef SPMDC_FLOAT16_T *P;
    f16_blend((P)a.data(), (P)b.data(), (P)t.data(), kd.data(), (P)o.data(), n);
  }
  void check() override {
    for (int i = 0; i < n; ++i) {
      double x = e2e_from_half(a[i]), y = e2e_from_half(b[i]), u = e2e_from_half(t[i]);
      double w = kd[i] ? u : H(H(u * u) * H(3.0 - 2.0 * u));
      e2e_expect_eq("f16", i, (int)o[i], (int)e2e_to_half(x + H(H(y - x) * w)));
    }
  }
} k_f16("f16_blend");
static Reg r_f16(&k_f16);

static struct : K {
  std::vector<uint64_t> st; std::vector<int> kind, ia, ib; uint64_t sums[2]; int counts[2];
  using K::K;
  void init(int m) override {
    n = m; st.assign(n, 0); kind.assign(n, 0); ia.assign(n, -1); ib.assign(n, -1);
    for (int i = 0; i < n; ++i) { st[i] = rnd64(); kind[i] = pick(i, 2); }
  }
  void run() override { sums[0] = sums[1] = 0; events(st.data(), kind.data(), sums, ia.data(), ib.data(), counts, n); }
  void check() override {
    uint64_t s0 = 0, s1 = 0; std::vector<int> la, lb;
    for (int i = 0; i < n; ++i) {
      uint64_t t = st[i];
      if (kind[i]) { s0 += (t >> 3) ^ (t * 0x9E3779B97F4A7C15ull); la.push_back(i); }
      else { s1 += (t >> 5) ^ (t * 0xC2B2AE3D27D4EB4Full); lb.push_back(i); }
    }
    e2e_expect_eq("ev.s0", 0, sums[0], s0); e2e_expect_eq("ev.s1", 1, sums[1], s1);
    e2e_expect_eq("ev.na", 0, counts[0], (int)la.size()); e2e_expect_eq("ev.nb", 0, counts[1], (int)lb.size());
    for (size_t k = 0; k < la.size(); ++k) e2e_expect_eq("ev.ia", (int)k, ia[k], la[k]);
    for (size_t k = 0; k < lb.size(); ++k) e2e_expect_eq("ev.ib", (int)k, ib[k], lb[k]);
  }
} k_ev("events");
static Reg r_ev(&k_ev);

static struct : K {
  Material mats[4]; std::vector<int> mat; std::vector<float> vx, vy, ox, oy;
  using K::K;
  void init(int m) override {
    n = m; mat.assign(n, 0); vx.assign(n, 0); vy.assign(n, 0); ox.assign(n, 0); oy.assign(n, 0);
    for (int k = 0; k < 4; ++k) { mats[k].restitution = 0.3f + 0.2f * k; mats[k].friction = 0.05f * (k + 1); mats[k].stick = 0.1f * k; }
    for (int i = 0; i < n; ++i) { mat[i] = rnd() % 4; vx[i] = frnd() * 2 - 1; vy[i] = (frnd() + 0.01f) * (pick(i, 2) ? 1 : -1); }
  }
  void run() override { collide_mat(mats, mat.data(), vx.data(), vy.data(), ox.data(), oy.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const Material &M = mats[mat[i]]; float x = vx[i], y = vy[i];
      if (y < 0.0f) { y = -y * M.restitution; x = x * (1.0f - M.friction); if (y < M.stick) y = 0.0f; }
      else { x = -x * M.restitution; y = y * (1.0f - M.friction); if (std::fabs(x) < M.stick) x = 0.0f; }
      NEAR("mat.x", i, ox[i], x, 0); NEAR("mat.y", i, oy[i], y, 0);
    }
  }
} k_mat("collide_mat");
static Reg r_mat(&k_mat);
// ---- p5: more programs
static struct : K {
  std::vector<int8_t> t; std::vector<int> fmt, o;
  using K::K;
  void init(int m) override {
    n = m; t.assign(10 * n, 0); fmt.assign(n, 0); o.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      fmt[i] = pick(i, 2); int y = 1900 + rnd() % 200, mo = rnd() % 14, d = rnd() % 33; char s[16];
      if (fmt[i]) std::snprintf(s, sizeof s, "%04d-%02d-%02d", y, mo, d); else std::snprintf(s, sizeof s, "%02d/%02d/%04d", mo, d, y);
      if (rnd() % 8 == 0) s[rnd() % 10] = "x-/ 5"[rnd() % 5];
      for (int k = 0; k < 10; ++k) t[10 * i + k] = s[k];
    }
  }
  void run() override { date_parse(t.data(), fmt.data(), o.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const int8_t *s = &t[10 * i]; bool ok = true;
      auto num = [&](int a, int b) { int v = 0; for (int k = a; k < b; ++k) { int c = s[k] - '0'; ok = ok && c >= 0 && c <= 9; v = v * 10 + c; } return v; };
      int y, m, d;
      if (fmt[i]) { y = num(0, 4); m = num(5, 7); d = num(8, 10); ok = ok && s[4] == '-' && s[7] == '-'; }
      else { m = num(0, 2); d = num(3, 5); y = num(6, 10); ok = ok && s[2] == '/' && s[5] == '/'; }
      int want = (!ok || m < 1 || m > 12 || d < 1 || d > 31) ? -1 : y * 10000 + m * 100 + d;
      e2e_expect_eq("date", i, o[i], want);
    }
  }
} k_date("date_parse");
static Reg r_date(&k_date);

static float det3r(const float *a) { return a[0] * (a[4] * a[8] - a[5] * a[7]) - a[1] * (a[3] * a[8] - a[5] * a[6]) + a[2] * (a[3] * a[7] - a[4] * a[6]); }
static struct : K {
  std::vector<float> m, b, x; std::vector<int> cr;
  using K::K;
  void init(int nn) override {
    n = nn; m.assign(9 * n, 0); b.assign(3 * n, 0); x.assign(3 * n, 0); cr.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      cr[i] = pick(i, 2);
      for (int k = 0; k < 9; ++k) m[9 * i + k] = frnd() * 2 - 1 + (k % 4 == 0 ? 3.0f : 0.0f);
      for (int k = 0; k < 3; ++k) b[3 * i + k] = frnd() * 4 - 2;
    }
  }
  void run() override { solve3(m.data(), b.data(), cr.data(), x.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const float *a = &m[9 * i], *bb = &b[3 * i]; float det = det3r(a), r[3];
      if (cr[i]) {
        for (int c = 0; c < 3; ++c) { float t[9]; for (int k = 0; k < 9; ++k) t[k] = k % 3 == c ? bb[k / 3] : a[k]; r[c] = det3r(t) / det; }
      } else {
        float inv[9] = {a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
                        a[5] * a[6] - a[3] * a[8], a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
                        a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3]};
        for (int c = 0; c < 3; ++c) r[c] = (inv[3 * c] * bb[0] + inv[3 * c + 1] * bb[1] + inv[3 * c + 2] * bb[2]) / det;
      }
      for (int c = 0; c < 3; ++c) NEAR("solve3", 3 * i + c, x[3 * i + c], r[c], 0);
    }
  }
} k_solve("solve3");
static Reg r_solve(&k_solve);

static struct : K {
  std::vector<P2> p; std::vector<int> cnt, fan; std::vector<float> ar;
  using K::K;
  void init(int m) override {
    n = m; p.assign(8 * n, P2()); cnt.assign(n, 0); fan.assign(n, 0); ar.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      cnt[i] = 3 + rnd() % 6; fan[i] = pick(i, 2);
      for (int j = 0; j < 8; ++j) { float a = 6.2831853f * j / cnt[i], r = 0.5f + frnd(); p[8 * i + j].x = r * std::cos(a); p[8 * i + j].y = r * std::sin(a); }
    }
  }
  void run() override { poly_area(p.data(), cnt.data(), fan.data(), ar.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const P2 *q = &p[8 * i]; int c = cnt[i]; float s = 0;
      if (fan[i]) for (int j = 1; j + 1 < c; ++j) s += (q[j].x - q[0].x) * (q[j + 1].y - q[0].y) - (q[j + 1].x - q[0].x) * (q[j].y - q[0].y);
      else for (int j = 0; j < c; ++j) { const P2 &a = q[j], &b = q[j + 1 == c ? 0 : j + 1]; s += a.x * b.y - b.x * a.y; }
      NEAR("area", i, ar[i], 0.5f * std::fabs(s), 0);
    }
  }
} k_area("poly_area");
static Reg r_area(&k_area);

static struct : K {
  std::vector<int> tok, len; std::vector<uint32_t> h;
  using K::K;
  void init(int m) override {
    n = m; tok.assign(8 * n, 0); len.assign(n, 0); h.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      int pos = 0;
      for (int k = 0; k < 8; ++k) {
        int l = rnd() % 8, d = rnd() % 16;
        bool match = pick(i * 8 + k, 2) && pos >= d + 1;
        tok[8 * i + k] = match ? (1 << 16) | (l << 8) | d : (int)(rnd() % 128) | ((rnd() % 256) << 8 & 0xf800);
        pos += match ? l + 2 : 1;
      }
    }
  }
  void run() override { lz_decode(tok.data(), h.data(), len.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int8_t buf[64]; int pos = 0;
      for (int k = 0; k < 8; ++k) {
        int t = tok[8 * i + k];
        if ((t >> 16) & 1) { int l = ((t >> 8) & 7) + 2, d = (t & 15) + 1; for (int j = 0; j < l; ++j, ++pos) buf[pos] = buf[pos - d]; }
        else buf[pos++] = (int8_t)(t & 127);
      }
      uint32_t hh = 2166136261u; for (int j = 0; j < pos; ++j) hh = (hh ^ (uint32_t)(int)buf[j]) * 16777619u;
      e2e_expect_eq("lz.h", i, h[i], hh); e2e_expect_eq("lz.len", i, len[i], pos);
    }
  }
} k_lz("lz_decode");
static Reg r_lz(&k_lz);

static uint32_t bh(uint32_t key, uint32_t k) { return ((key ^ (k * 0x9E3779B9u)) * 0x85EBCA6Bu) >> 21; }
static struct : K {
  std::vector<uint32_t> bits, qbits, keys; std::vector<int> ins, f;
  using K::K;
  void init(int m) override {
    n = m; bits.assign(64, 0); qbits.assign(64, 0); keys.assign(n, 0); ins.assign(n, 0); f.assign(n, 0);
    for (int e = 0; e < 150; ++e) { uint32_t k = rnd() * 7u + 1; for (uint32_t j = 0; j < 4; ++j) { uint32_t h = bh(k, j); qbits[h >> 5] |= 1u << (h & 31); } if (e < 40) keys[e % n] = k; }
    for (int i = 0; i < n; ++i) { ins[i] = pick(i, 2); if (rnd() % 2) keys[i] = rnd() * 7u + 3; }
  }
  void run() override { std::fill(bits.begin(), bits.end(), 0u); bloom(bits.data(), qbits.data(), keys.data(), ins.data(), f.data(), n); }
  void check() override {
    std::vector<uint32_t> want(64, 0);
    for (int i = 0; i < n; ++i) {
      int r = 1;
      for (uint32_t j = 0; j < 4; ++j) { uint32_t h = bh(keys[i], j); if (ins[i]) want[h >> 5] |= 1u << (h & 31); else r &= (qbits[h >> 5] >> (h & 31)) & 1; }
      e2e_expect_eq("bloom.f", i, f[i], ins[i] ? -1 : r);
    }
    for (int w = 0; w < 64; ++w) e2e_expect_eq("bloom.bits", w, bits[w], want[w]);
  }
} k_bloom("bloom");
static Reg r_bloom(&k_bloom);

static struct : K {
  std::vector<float> img; std::vector<int> mode; std::vector<int8_t> o; int w = 0, h = 0;
  using K::K;
  void init(int m) override {
    n = m; w = n < 1000 ? 23 : 128; h = n < 1000 ? n / 10 : n / 128;
    img.assign(w * h, 0); mode.assign(w * h, 0); o.assign(w * h, -1);
    for (int i = 0; i < w * h; ++i) { img[i] = frnd(); mode[i] = pick(i, 2); }
  }
  void run() override { dither(img.data(), mode.data(), o.data(), w, h); }
  void check() override {
    static const int B[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        float v = img[y * w + x], t;
        if (mode[y * w + x]) t = (B[(y & 3) * 4 + (x & 3)] + 0.5f) / 16.0f;
        else { uint32_t hh = ((uint32_t)x * 73856093u) ^ ((uint32_t)y * 19349663u); t = ((hh >> 4) & 255) / 256.0f; }
        e2e_expect_eq("dither", y * w + x, (int)o[y * w + x], v > t ? 1 : 0);
      }
  }
} k_dith("dither");
static Reg r_dith(&k_dith);

// Each kernel at 61 and 131 elements with mixed (random, then runs of 24),
// random and gang-coherent (runs of 64) sides.
int main() { return runProbeKernels("darm_user_programs6"); }
