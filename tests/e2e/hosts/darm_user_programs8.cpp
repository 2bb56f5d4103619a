#include "darm_user_programs8_ispc.h"
// Scalar references of the session 24 probe programs
// (darm_user_programs8.spmd). Each kernel is a K with init (inputs for n
// elements), run (the exported kernel) and check (the scalar reference).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace ispc;
#define PROBE_SEED 24001
#include "probe_kernels.h"
// ---- p1: machine learning
static struct : K {
  std::vector<float> w, bias, x, y; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; w.resize(8 * n); bias.resize(n); x.resize(8); y.assign(n, 0); kind.resize(n);
    for (auto &v : w) v = frnd() * 2 - 1;
    for (auto &v : x) v = frnd() * 4 - 2;
    for (int i = 0; i < n; ++i) { bias[i] = frnd() - 0.5f; kind[i] = pick(i, 4); }
  }
  void run() override { activation(w.data(), bias.data(), x.data(), kind.data(), y.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float acc = bias[i];
      for (int j = 0; j < 8; ++j) acc += w[8 * i + j] * x[j];
      float r;
      switch (kind[i]) {
      case 0: r = std::max(acc, 0.0f); break;
      case 1: r = acc > 0 ? acc : 0.01f * acc; break;
      case 2: { float u = 0.7978845608f * (acc + 0.044715f * acc * acc * acc);
                r = 0.5f * acc * (1 + std::tanh(u)); break; }
      default: r = acc / (1 + std::exp(-acc));
      }
      NEAR("activation", i, y[i], r, 2e-6);
    }
  }
} k_act("activation");
static Reg r_act(&k_act);

static struct : K {
  std::vector<float> f, f0, scale, sum; std::vector<int8_t> q, q0; std::vector<int> zp, mode;
  using K::K;
  void init(int m) override {
    n = m; f.resize(16 * n); q.resize(16 * n); scale.resize(n); sum.assign(n, 0); zp.resize(n); mode.resize(n);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2); scale[i] = 0.01f + frnd() * 0.1f; zp[i] = (int)(rnd() % 21) - 10;
      for (int j = 0; j < 16; ++j) { f[16 * i + j] = (frnd() * 2 - 1) * 20; q[16 * i + j] = (int8_t)(rnd() & 255); }
    }
    f0 = f; q0 = q;
  }
  void run() override { quant_rows(f.data(), q.data(), scale.data(), zp.data(), mode.data(), sum.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float s = scale[i], acc = 0;
      for (int j = 0; j < 16; ++j) {
        int k = 16 * i + j;
        if (mode[i] == 0) {
          float v = std::floor(f0[k] / s + 0.5f) + (float)zp[i];
          if (v > 127) v = 127; else if (v < -128) v = -128;
          e2e_expect_eq("quant.q", k, (int)q[k], (int)(int8_t)v); acc += v;
        } else {
          int v = q0[k] - zp[i]; float d = (float)v * s;
          e2e_expect_eq("quant.f", k, f[k], d); acc += d;
        }
      }
      e2e_expect_eq("quant.sum", i, sum[i], acc);
    }
  }
} k_quant("quant_rows");
static Reg r_quant(&k_quant);

static struct : K {
  std::vector<float> px, py, cx, cy, dist; std::vector<int> prev, best; float radius = 0.02f;
  using K::K;
  void init(int m) override {
    n = m; px.resize(n); py.resize(n); cx.resize(8); cy.resize(8); dist.assign(n, 0); prev.resize(n); best.assign(n, 0);
    for (int c = 0; c < 8; ++c) { cx[c] = frnd(); cy[c] = frnd(); }
    for (int i = 0; i < n; ++i) {
      px[i] = frnd(); py[i] = frnd();
      prev[i] = pick(i, 2) ? (int)(rnd() % 8) : -1;
    }
  }
  void run() override { kmeans_assign(px.data(), py.data(), cx.data(), cy.data(), prev.data(), radius, best.data(), dist.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float x = px[i], y = py[i], bd; int b;
      if (prev[i] >= 0) {
        b = prev[i]; float dx = x - cx[b], dy = y - cy[b]; bd = dx * dx + dy * dy;
        for (int c = 0; c < 8 && bd > radius; ++c) {
          float ex = x - cx[c], ey = y - cy[c], d = ex * ex + ey * ey;
          if (d < bd) { bd = d; b = c; }
        }
      } else {
        b = 0; bd = (x - cx[0]) * (x - cx[0]) + (y - cy[0]) * (y - cy[0]);
        for (int c = 1; c < 8; ++c) {
          float ex = x - cx[c], ey = y - cy[c], d = ex * ex + ey * ey;
          if (d < bd) { bd = d; b = c; }
        }
      }
      e2e_expect_eq("kmeans.best", i, best[i], b); e2e_expect_eq("kmeans.dist", i, dist[i], bd);
    }
  }
} k_kmeans("kmeans_assign");
static Reg r_kmeans(&k_kmeans);

