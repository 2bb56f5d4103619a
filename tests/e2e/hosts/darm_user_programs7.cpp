#include "darm_user_programs7_ispc.h"
// Scalar references of the session 23 probe programs
// (darm_user_programs7.spmd). Each kernel is a K with init (inputs for n
// elements), run (the exported kernel) and check (the scalar reference).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace ispc;
#define PROBE_SEED 23001
#include "probe_kernels.h"
// ---- p1: statistics, finance and audio
static struct : K {
  std::vector<float> x, mean, var; std::vector<int> mode;
  using K::K;
  void init(int m) override {
    n = m; x.assign(16 * n, 0); mean.assign(n, 0); var.assign(n, 0); mode.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2);
      for (int j = 0; j < 16; ++j) x[16 * i + j] = rnd() % 12 ? frnd() * 10 : -1.0f;
    }
  }
  void run() override { moments_mode(x.data(), mode.data(), mean.data(), var.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float m = 0, s = 0, vv; int k = 0;
      for (int j = 0; j < 16; ++j) {
        float v = x[16 * i + j];
        if (v < 0) { m = 0; s = 0; k = 0; continue; }
        k += 1; float d = v - m;
        if (mode[i] == 0) { m += d / (float)k; s += d * (v - m); }
        else { m += 0.125f * d; s = 0.875f * (s + 0.125f * d * d); }
      }
      if (mode[i] == 0) vv = k > 1 ? s / (float)(k - 1) : 0.0f; else vv = s;
      e2e_expect_eq("moments.mean", i, mean[i], m); e2e_expect_eq("moments.var", i, var[i], vv);
    }
  }
} k_moments("moments_mode");
static Reg r_moments(&k_moments);

static struct : K {
  std::vector<float> v, q, out; std::vector<int> rule;
  using K::K;
  void init(int m) override {
    n = m; v.assign(16 * n, 0); q.assign(n, 0); out.assign(n, 0); rule.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      rule[i] = pick(i, 4);
      q[i] = rnd() % 10 ? frnd() : (rnd() % 2 ? 1.0f : 0.0f);
      for (int j = 0; j < 16; ++j) v[16 * i + j] = frnd() * 100 - 50;
      std::sort(&v[16 * i], &v[16 * i] + 16);
    }
  }
  void run() override { quantile_rule(v.data(), q.data(), rule.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const float *w = &v[16 * i];
      float h = 15.0f * q[i]; int lo = (int)h; int hi = std::min(lo + 1, 15); float r;
      switch (rule[i]) {
      case 0: r = w[lo] + (h - (float)lo) * (w[hi] - w[lo]); break;
      case 1: { int k = (int)std::ceil(q[i] * 16.0f) - 1; k = std::min(std::max(k, 0), 15); r = w[k]; break; }
      case 2: r = (w[lo] + w[hi]) * 0.5f; break;
      default: r = w[lo];
      }
      e2e_expect_eq("quantile", i, out[i], r);
    }
  }
} k_quantile("quantile_rule");
static Reg r_quantile(&k_quantile);

static struct : K {
  std::vector<int64_t> a, fee; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; a.assign(n, 0); fee.assign(n, 0); kind.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      kind[i] = pick(i, 2);
      int r = rnd() % 4;
      a[i] = r == 0 ? rnd() % 20000 : r == 1 ? rnd() % 1000000 : r == 2 ? rnd() % 10000000 : (int64_t)rnd() * 64;
    }
  }
  void run() override { fee_schedule(a.data(), kind.data(), fee.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int64_t x = a[i], f;
      if (kind[i] == 0) {
        f = x <= 100000 ? x * 150 / 10000 : x <= 1000000 ? 1500 + (x - 100000) * 100 / 10000 : 10500 + (x - 1000000) * 50 / 10000;
        if (f < 200) f = 200;
      } else {
        f = x <= 500000 ? x * 40 / 10000 : x <= 5000000 ? 2000 + (x - 500000) * 25 / 10000 : 13250 + (x - 5000000) * 10 / 10000;
        if (f > 50000) f = 50000;
      }
      e2e_expect_eq("fee", i, fee[i], f);
    }
  }
} k_fee("fee_schedule");
static Reg r_fee(&k_fee);