static struct : K {
  std::vector<Node> nodes; std::vector<int> ofeat, model; std::vector<float> othr, oleaf, x, out;
  using K::K;
  int build(int depth) {
    int k = (int)nodes.size(); nodes.push_back(Node());
    if (depth == 6 || (depth > 1 && rnd() % 4 == 0)) {
      nodes[k].feature = -1; nodes[k].threshold = frnd() * 10; nodes[k].left = nodes[k].right = 0;
    } else {
      nodes[k].feature = (int)(rnd() % 4); nodes[k].threshold = frnd();
      int l = build(depth + 1); int r = build(depth + 1);
      nodes[k].left = l; nodes[k].right = r;
    }
    return k;
  }
  void init(int m) override {
    n = m; nodes.clear(); build(0); ofeat.resize(4); othr.resize(4); oleaf.resize(16);
    for (int d = 0; d < 4; ++d) { ofeat[d] = (int)(rnd() % 4); othr[d] = frnd(); }
    for (auto &v : oleaf) v = frnd() * 10;
    x.resize(4 * n); out.assign(n, 0); model.resize(n);
    for (auto &v : x) v = frnd();
    for (int i = 0; i < n; ++i) model[i] = pick(i, 2);
  }
  void run() override { tree_infer(nodes.data(), ofeat.data(), othr.data(), oleaf.data(), x.data(), model.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float r; int k = 0;
      if (model[i] == 0) {
        while (nodes[k].feature >= 0)
          k = x[4 * i + nodes[k].feature] < nodes[k].threshold ? nodes[k].left : nodes[k].right;
        r = nodes[k].threshold;
      } else {
        for (int d = 0; d < 4; ++d) { k = 2 * k; if (x[4 * i + ofeat[d]] >= othr[d]) k += 1; }
        r = oleaf[k];
      }
      e2e_expect_eq("tree", i, out[i], r);
    }
  }
} k_tree("tree_infer");
static Reg r_tree(&k_tree);

static struct : K {
  std::vector<float> v, out; std::vector<int> mode;
  using K::K;
  void init(int m) override {
    n = m; v.resize(24 * n); out.assign(3 * n, 0); mode.resize(n);
    for (auto &a : v) a = frnd() * 100 - 50;
    for (int i = 0; i < n; ++i) mode[i] = pick(i, 2);
  }
  void run() override { top3(v.data(), mode.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float t[3]; bool big = mode[i] == 0;
      t[0] = t[1] = t[2] = big ? -1e30f : 1e30f;
      for (int j = 0; j < 24; ++j) {
        float a = v[24 * i + j];
        if (big ? a > t[2] : a < t[2]) {
          int k = 2;
          while (k > 0 && (big ? a > t[k - 1] : a < t[k - 1])) { t[k] = t[k - 1]; --k; }
          t[k] = a;
        }
      }
      for (int k = 0; k < 3; ++k) e2e_expect_eq("top3", 3 * i + k, out[3 * i + k], t[k]);
    }
  }
} k_top3("top3");
static Reg r_top3(&k_top3);
// ---- p2: numerics
static struct : K {
  std::vector<float> a, root; std::vector<int> method, iters;
  using K::K;
  void init(int m) override {
    n = m; a.resize(n); root.assign(n, 0); method.resize(n); iters.assign(n, 0);
    for (int i = 0; i < n; ++i) { a[i] = 1 + frnd() * 999; method[i] = pick(i, 3); }
  }
  void run() override { cube_root(a.data(), method.data(), root.data(), iters.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float v = a[i], r; int it = 0;
      if (method[i] == 0) {
        float lo = 0, hi = v;
        for (int k = 0; k < 24; ++k) { float mid = 0.5f * (lo + hi); if (mid * mid * mid < v) lo = mid; else hi = mid; ++it; }
        r = 0.5f * (lo + hi);
      } else if (method[i] == 1) {
        float x = 1 + v / 3, dx = x;
        while (std::fabs(dx) > 1e-4f * x && it < 40) { dx = (x * x * x - v) / (3 * x * x); x = x - dx; ++it; }
        r = x;
      } else {
        float x0 = 1, x1 = 1 + v / 3, f0 = x0 * x0 * x0 - v, f1 = x1 * x1 * x1 - v;
        while (std::fabs(x1 - x0) > 1e-4f * x1 && f1 != f0 && it < 40) {
          float x2 = x1 - f1 * (x1 - x0) / (f1 - f0); x0 = x1; f0 = f1; x1 = x2; f1 = x1 * x1 * x1 - v; ++it;
        }
        r = x1;
      }
      e2e_expect_eq("cube.root", i, root[i], r); e2e_expect_eq("cube.iters", i, iters[i], it);
    }
  }
} k_cube("cube_root");
static Reg r_cube(&k_cube);