static struct : K {
  std::vector<float> src, t, acc; std::vector<int> mode;
  using K::K;
  void init(int m) override {
    n = m; src.assign(64, 0); t.assign(n, 0); acc.assign(n, 0); mode.assign(n, 0);
    for (int j = 0; j < 64; ++j) src[j] = frnd() * 2 - 1;
    for (int i = 0; i < n; ++i) { mode[i] = pick(i, 2); t[i] = frnd() * 55; }
  }
  void run() override { resample(src.data(), t.data(), mode.data(), acc.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float sum = 0;
      for (int j = 0; j < 8; ++j) {
        float p = t[i] + 0.5f * (float)j; int k = (int)p; float f = p - (float)k;
        float b = src[k], c = src[k + 1];
        if (mode[i] == 0) sum += b + f * (c - b);
        else {
          float a = src[std::max(k - 1, 0)], d = src[k + 2];
          sum += b + 0.5f * f * (c - a + f * (2.0f * a - 5.0f * b + 4.0f * c - d + f * (3.0f * (b - c) + d - a)));
        }
      }
      e2e_expect_eq("resample", i, acc[i], sum);
    }
  }
} k_resample("resample");
static Reg r_resample(&k_resample);

static struct : K {
  std::vector<float> x, gain, energy; std::vector<int> soft, zc;
  using K::K;
  void init(int m) override {
    n = m; x.assign(16 * n, 0); gain.assign(n, 0); energy.assign(n, 0); soft.assign(n, 0); zc.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      soft[i] = pick(i, 2); gain[i] = 0.5f + frnd() * 4;
      for (int j = 0; j < 16; ++j) x[16 * i + j] = rnd() % 16 ? frnd() * 2 - 1 : 0.0f;
    }
  }
  void run() override { clip_channels(x.data(), gain.data(), soft.data(), zc.data(), energy.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float prev = 0, e = 0; int z = 0;
      for (int j = 0; j < 16; ++j) {
        float y = gain[i] * x[16 * i + j];
        if (soft[i]) y = y / (1.0f + std::fabs(y)); else y = std::min(std::max(y, -0.5f), 0.5f);
        if (y * prev < 0) z += 1;
        prev = y; e += y * y;
      }
      e2e_expect_eq("clip.zc", i, zc[i], z); e2e_expect_eq("clip.e", i, energy[i], e);
    }
  }
} k_clip("clip_channels");
static Reg r_clip(&k_clip);

// ---- p2: coding
static struct : K {
  std::vector<int64_t> val; std::vector<uint64_t> out; std::vector<int> mode, bytes;
  using K::K;
  void init(int m) override {
    n = m; val.assign(n, 0); out.assign(n, 0); mode.assign(n, 0); bytes.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2);
      int sh = rnd() % 64;
      val[i] = (int64_t)(rnd64() >> sh);
      if (rnd() % 2) val[i] = -val[i];
    }
  }
  void run() override { zigzag64(val.data(), mode.data(), out.data(), bytes.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int b = 1; uint64_t o;
      if (mode[i] == 0) {
        int64_t v = val[i]; uint64_t z = ((uint64_t)v << 1) ^ (uint64_t)(v >> 63), t = z;
        while (t >= 128) { t >>= 7; ++b; }
        o = z;
      } else {
        uint64_t u = (uint64_t)val[i]; int64_t d = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
        uint64_t t = d < 0 ? ~(uint64_t)d : (uint64_t)d;
        while (t >= 64) { t >>= 7; ++b; }
        o = (uint64_t)d;
      }
      e2e_expect_eq("zigzag.out", i, out[i], o); e2e_expect_eq("zigzag.bytes", i, bytes[i], b);
    }
  }
} k_zigzag("zigzag64");
static Reg r_zigzag(&k_zigzag);

static struct : K {
  std::vector<int> vals, width, sum; std::vector<uint64_t> packed;
  using K::K;
  void init(int m) override {
    n = m; vals.assign(8 * n, 0); width.assign(n, 0); sum.assign(n, 0); packed.assign(n, 0);
    static const int ws[4] = {3, 5, 7, 8};
    for (int i = 0; i < n; ++i) {
      width[i] = ws[pick(i, 4)];
      for (int j = 0; j < 8; ++j) vals[8 * i + j] = (int)rnd() - 0x800000;
    }
  }
  void run() override { pack_fields(vals.data(), width.data(), packed.data(), sum.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int w = width[i], s = 0; uint64_t p = 0;
      for (int j = 0; j < 8; ++j) { int f = vals[8 * i + j] & ((1 << w) - 1); p |= (uint64_t)f << (w * j); s += f; }
      e2e_expect_eq("pack.p", i, packed[i], p); e2e_expect_eq("pack.s", i, sum[i], s);
    }
  }
} k_pack("pack_fields");
static Reg r_pack(&k_pack);

static const char b64a[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static struct : K {
  std::vector<uint8_t> raw; std::vector<int8_t> text; std::vector<int> mode; std::vector<uint32_t> hash;
  using K::K;
  void init(int m) override {
    n = m; raw.assign(6 * n, 0); text.assign(8 * n, 0); mode.assign(n, 0); hash.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2);
      for (int j = 0; j < 6; ++j) raw[6 * i + j] = rnd() & 255;
      for (int j = 0; j < 8; ++j) text[8 * i + j] = b64a[rnd() % 64];
    }
  }
  void run() override { base64_codec(raw.data(), text.data(), mode.data(), hash.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t h = 2166136261u;
      for (int g = 0; g < 2; ++g) {
        if (mode[i] == 0) {
          uint32_t w = (raw[6 * i + 3 * g] << 16) | (raw[6 * i + 3 * g + 1] << 8) | raw[6 * i + 3 * g + 2];
          for (int k = 3; k >= 0; --k) h = (h ^ (uint32_t)b64a[(w >> (6 * k)) & 63]) * 16777619u;
        } else {
          uint32_t w = 0;
          for (int k = 0; k < 4; ++k) w = (w << 6) | (uint32_t)(std::strchr(b64a, text[8 * i + 4 * g + k]) - b64a);
          for (int k = 2; k >= 0; --k) h = (h ^ ((w >> (8 * k)) & 255)) * 16777619u;
        }
      }
      e2e_expect_eq("base64", i, hash[i], h);
    }
  }
} k_b64("base64_codec");
static Reg r_b64(&k_b64);

static struct : K {
  std::vector<uint32_t> words, hash; std::vector<int> book, count;
  using K::K;
  void init(int m) override {
    n = m; words.assign(n, 0); hash.assign(n, 0); book.assign(n, 0); count.assign(n, 0);
    for (int i = 0; i < n; ++i) { book[i] = pick(i, 2); words[i] = (rnd() << 8) ^ rnd(); }
  }
  void run() override { prefix_decode(words.data(), book.data(), hash.data(), count.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t w = words[i], h = 17; int pos = 0, c = 0;
      while (pos <= 25) {
        uint32_t sym;
        if (book[i] == 0) {
          uint32_t p3 = (w >> (29 - pos)) & 7;
          if (p3 < 4) { sym = 0; pos += 1; } else if (p3 < 6) { sym = 1; pos += 2; }
          else if (p3 == 6) { sym = 2; pos += 3; } else { sym = 3 + ((w >> (25 - pos)) & 15); pos += 7; }
        } else {
          uint32_t p2 = (w >> (30 - pos)) & 3;
          if (p2 < 3) { sym = p2; pos += 2; } else { sym = 3 + ((w >> (25 - pos)) & 31); pos += 7; }
        }
        h = h * 31 + sym; ++c;
      }
      e2e_expect_eq("prefix.h", i, hash[i], h); e2e_expect_eq("prefix.c", i, count[i], c);
    }
  }
} k_prefix("prefix_decode");
static Reg r_prefix(&k_prefix);

static struct : K {
  std::vector<uint8_t> bytes; std::vector<int> mode, count; std::vector<uint32_t> hash;
  using K::K;
  void init(int m) override {
    n = m; bytes.assign(16 * n, 0); mode.assign(n, 0); count.assign(n, 0); hash.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2); uint8_t b = rnd() & 255;
      for (int j = 0; j < 16; ++j) { if (rnd() % 3 == 0) b = rnd() % 4 ? 'a' + rnd() % 3 : rnd() & 255; bytes[16 * i + j] = b; }
    }
  }
  void run() override { rle_delta(bytes.data(), mode.data(), hash.data(), count.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t h = 5381; int c = 0; const uint8_t *b = &bytes[16 * i];
      if (mode[i] == 0) {
        int prev = b[0], len = 1;
        for (int j = 1; j < 16; ++j) {
          if (b[j] == prev) ++len;
          else { h = h * 33 + (uint32_t)(prev << 8 | len); ++c; prev = b[j]; len = 1; }
        }
        h = h * 33 + (uint32_t)(prev << 8 | len); ++c;
      } else {
        int prev = 0;
        for (int j = 0; j < 16; ++j) { int d = b[j] - prev; if (d) ++c; h = h * 33 + (uint32_t)(d & 255); prev = b[j]; }
      }
      e2e_expect_eq("rle.h", i, hash[i], h); e2e_expect_eq("rle.c", i, count[i], c);
    }
  }
} k_rle("rle_delta");
static Reg r_rle(&k_rle);