static struct : K {
  std::vector<float> x, y;
  using K::K;
  void init(int m) override {
    n = m; x.resize(n); y.assign(n, 0);
    for (int i = 0; i < n; ++i) { int r = pick(i, 3); x[i] = (r == 0 ? frnd() * 0.5f : r == 1 ? 0.5f + frnd() * 2.5f : 3 + frnd() * 2) * (rnd() % 2 ? -1 : 1); }
  }
  void run() override { erf_ranges(x.data(), y.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float v = x[i], a = std::fabs(v), r;
      if (a < 0.5f) { float z = a * a; r = a * (1.1283791671f + z * (-0.3761263890f + z * (0.1128379167f + z * (-0.0268661706f + z * 0.0052239776f)))); }
      else if (a < 3) { float t = 1 / (1 + 0.3275911f * a);
        float p = t * (0.254829592f + t * (-0.284496736f + t * (1.421413741f + t * (-1.453152027f + t * 1.061405429f))));
        r = 1 - p * std::exp(-a * a); }
      else r = 1;
      NEAR("erf", i, y[i], v < 0 ? -r : r, 1e-6);
    }
  }
} k_erf("erf_ranges");
static Reg r_erf(&k_erf);

static struct : K {
  std::vector<float> y0, kk, y1; std::vector<int> method, steps; float tol = 1e-4f;
  using K::K;
  void init(int m) override {
    n = m; y0.resize(n); kk.resize(n); y1.assign(n, 0); method.resize(n); steps.assign(n, 0);
    for (int i = 0; i < n; ++i) { y0[i] = frnd() * 4 - 2; kk[i] = 0.5f + frnd() * 8; method[i] = pick(i, 2); }
  }
  void run() override { ode_adaptive(y0.data(), kk.data(), method.data(), tol, y1.data(), steps.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float y = y0[i], k = kk[i], t = 0, h = 0.25f; int acc = 0, tries = 0;
      while (t < 1 && tries < 200) {
        float yh, yl;
        if (method[i] == 0) {
          float f1 = t - k * y, ye = y + h * f1, f2 = (t + h) - k * ye;
          yh = y + 0.5f * h * (f1 + f2); yl = ye;
        } else {
          float f1 = t - k * y, f2 = (t + 0.5f * h) - k * (y + 0.5f * h * f1);
          float f3 = (t + 0.75f * h) - k * (y + 0.75f * h * f2);
          yh = y + h * (2 * f1 + 3 * f2 + 4 * f3) / 9; yl = y + h * f2;
        }
        if (std::fabs(yh - yl) <= tol) { t += h; y = yh; h = std::min((method[i] == 0 ? 1.5f : 2.0f) * h, 1 - t); ++acc; }
        else h = 0.5f * h;
        ++tries;
      }
      e2e_expect_eq("ode.y", i, y1[i], y); e2e_expect_eq("ode.steps", i, steps[i], acc * 1000 + tries);
    }
  }
} k_ode("ode_adaptive");
static Reg r_ode(&k_ode);

static struct : K {
  std::vector<int16_t> s, alpha; std::vector<int> kind, last, peak;
  using K::K;
  void init(int m) override {
    n = m; s.resize(16 * n); alpha.resize(n); kind.resize(n); last.assign(n, 0); peak.assign(n, 0);
    for (auto &v : s) v = (int16_t)(rnd() & 0xffff);
    for (int i = 0; i < n; ++i) { alpha[i] = (int16_t)(1000 + rnd() % 15000); kind[i] = pick(i, 2); }
  }
  void run() override { lowpass(s.data(), kind.data(), alpha.data(), last.data(), peak.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int a = alpha[i], l, p = 0;
      if (kind[i] == 0) {
        int y = 0;
        for (int j = 0; j < 16; ++j) { int x = s[16 * i + j]; y = y + ((a * (x - y) + 16384) >> 15);
          if (y > 32767) y = 32767; else if (y < -32768) y = -32768; p = std::max(p, std::abs(y)); }
        l = y;
      } else {
        float af = (float)a * (1.0f / 32768), y = 0;
        for (int j = 0; j < 16; ++j) { float x = s[16 * i + j]; y = y + af * (x - y); p = std::max(p, (int)std::fabs(y)); }
        l = (int)y;
      }
      e2e_expect_eq("lowpass.last", i, last[i], l); e2e_expect_eq("lowpass.peak", i, peak[i], p);
    }
  }
} k_lowpass("lowpass");
static Reg r_lowpass(&k_lowpass);