// ---- p3: strings and grids
static bool glob_ref(const int8_t *s, const int8_t *p, bool fold) {
  int si = 0, pi = 0, star = -1, mark = 0;
  for (;;) {
    int sc = s[si], pc = p[pi];
    if (sc == 0) { while (p[pi] == '*') ++pi; return p[pi] == 0; }
    if (fold) { if (sc >= 'A' && sc <= 'Z') sc += 32; if (pc >= 'A' && pc <= 'Z') pc += 32; }
    if (pc == '?' || pc == sc) { ++si; ++pi; }
    else if (pc == '*') { star = pi; mark = si; ++pi; }
    else if (star >= 0) { pi = star + 1; si = ++mark; }
    else return false;
  }
}
static struct : K {
  std::vector<int8_t> str, pat; std::vector<int> fold, match;
  using K::K;
  void init(int m) override {
    n = m; str.assign(16 * n, 0); pat.assign(8 * n, 0); fold.assign(n, 0); match.assign(n, 0);
    const char *al = "abAB";
    for (int i = 0; i < n; ++i) {
      fold[i] = pick(i, 2);
      int ls = 1 + rnd() % 15;
      for (int j = 0; j < ls; ++j) str[16 * i + j] = al[rnd() % 4];
      int lp = rnd() % 8, k = 0;
      for (int j = 0; j < lp; ++j) {
        unsigned r = rnd() % 8;
        pat[8 * i + j] = r < 2 ? '*' : r < 3 ? '?' : k < ls ? str[16 * i + k] ^ (rnd() % 3 ? 0 : 32) : al[rnd() % 4];
        if (r >= 2) ++k;
      }
    }
  }
  void run() override { glob_match(str.data(), pat.data(), fold.data(), match.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("glob", i, match[i], (int)glob_ref(&str[16 * i], &pat[8 * i], fold[i] != 0));
  }
} k_glob("glob_match");
static Reg r_glob(&k_glob);

static struct : K {
  std::vector<int8_t> a, b; std::vector<int> la, lb, mode, out;
  using K::K;
  void init(int m) override {
    n = m; a.assign(8 * n, 0); b.assign(8 * n, 0); la.assign(n, 0); lb.assign(n, 0); mode.assign(n, 0); out.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2); la[i] = 1 + rnd() % 8; lb[i] = 1 + rnd() % 8;
      for (int j = 0; j < 8; ++j) { a[8 * i + j] = 'a' + rnd() % 4; b[8 * i + j] = 'a' + rnd() % 4; }
    }
  }
  void run() override { edit_dp(a.data(), b.data(), la.data(), lb.data(), mode.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int row[9], na = la[i], nb = lb[i];
      for (int y = 0; y <= nb; ++y) row[y] = mode[i] == 0 ? y : 0;
      for (int x = 1; x <= na; ++x) {
        int diag = row[0];
        if (mode[i] == 0) row[0] = x; else diag = 0;
        for (int y = 1; y <= nb; ++y) {
          int up = row[y]; bool eq = a[8 * i + x - 1] == b[8 * i + y - 1];
          row[y] = mode[i] == 0 ? std::min(std::min(up + 1, row[y - 1] + 1), diag + (eq ? 0 : 1)) : eq ? diag + 1 : std::max(up, row[y - 1]);
          diag = up;
        }
      }
      e2e_expect_eq("edit_dp", i, out[i], row[nb]);
    }
  }
} k_edit("edit_dp");
static Reg r_edit(&k_edit);

static struct : K {
  std::vector<uint8_t> feat; std::vector<int> metric, total;
  using K::K;
  void init(int m) override {
    n = m; feat.assign(32 * n, 0); metric.assign(n, 0); total.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      metric[i] = pick(i, 3);
      for (int j = 0; j < 32; ++j) feat[32 * i + j] = rnd() % 9 == 0;
    }
  }
  void run() override { row_distance(feat.data(), metric.data(), total.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int d[32], sum = 0, mt = metric[i];
      auto step = [&](int run) { return mt == 0 ? run + 1 : mt == 1 ? run + 3 : std::min(run + 1, 8); };
      int run = mt == 2 ? 8 : 1000;
      for (int j = 0; j < 32; ++j) { run = feat[32 * i + j] ? 0 : step(run); d[j] = run; }
      run = mt == 2 ? 8 : 1000;
      for (int j = 31; j >= 0; --j) { run = feat[32 * i + j] ? 0 : step(run); d[j] = std::min(d[j], run); sum += d[j]; }
      e2e_expect_eq("row_distance", i, total[i], sum);
    }
  }
} k_rowd("row_distance");
static Reg r_rowd(&k_rowd);