static struct : K {
  std::vector<unsigned> a, b, g; std::vector<int> kind, steps;
  using K::K;
  void init(int m) override {
    n = m; a.resize(n); b.resize(n); g.assign(n, 0); kind.resize(n); steps.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      unsigned c = 1 + rnd() % 64;
      a[i] = c * (rnd() % 100000); b[i] = c * (rnd() % 100000); kind[i] = pick(i, 2);
    }
  }
  void run() override { gcd_kinds(a.data(), b.data(), kind.data(), g.data(), steps.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      unsigned x = a[i], y = b[i]; int st = 0;
      if (kind[i] == 0) { while (y != 0) { unsigned r = x % y; x = y; y = r; ++st; } }
      else if (x == 0) x = y;
      else if (y != 0) {
        int sh = __builtin_ctz(x | y); x >>= __builtin_ctz(x);
        while (y != 0) { y >>= __builtin_ctz(y); if (x > y) std::swap(x, y); y = y - x; ++st; }
        x <<= sh;
      }
      e2e_expect_eq("gcd.g", i, g[i], x); e2e_expect_eq("gcd.steps", i, steps[i], st);
    }
  }
} k_gcd("gcd_kinds");
static Reg r_gcd(&k_gcd);
// ---- p3: databases and analytics
static float bitsf(int v) { float f; std::memcpy(&f, &v, 4); return f; }
static int fbits(float f) { int v; std::memcpy(&v, &f, 4); return v; }
static struct : K {
  std::vector<int> tag, val, rows; int count = 0;
  using K::K;
  void init(int m) override {
    n = m; tag.resize(n); val.resize(n); rows.assign(n, -1);
    for (int i = 0; i < n; ++i) {
      int t = tag[i] = pick(i, 4);
      switch (t) {
      case 0: val[i] = (int)(rnd() % 2000) - 1000; break;
      case 1: val[i] = fbits(frnd() * 10 - 5); break;
      case 2: val[i] = (2020 + rnd() % 4) * 10000 + (1 + rnd() % 12) * 100 + 1 + rnd() % 28; break;
      default: val[i] = (int)((rnd() % 3 ? 0x4142u : rnd() & 0xffff) | ((rnd() % 4) << 16) | (rnd() << 24));
      }
    }
  }
  void run() override { count = typed_filter(tag.data(), val.data(), -300, 400, -1.5f, 2.5f, 2022, 3, 8, 0x4142, rows.data(), n); }
  void check() override {
    int c = 0;
    for (int i = 0; i < n; ++i) {
      int v = val[i]; bool keep;
      switch (tag[i]) {
      case 0: keep = v >= -300 && v <= 400; break;
      case 1: { float f = bitsf(v); keep = f >= -1.5f && f < 2.5f; break; }
      case 2: { int y = v / 10000, mo = v / 100 % 100; keep = y == 2022 && mo >= 3 && mo <= 8; break; }
      default: keep = (v & 0xffff) == 0x4142 && ((v >> 16) & 0xff) != 0;
      }
      if (keep) { e2e_expect_eq("filter.row", c, rows[c], i); ++c; }
    }
    e2e_expect_eq("filter.count", 0, count, c);
  }
} k_filter("typed_filter");
static Reg r_filter(&k_filter);

static unsigned jh0(int k) { return ((unsigned)k * 2654435761u) >> 24; }
static unsigned jh1(int k) { unsigned x = (unsigned)k; x ^= x >> 7; x ^= x << 9; return (x ^ (x >> 13)) & 127; }
static struct : K {
  std::vector<int> key, head0, next0, key0, val0, head1, next1, key1, val1, sum, hits;
  using K::K;
  void init(int m) override {
    n = m; key.resize(n); sum.assign(n, 0); hits.assign(n, 0);
    head0.assign(256, -1); head1.assign(128, -1); next0.clear(); key0.clear(); val0.clear(); next1.clear(); key1.clear(); val1.clear();
    for (int e = 0; e < 1000; ++e) { int k = 2 * (int)(rnd() % 2000); unsigned b = jh0(k);
      key0.push_back(k); val0.push_back((int)(rnd() % 1000)); next0.push_back(head0[b]); head0[b] = e; }
    for (int e = 0; e < 600; ++e) { int k = 2 * (int)(rnd() % 2000) + 1; unsigned b = jh1(k);
      key1.push_back(k); val1.push_back((int)(rnd() % 1000)); next1.push_back(head1[b]); head1[b] = e; }
    for (int i = 0; i < n; ++i) key[i] = 2 * (int)(rnd() % 2000) + pick(i, 2);
  }
  void run() override { join_probe(key.data(), head0.data(), next0.data(), key0.data(), val0.data(), head1.data(), next1.data(), key1.data(), val1.data(), sum.data(), hits.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int k = key[i], s = 0, h = 0;
      if ((k & 1) == 0) { for (int e = head0[jh0(k)]; e >= 0; e = next0[e]) if (key0[e] == k) { s += val0[e]; ++h; } }
      else { for (int e = head1[jh1(k)]; e >= 0; e = next1[e]) if (key1[e] == k) { s += val1[e]; ++h; } }
      e2e_expect_eq("join.sum", i, sum[i], s); e2e_expect_eq("join.hits", i, hits[i], h);
    }
  }
} k_join("join_probe");
static Reg r_join(&k_join);

static struct : K {
  std::vector<float> v, a, b; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; v.resize(16 * n); a.assign(n, 0); b.assign(n, 0); kind.resize(n);
    for (auto &t : v) t = frnd() * 20 - 8;
    for (int i = 0; i < n; ++i) kind[i] = pick(i, 3);
  }
  void run() override { group_agg(v.data(), kind.data(), a.data(), b.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float x = 0, y = 0;
      if (kind[i] == 0) { for (int j = 0; j < 16; ++j) { float t = v[16 * i + j]; if (t > 0) { x += t; y += 1; } } }
      else if (kind[i] == 1) { x = 1e30f; y = -1e30f; for (int j = 0; j < 16; ++j) { float t = v[16 * i + j]; x = std::min(x, t); y = std::max(y, t); } }
      else { for (int j = 0; j < 16; ++j) { float t = v[16 * i + j]; x += t * t; y += t; } y = y / 16; }
      e2e_expect_eq("group.a", i, a[i], x); e2e_expect_eq("group.b", i, b[i], y);
    }
  }
} k_group("group_agg");
static Reg r_group(&k_group);

static struct : K {
  std::vector<int> enc, width; std::vector<uint8_t> codes; std::vector<float> dict, base, plain, sum, mx; std::vector<unsigned> bits;
  using K::K;
  void init(int m) override {
    n = m; enc.resize(n); width.resize(n); codes.resize(16 * n); dict.resize(256); base.resize(n); plain.resize(16 * n);
    bits.resize(16 * n); sum.assign(n, 0); mx.assign(n, 0);
    for (auto &d : dict) d = frnd() * 100;
    for (auto &c : codes) c = (uint8_t)rnd();
    for (auto &p : plain) p = frnd() * 50 - 10;
    for (auto &w : bits) w = (unsigned)rnd() ^ ((unsigned)rnd() << 16);
    for (int i = 0; i < n; ++i) { enc[i] = pick(i, 3); width[i] = 1 + (int)(rnd() % 20); base[i] = frnd() * 10; }
  }
  void run() override { decode_blocks(enc.data(), width.data(), codes.data(), dict.data(), bits.data(), base.data(), plain.data(), sum.data(), mx.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float s = 0, mm = -1e30f;
      for (int j = 0; j < 16; ++j) {
        float t;
        if (enc[i] == 0) t = dict[codes[16 * i + j]];
        else if (enc[i] == 1) {
          int w = width[i]; unsigned mask = (1u << w) - 1; int bit = j * w;
          unsigned word = bits[16 * i + (bit >> 5)] >> (bit & 31);
          if ((bit & 31) + w > 32) word |= bits[16 * i + (bit >> 5) + 1] << (32 - (bit & 31));
          t = base[i] + (float)(word & mask) * 0.25f;
        } else t = plain[16 * i + j];
        s += t; mm = std::max(mm, t);
      }
      e2e_expect_eq("decode.sum", i, sum[i], s); e2e_expect_eq("decode.max", i, mx[i], mm);
    }
  }
} k_decode("decode_blocks");
static Reg r_decode(&k_decode);
// ---- p4: rendering and simulation
static V3 rv3() { float x = frnd() * 2 - 1, y = frnd() * 2 - 1, z = frnd() * 2 - 1; float r = 1 / std::sqrt(x * x + y * y + z * z + 1e-6f); return V3{x * r, y * r, z * r}; }
static float d3(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static struct : K {
  std::vector<V3> nrm, ld, vd; std::vector<int> mat; std::vector<float> rough, out;
  using K::K;
  void init(int m) override {
    n = m; nrm.resize(n); ld.resize(n); vd.resize(n); mat.resize(n); rough.resize(n); out.assign(n, 0);
    for (int i = 0; i < n; ++i) { nrm[i] = rv3(); ld[i] = rv3(); vd[i] = rv3(); if (d3(nrm[i], vd[i]) < 0) vd[i] = V3{-vd[i].x, -vd[i].y, -vd[i].z};
      mat[i] = pick(i, 3); rough[i] = 0.1f + frnd() * 0.8f; }
  }
  void run() override { brdf_shade(nrm.data(), ld.data(), vd.data(), mat.data(), rough.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      V3 N = nrm[i], L = ld[i], Vw = vd[i]; double nl = std::max((double)d3(N, L), 0.0), r;
      V3 hs{L.x + Vw.x, L.y + Vw.y, L.z + Vw.z}; double hr = 1 / std::sqrt((double)d3(hs, hs));
      double nh = std::max((N.x * hs.x + N.y * hs.y + N.z * hs.z) * hr, 0.0);
      if (mat[i] == 0) r = 0.8 * nl;
      else if (mat[i] == 1) r = 0.6 * nl + 0.4 * std::pow(nh, 4 + 60 * (double)rough[i]);
      else {
        double nv = std::max((double)d3(N, Vw), 1e-4), a = (double)rough[i] * rough[i];
        double dd = nh * nh * (a * a - 1) + 1, D = a * a / (3.14159265 * dd * dd);
        double vh = std::max((Vw.x * hs.x + Vw.y * hs.y + Vw.z * hs.z) * hr, 0.0);
        double F = 0.04 + 0.96 * std::pow(1 - vh, 5.0), k = (rough[i] + 1.0) * (rough[i] + 1.0) / 8;
        double G = nl / (nl * (1 - k) + k) * nv / (nv * (1 - k) + k);
        r = 0.5 * nl + D * F * G / (4 * nv * std::max(nl, 1e-4)) * nl;
      }
      NEAR("brdf", i, out[i], r, 2e-3);
    }
  }
} k_brdf("brdf_shade");
static Reg r_brdf(&k_brdf);

static struct : K {
  std::vector<float> px, py, vx, vy, x0, y0, u0, v0; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; px.resize(n); py.resize(n); vx.resize(n); vy.resize(n); kind.resize(n);
    for (int i = 0; i < n; ++i) { px[i] = frnd(); py[i] = frnd(); vx[i] = frnd() * 4 - 2; vy[i] = frnd() * 4 - 2; kind[i] = pick(i, 3); }
    x0 = px; y0 = py; u0 = vx; v0 = vy;
  }
  void run() override { particle_walls(px.data(), py.data(), vx.data(), vy.data(), kind.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float x = x0[i], y = y0[i], u = u0[i], v = v0[i]; int k = kind[i];
      for (int s = 0; s < 16; ++s) {
        v -= 0.05f; x += 0.1f * u; y += 0.1f * v;
        if (x < 0 || x > 1 || y < 0 || y > 1) {
          if (k == 0) {
            if (x < 0) { x = -x; u = -0.8f * u; }
            if (x > 1) { x = 2 - x; u = -0.8f * u; }
            if (y < 0) { y = -y; v = -0.8f * v; }
            if (y > 1) { y = 2 - y; v = -0.8f * v; }
          } else if (k == 1) { x = std::min(std::max(x, 0.0f), 1.0f); y = std::min(std::max(y, 0.0f), 1.0f); u = 0; v = 0; }
          else { x = x - std::floor(x); y = y - std::floor(y); }
        }
      }
      e2e_expect_eq("walls.x", i, px[i], x); e2e_expect_eq("walls.y", i, py[i], y);
      e2e_expect_eq("walls.u", i, vx[i], u); e2e_expect_eq("walls.v", i, vy[i], v);
    }
  }
} k_walls("particle_walls");
static Reg r_walls(&k_walls);