static struct : K {
  std::vector<int8_t> grid; std::vector<int> out;
  using K::K;
  void init(int m) override {
    n = m; int cells = (n + 80) / 81 * 81; grid.assign(cells, 0); out.assign(n, 0);
    // MODE picks how the givens are spread: random cells, or whole rows
    // of givens (so gangs of one side)
    for (int i = 0; i < cells; ++i) {
      bool given = MODE == 0 ? rnd() % 2 : ((i % 81) / 9) % 2;
      grid[i] = given ? 1 + rnd() % 9 : 0;
    }
  }
  void run() override { sudoku_cells(grid.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int base = i / 81 * 81, cell = i % 81, r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3, v = grid[i], want;
      if (v) {
        want = 0;
        for (int k = 0; k < 9; ++k) {
          want += k != c && grid[base + 9 * r + k] == v;
          want += k != r && grid[base + 9 * k + c] == v;
          int rr = br + k / 3, cc = bc + k % 3;
          want += (rr != r || cc != c) && grid[base + 9 * rr + cc] == v;
        }
      } else {
        int used = 0;
        for (int k = 0; k < 9; ++k) {
          used |= 1 << grid[base + 9 * r + k]; used |= 1 << grid[base + 9 * k + c];
          used |= 1 << grid[base + 9 * (br + k / 3) + bc + k % 3];
        }
        want = 100 + __builtin_popcount(~used & 0x3FE);
      }
      e2e_expect_eq("sudoku", i, out[i], want);
    }
  }
} k_sudoku("sudoku_cells");
static Reg r_sudoku(&k_sudoku);

static struct : K {
  std::vector<Pt> poly, pts; std::vector<int> mode, out;
  using K::K;
  void init(int m) override {
    n = m; poly.assign(8 * n, Pt{0, 0}); pts.assign(n, Pt{0, 0}); mode.assign(n, 0); out.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2);
      for (int k = 0; k < 8; ++k) poly[8 * i + k] = Pt{(int)(rnd() % 201) - 100, (int)(rnd() % 201) - 100};
      pts[i] = Pt{(int)(rnd() % 161) - 80, (int)(rnd() % 161) - 80};
    }
  }
  void run() override { point_in_poly(poly.data(), pts.data(), mode.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int px = pts[i].x, py = pts[i].y, res = 0;
      for (int k = 0; k < 8; ++k) {
        Pt a = poly[8 * i + k], b = poly[8 * i + (k + 1) % 8];
        int cross = (b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y);
        int d = a.y <= py && b.y > py && cross > 0 ? 1 : a.y > py && b.y <= py && cross < 0 ? -1 : 0;
        res = mode[i] == 0 ? res ^ (d != 0) : res + d;
      }
      e2e_expect_eq("point_in_poly", i, out[i], res);
    }
  }
} k_pip("point_in_poly");
static Reg r_pip(&k_pip);

// ---- p4: optics, geometry, images, language features
static struct : K {
  std::vector<float> c, e, r; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; c.assign(n, 0); e.assign(n, 0); r.assign(n, 0); kind.assign(n, 0);
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 2); c[i] = 0.001f + frnd() * 0.999f; e[i] = 0.5f + 2 * frnd(); }
  }
  void run() override { fresnel(c.data(), e.data(), kind.data(), r.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float cc = c[i], ee = e[i], rr;
      if (kind[i] == 0) {
        float r0 = (1.0f - ee) / (1.0f + ee); r0 = r0 * r0; float m = 1.0f - cc, m2 = m * m;
        rr = r0 + (1.0f - r0) * (m2 * m2 * m);
      } else {
        float s2 = ee * ee * (1.0f - cc * cc);
        if (s2 >= 1.0f) rr = 1.0f;
        else {
          float ct = std::sqrt(1.0f - s2), rs = (ee * cc - ct) / (ee * cc + ct), rp = (cc - ee * ct) / (cc + ee * ct);
          rr = 0.5f * (rs * rs + rp * rp);
        }
      }
      e2e_expect_eq("fresnel", i, r[i], rr);
    }
  }
} k_fresnel("fresnel");
static Reg r_fresnel(&k_fresnel);

static float box_rad(const Box &b, float ax, float ay) {
  return b.hx * std::fabs(b.ux * ax + b.uy * ay) + b.hy * std::fabs(-b.uy * ax + b.ux * ay);
}
static struct : K {
  std::vector<Box> a, b; std::vector<int> kind; std::vector<float> depth;
  using K::K;
  Box rb() {
    float t = frnd() * 6.2831853f;
    return Box{frnd() * 10, frnd() * 10, 0.5f + frnd() * 3, 0.5f + frnd() * 3, std::cos(t), std::sin(t)};
  }
  void init(int m) override {
    n = m; a.assign(n, Box{}); b.assign(n, Box{}); kind.assign(n, 0); depth.assign(n, 0);
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 2); a[i] = rb(); b[i] = rb(); }
  }
  void run() override { box_overlap(a.data(), b.data(), kind.data(), depth.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const Box &p = a[i], &q = b[i];
      float dx = q.cx - p.cx, dy = q.cy - p.cy, best = 1e30f;
      if (kind[i] == 0) {
        float ox = p.hx + q.hx - std::fabs(dx), oy = p.hy + q.hy - std::fabs(dy);
        best = ox < 0 || oy < 0 ? -1.0f : std::min(ox, oy);
      } else {
        float axes[8] = {p.ux, p.uy, -p.uy, p.ux, q.ux, q.uy, -q.uy, q.ux};
        for (int k = 0; k < 4; ++k) {
          float ax = axes[2 * k], ay = axes[2 * k + 1];
          float o = box_rad(p, ax, ay) + box_rad(q, ax, ay) - std::fabs(dx * ax + dy * ay);
          if (o < 0) { best = -1; break; }
          best = std::min(best, o);
        }
      }
      e2e_expect_eq("box_overlap", i, depth[i], best);
    }
  }
} k_box("box_overlap");
static Reg r_box(&k_box);

static struct : K {
  std::vector<uint8_t> img, edge; std::vector<int> out; int w = 32, h = 3;
  using K::K;
  void init(int m) override {
    n = m; h = n / 32 + 3; img.assign(w * h, 0); edge.assign(w * h, 0); out.assign(w * h, -1);
    for (int p = 0; p < w * h; ++p) {
      img[p] = rnd() & 255;
      edge[p] = MODE == 0 ? rnd() % 2 : MODE == 1 ? (p / w) % 3 == 0 : (p / w / 8) % 2;
    }
  }
  void run() override { class_blur(img.data(), edge.data(), out.data(), w, h); }
  void check() override {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        int want = -1;
        if (y >= 1 && y < h - 1 && x >= 1 && x < w - 1) {
          int s = 0;
          for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
              s += img[(y + dy) * w + x + dx] * (edge[y * w + x] ? 1 : (2 - std::abs(dy)) * (2 - std::abs(dx)));
          want = edge[y * w + x] ? s / 9 : s >> 4;
        }
        e2e_expect_eq("class_blur", y * w + x, out[y * w + x], want);
      }
  }
} k_blur("class_blur");
static Reg r_blur(&k_blur);

static struct : K {
  std::vector<Body> b0, b;
  using K::K;
  void init(int m) override {
    n = m; b0.assign(n, Body{}); b.assign(n, Body{});
    for (int i = 0; i < n; ++i) b0[i] = Body{frnd() * 4.0 - (pick(i, 2) ? 0 : 2), frnd() * 2.0 - 1, 1 + frnd() * 20, (int16_t)pick(i, 2)};
  }
  void run() override { b = b0; step_bodies(b.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      Body q = b0[i]; const double dt = (double)0.01f; // ISPC literals without a suffix are float
      for (int s = 0; s < 12; ++s) {
        if (q.kind == 0) { double acc = (double)(-q.k) * q.x - 0.5 * q.v; q.v += acc * dt; q.x += q.v * dt; }
        else { q.v -= (double)9.81f * dt; q.x += q.v * dt; if (q.x < 0) { q.x = -q.x; q.v = (double)-0.8f * q.v; } }
      }
      e2e_expect_eq("bodies.x", i, b[i].x, q.x); e2e_expect_eq("bodies.v", i, b[i].v, q.v);
    }
  }
} k_bodies("step_bodies");
static Reg r_bodies(&k_bodies);