static struct : K {
  std::vector<int> lead, kind, pos, brakes;
  using K::K;
  void init(int m) override {
    n = m; lead.resize(32 * n); kind.resize(n); pos.assign(n, 0); brakes.assign(n, 0);
    for (int i = 0; i < n; ++i) { int p = 3 + (int)(rnd() % 8); for (int t = 0; t < 32; ++t) { p += (int)(rnd() % 6); lead[32 * i + t] = p; } kind[i] = pick(i, 2); }
  }
  void run() override { traffic_car(lead.data(), kind.data(), pos.data(), brakes.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int p = 0, v = 0, nb = 0;
      for (int t = 0; t < 32; ++t) {
        int gap = lead[32 * i + t] - p - 1;
        unsigned h = (unsigned)(i * 7919 + t * 104729); h = (h ^ (h >> 15)) * 2246822519u; h ^= h >> 13;
        if (kind[i] == 0) { v = std::min(v + 1, 3); if (v > gap - 1) { v = std::max(gap - 1, 0); ++nb; } if ((h & 3) == 0 && v > 0) --v; }
        else { v = std::min(v + 1, 5); if (v > gap) { v = std::max(gap, 0); ++nb; } if ((h & 15) == 0 && v > 0) --v; }
        p += v;
      }
      e2e_expect_eq("traffic.pos", i, pos[i], p); e2e_expect_eq("traffic.brakes", i, brakes[i], nb);
    }
  }
} k_traffic("traffic_car");
static Reg r_traffic(&k_traffic);