static struct : K {
  std::vector<int16_t> tr; std::vector<int> gain, wide, out;
  using K::K;
  void init(int m) override {
    n = m; tr.assign(8 * n, 0); gain.assign(8, 0); wide.assign(n, 0); out.assign(n, 0);
    for (int t = 0; t < 8; ++t) gain[t] = 4 + rnd() % 12;
    for (int i = 0; i < n; ++i) { wide[i] = pick(i, 2); for (int t = 0; t < 8; ++t) tr[8 * i + t] = (int16_t)((int)(rnd() % 65535) - 32767); }
  }
  void run() override { mix_tracks(tr.data(), gain.data(), wide.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int acc = 0;
      bool w = wide[i] != 0; int lo = w ? -8388608 : -2048, hi = w ? 8388607 : 2047;
      for (int t = 0; t < 8; ++t) {
        int x = w ? tr[8 * i + t] * 256 : tr[8 * i + t] >> 4;
        int v = acc + x * gain[t] / 16;
        acc = v < lo ? lo : v > hi ? hi : v;
      }
      e2e_expect_eq("mix_tracks", i, out[i], acc);
    }
  }
} k_mix("mix_tracks");
static Reg r_mix(&k_mix);

// ---- p5: more programs
static struct : K {
  std::vector<int64_t> ask_px, bid_px, limit, cost; std::vector<int> ask_qty, bid_qty, side, qty, filled;
  using K::K;
  void init(int m) override {
    n = m; ask_px.assign(8, 0); bid_px.assign(8, 0); ask_qty.assign(8, 0); bid_qty.assign(8, 0);
    limit.assign(n, 0); cost.assign(n, 0); side.assign(n, 0); qty.assign(n, 0); filled.assign(n, 0);
    for (int l = 0; l < 8; ++l) {
      ask_px[l] = 100000 + 25 * l + (l ? 0 : 5); bid_px[l] = 99990 - 25 * l;
      ask_qty[l] = 50 + rnd() % 500; bid_qty[l] = 50 + rnd() % 500;
    }
    for (int i = 0; i < n; ++i) {
      side[i] = pick(i, 2); qty[i] = rnd() % 2000;
      limit[i] = side[i] == 0 ? 99990 + rnd() % 220 : 99780 + rnd() % 220;
    }
  }
  void run() override {
    order_fill(ask_px.data(), ask_qty.data(), bid_px.data(), bid_qty.data(), side.data(), qty.data(), limit.data(), cost.data(), filled.data(), n);
  }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int left = qty[i], f = 0; int64_t c = 0;
      for (int l = 0; l < 8; ++l) {
        bool buy = side[i] == 0;
        if (left == 0 || (buy ? ask_px[l] > limit[i] : bid_px[l] < limit[i])) break;
        int take = std::min(left, buy ? ask_qty[l] : bid_qty[l]);
        c += buy ? take * ask_px[l] : -(take * bid_px[l]); left -= take; f += take;
      }
      e2e_expect_eq("order.cost", i, cost[i], c); e2e_expect_eq("order.filled", i, filled[i], f);
    }
  }
} k_order("order_fill");
static Reg r_order(&k_order);

static struct : K {
  std::vector<uint8_t> in; std::vector<int> mode, presses;
  using K::K;
  void init(int m) override {
    n = m; in.assign(16 * n, 0); mode.assign(n, 0); presses.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      mode[i] = pick(i, 2); int b = 0;
      for (int j = 0; j < 16; ++j) { if (rnd() % 3 == 0) b ^= 1; in[16 * i + j] = b; }
    }
  }
  void run() override { debounce(in.data(), mode.data(), presses.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int p = 0;
      if (mode[i] == 0) {
        int state = 0, cnt = 0;
        for (int j = 0; j < 16; ++j) {
          int b = in[16 * i + j];
          if (state == 0) { if (b) { state = 1; cnt = 1; } }
          else if (state == 1) { if (b) { if (++cnt >= 3) { state = 2; ++p; } } else state = 0; }
          else if (state == 2) { if (!b) { state = 3; cnt = 1; } }
          else { if (!b) { if (++cnt >= 2) state = 0; } else state = 2; }
        }
      } else {
        unsigned hist = 0; bool down = false;
        for (int j = 0; j < 16; ++j) {
          hist = ((hist << 1) | in[16 * i + j]) & 15;
          if (!down && hist == 7) { down = true; ++p; } else if (down && hist == 8) down = false;
        }
      }
      e2e_expect_eq("debounce", i, presses[i], p);
    }
  }
} k_debounce("debounce");
static Reg r_debounce(&k_debounce);