static struct : K {
  std::vector<float> dx, dy, dz, sun, rgb;
  using K::K;
  void init(int m) override {
    n = m; dx.resize(n); dy.resize(n); dz.resize(n); rgb.assign(3 * n, 0); sun = {0.48f, 0.6f, 0.64f};
    for (int i = 0; i < n; ++i) { V3 d = rv3(); float s = pick(i, 2) ? 1.0f : -1.0f; dx[i] = d.x; dy[i] = s * std::fabs(d.y); dz[i] = d.z; }
  }
  void run() override { sky_ground(dx.data(), dy.data(), dz.data(), sun.data(), rgb.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float x = dx[i], y = dy[i], z = dz[i], r, g, b;
      if (y > 0) { float s = std::max(x * sun[0] + y * sun[1] + z * sun[2], 0.0f); s = s * s; s = s * s; s = s * s; float h = 1 - y;
        r = 0.3f + 0.5f * h * h + s; g = 0.5f + 0.4f * h * h + s; b = 0.9f + 0.1f * h + 0.8f * s; }
      else { float t = -1 / std::min(y, -1e-3f), gx = x * t, gz = z * t; int c = ((int)std::floor(gx) + (int)std::floor(gz)) & 1;
        float f = std::exp(-0.05f * t), base = c ? 0.6f : 0.3f;
        r = base * f + 0.7f * (1 - f); g = base * 0.9f * f + 0.75f * (1 - f); b = base * 0.8f * f + 0.8f * (1 - f); }
      NEAR("sky.r", i, rgb[3 * i], r, 2e-6); NEAR("sky.g", i, rgb[3 * i + 1], g, 2e-6); NEAR("sky.b", i, rgb[3 * i + 2], b, 2e-6);
    }
  }
} k_sky("sky_ground");
static Reg r_sky(&k_sky);
// ---- p5: bioinformatics, random streams, ciphers
static struct : K {
  std::vector<int8_t> a, b; std::vector<int> mode, best;
  using K::K;
  void init(int m) override {
    n = m; a.resize(12 * n); b.resize(12 * n); mode.resize(n); best.assign(n, 0);
    for (int i = 0; i < 12 * n; ++i) { a[i] = (int8_t)(rnd() % 4); b[i] = rnd() % 3 ? a[i] : (int8_t)(rnd() % 4); }
    for (int i = 0; i < n; ++i) mode[i] = pick(i, 2);
  }
  void run() override { sw_score(a.data(), b.data(), mode.data(), best.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int H[13], E[13], top = 0;
      for (int j = 0; j <= 12; ++j) { H[j] = 0; E[j] = -100; }
      for (int r = 0; r < 12; ++r) {
        int diag = 0, left = 0, F = -100;
        for (int j = 1; j <= 12; ++j) {
          int s = a[12 * i + r] == b[12 * i + j - 1] ? 2 : -1, h;
          if (mode[i] == 0) h = std::max(0, std::max(diag + s, std::max(H[j] - 2, left - 2)));
          else { E[j] = std::max(E[j] - 1, H[j] - 3); F = std::max(F - 1, left - 3); h = std::max(0, std::max(diag + s, std::max(E[j], F))); }
          diag = H[j]; H[j] = h; left = h; top = std::max(top, h);
        }
      }
      e2e_expect_eq("sw", i, best[i], top);
    }
  }
} k_sw("sw_score");
static Reg r_sw(&k_sw);

static struct : K {
  std::vector<int8_t> seq; std::vector<int> mode, count; std::vector<uint64_t> hsum;
  using K::K;
  void init(int m) override {
    n = m; seq.resize(40 * n); mode.resize(n); count.assign(n, 0); hsum.assign(n, 0);
    for (auto &s : seq) s = (int8_t)(rnd() % 30 ? rnd() % 4 : 4);
    for (int i = 0; i < n; ++i) mode[i] = pick(i, 2);
  }
  void run() override { kmer_hash(seq.data(), mode.data(), hsum.data(), count.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint64_t s = 0, f = 0, r = 0; int c = 0, len = 0;
      for (int j = 0; j < 40; ++j) {
        int base = seq[40 * i + j];
        if (base > 3) { len = 0; f = 0; r = 0; continue; }
        f = ((f << 2) | (uint64_t)base) & 0x3fffff; r = (r >> 2) | ((uint64_t)(3 - base) << 20);
        if (++len >= 11) { uint64_t k = mode[i] == 0 ? f : std::min(f, r); s += (k * 0x9E3779B97F4A7C15ull) >> 20; ++c; }
      }
      e2e_expect_eq("kmer.sum", i, hsum[i], s); e2e_expect_eq("kmer.count", i, count[i], c);
    }
  }
} k_kmer("kmer_hash");
static Reg r_kmer(&k_kmer);

static struct : K {
  std::vector<uint64_t> state, s0; std::vector<int> kind; std::vector<float> mean;
  using K::K;
  void init(int m) override {
    n = m; state.resize(n); kind.resize(n); mean.assign(n, 0);
    for (int i = 0; i < n; ++i) { state[i] = rnd64(); kind[i] = pick(i, 3); }
    s0 = state;
  }
  void run() override { prng_streams(state.data(), kind.data(), mean.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint64_t st = s0[i]; float acc = 0;
      if (kind[i] == 0) { unsigned x = (unsigned)st | 1;
        for (int j = 0; j < 16; ++j) { x ^= x << 13; x ^= x >> 17; x ^= x << 5; acc += (float)(x >> 8) * (1.0f / 16777216); } st = x; }
      else if (kind[i] == 1) for (int j = 0; j < 16; ++j) { uint64_t old = st; st = old * 6364136223846793005ull + 1442695040888963407ull;
        unsigned xs = (unsigned)(((old >> 18) ^ old) >> 27), rot = (unsigned)(old >> 59), x = (xs >> rot) | (xs << ((32 - rot) & 31));
        acc += (float)(x >> 8) * (1.0f / 16777216); }
      else for (int j = 0; j < 16; ++j) { st = st * 2862933555777941757ull + 3037000493ull; unsigned x = (unsigned)(st >> 32); acc += (float)(x >> 8) * (1.0f / 16777216); }
      e2e_expect_eq("prng.mean", i, mean[i], acc / 16); e2e_expect_eq("prng.state", i, state[i], st);
    }
  }
} k_prng("prng_streams");
static Reg r_prng(&k_prng);

static unsigned rf(unsigned r, unsigned k) { unsigned x = (r ^ k) * 0x9E3779B1u; return x ^ (x >> 16); }
static struct : K {
  std::vector<unsigned> lo, hi, lo0, hi0, keys; std::vector<int> mode;
  using K::K;
  void init(int m) override {
    n = m; lo.resize(n); hi.resize(n); mode.resize(n); keys.resize(8);
    for (auto &k : keys) k = (unsigned)rnd64();
    for (int i = 0; i < n; ++i) { lo[i] = (unsigned)rnd64(); hi[i] = (unsigned)rnd64(); mode[i] = pick(i, 2); }
    lo0 = lo; hi0 = hi;
  }
  void run() override { feistel(lo.data(), hi.data(), mode.data(), keys.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      unsigned L = hi0[i], R = lo0[i];
      if (mode[i] == 0) for (int r = 0; r < 8; ++r) { unsigned t = R; R = L ^ rf(R, keys[r]); L = t; }
      else for (int r = 7; r >= 0; --r) { unsigned t = L; L = R ^ rf(L, keys[r]); R = t; }
      e2e_expect_eq("feistel.hi", i, hi[i], L); e2e_expect_eq("feistel.lo", i, lo[i], R);
    }
  }
} k_feistel("feistel");
static Reg r_feistel(&k_feistel);

static struct : K {
  std::vector<unsigned> start; std::vector<int> rule, steps, totals;
  using K::K;
  void init(int m) override {
    n = m; start.resize(n); rule.resize(n); steps.assign(n, 0); totals.assign(2, 0);
    for (int i = 0; i < n; ++i) { start[i] = 1 + rnd() % 100000; rule[i] = pick(i, 2); }
  }
  void run() override { totals.assign(2, 0); collatz_kinds(start.data(), rule.data(), steps.data(), totals.data(), n); }
  void check() override {
    int tot[2] = {0, 0};
    for (int i = 0; i < n; ++i) {
      unsigned x = start[i]; int s = 0;
      while (x != 1 && s < 300) { if (x & 1) x = rule[i] == 0 ? 3 * x + 1 : (3 * x + 1) >> 1; else x >>= 1; ++s; }
      tot[rule[i]] += s; e2e_expect_eq("collatz.steps", i, steps[i], s);
    }
    e2e_expect_eq("collatz.t0", 0, totals[0], tot[0]); e2e_expect_eq("collatz.t1", 1, totals[1], tot[1]);
  }
} k_collatz("collatz_kinds");
static Reg r_collatz(&k_collatz);

int main() { return runProbeKernels("darm_user_programs8"); }