static struct : K {
  std::vector<double> pc, cc, x, out; std::vector<int> kind;
  using K::K;
  void init(int m) override {
    n = m; pc.assign(9, 0); cc.assign(9, 0); x.assign(n, 0); out.assign(n, 0); kind.assign(n, 0);
    for (int k = 0; k < 9; ++k) { pc[k] = frnd() * 2 - 1; cc[k] = frnd() * 2 - 1; }
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 3); x[i] = (double)frnd() * 2 - 1; }
  }
  void run() override { series_eval(pc.data(), cc.data(), x.data(), kind.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      double t = x[i], r;
      if (kind[i] == 0) { r = pc[8]; for (int k = 7; k >= 0; --k) r = r * t + pc[k]; }
      else if (kind[i] == 1) {
        double b1 = 0, b2 = 0;
        for (int k = 8; k >= 1; --k) { double b0 = 2.0 * t * b1 - b2 + cc[k]; b2 = b1; b1 = b0; }
        r = t * b1 - b2 + cc[0];
      } else {
        double s = 0, comp = 0, p = 1;
        for (int k = 0; k <= 8; ++k) { double y = pc[k] * p - comp, u = s + y; comp = (u - s) - y; s = u; p *= t; }
        r = s;
      }
      if (out[i] != r) std::printf("MISMATCH series[%d]: got %.17g want %.17g\n", i, out[i], r);
      e2e_expect_eq("series", i, out[i], r);
    }
  }
} k_series("series_eval");
static Reg r_series(&k_series);

static struct : K {
  std::vector<int> x, y, hil; std::vector<uint64_t> key;
  using K::K;
  void init(int m) override {
    n = m; x.assign(n, 0); y.assign(n, 0); hil.assign(n, 0); key.assign(n, 0);
    for (int i = 0; i < n; ++i) { hil[i] = pick(i, 2); x[i] = (int)rnd(); y[i] = (int)rnd(); }
  }
  void run() override { curve_key(x.data(), y.data(), hil.data(), key.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t px = x[i] & 0xffff, py = y[i] & 0xffff; uint64_t k = 0;
      for (int s = 15; s >= 0; --s) {
        uint32_t rx = (px >> s) & 1, ry = (py >> s) & 1;
        if (hil[i]) {
          k += (uint64_t)((3 * rx) ^ ry) << (2 * s);
          if (ry == 0) { if (rx == 1) { px = 0xffff - px; py = 0xffff - py; } std::swap(px, py); }
        } else k |= (uint64_t)((rx << 1) | ry) << (2 * s);
      }
      e2e_expect_eq("curve_key", i, key[i], k);
    }
  }
} k_curve("curve_key");
static Reg r_curve(&k_curve);

static struct : K {
  std::vector<double> bal, rate, pay, out; std::vector<int> months, kind, at;
  using K::K;
  void init(int m) override {
    n = m; bal.assign(n, 0); rate.assign(n, 0); pay.assign(n, 0); out.assign(n, 0); months.assign(n, 0); kind.assign(n, 0); at.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      kind[i] = pick(i, 2); bal[i] = 1000 + rnd() % 100000; rate[i] = 0.01 + frnd() * 0.1;
      months[i] = 6 + rnd() % 60; pay[i] = bal[i] / (10 + rnd() % 60);
    }
  }
  void run() override { accrue(bal.data(), rate.data(), pay.data(), months.data(), kind.data(), out.data(), at.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      double b = bal[i], mm = rate[i] / 12; int a = -1;
      for (int k = 0; k < months[i]; ++k) {
        if (kind[i] == 0) b += b * mm;
        else { b = b + b * mm - pay[i]; if (b < 0) { b = 0; a = k; break; } }
      }
      e2e_expect_eq("accrue.b", i, out[i], b); e2e_expect_eq("accrue.at", i, at[i], a);
    }
  }
} k_accrue("accrue");
static Reg r_accrue(&k_accrue);

// Each kernel at 61 and 131 elements with mixed (random, then runs of 24),
// random and gang-coherent (runs of 64) sides.
int main() { return runProbeKernels("darm_user_programs7"); }
