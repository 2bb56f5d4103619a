#include "darm_user_programs9_ispc.h"
// Scalar references of the session 25 probe programs
// (darm_user_programs9.spmd). Each kernel is a K with init (inputs for n
// elements), run (the exported kernel) and check (the scalar reference).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace ispc;
#define PROBE_SEED 25001
#include "probe_kernels.h"
// ---- p1: interpreters and state machines
static struct : K {
  std::vector<int> code, prog, steps; std::vector<unsigned> in, out;
  using K::K;
  void init(int m) override {
    n = m; code.assign(64, 0); prog.resize(n); in.resize(n); out.assign(n, 0); steps.assign(n, 0);
    for (int p = 0; p < 4; ++p) {
      for (int q = 0; q < 14; ++q) {
        int r = (int)(rnd() % 14), op = r == 0 ? 0 : r == 13 ? 7 : 1 + r % 6;
        int arg = op == 7 ? (int)(rnd() % 14) : op == 4 ? (int)(rnd() % 32) : op == 2 ? (int)(rnd() % 500) * 2 + 1 : (int)(rnd() % 5000);
        code[16 * p + q] = op | (arg << 8);
      }
      code[16 * p + 14] = 7 | ((int)(rnd() % 14) << 8);
      code[16 * p + 15] = 0;
    }
    for (int i = 0; i < n; ++i) { prog[i] = pick(i, 4); in[i] = (unsigned)rnd64(); }
  }
  void run() override { bytecode_vm(code.data(), prog.data(), in.data(), out.data(), steps.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t acc = in[i], x = 5; int base = prog[i] * 16, pc = 0, s = 0;
      while (s < 96) {
        int w = code[base + pc], op = w & 0xff, arg = w >> 8;
        ++s; ++pc;
        if (op == 0) break;
        switch (op) {
        case 1: acc += arg; break;
        case 2: acc *= arg; break;
        case 3: acc ^= arg; break;
        case 4: acc = acc >> (arg & 31); break;
        case 5: { uint32_t t = acc; acc = x; x = t; break; }
        case 6: acc += x; break;
        default: x -= 1; if (x != 0) pc = arg;
        }
      }
      e2e_expect_eq("vm.out", i, out[i], acc ^ (x << 16)); e2e_expect_eq("vm.steps", i, steps[i], s);
    }
  }
} k_vm("bytecode_vm");
static Reg r_vm(&k_vm);

static struct : K {
  std::vector<uint8_t> text; std::vector<int> ni, nn, no; std::vector<unsigned> h;
  using K::K;
  void init(int m) override {
    n = m; text.resize(32 * n); ni.assign(n, 0); nn.assign(n, 0); no.assign(n, 0); h.assign(n, 0);
    const char *letters = "abcxyzQRS_", *digits = "0123456789", *opch = "+-*/=();";
    for (int i = 0; i < n; ++i) {
      int style = pick(i, 3);
      for (int j = 0; j < 32; ++j) {
        int r = (int)(rnd() % 10), c;
        int lw = style == 0 ? 6 : style == 1 ? 2 : 2, dw = style == 1 ? 5 : 2, ow = style == 2 ? 4 : 1;
        if (r < lw) c = letters[rnd() % 10];
        else if (r < lw + dw) c = rnd() % 6 ? digits[rnd() % 10] : '.';
        else if (r < lw + dw + ow) c = opch[rnd() % 8];
        else c = ' ';
        text[32 * i + j] = (uint8_t)c;
      }
    }
  }
  void run() override { tokenize_count(text.data(), ni.data(), nn.data(), no.data(), h.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int state = 0, a = 0, b = 0, o = 0; uint32_t hh = 2166136261u; bool dot = false;
      for (int j = 0; j < 32; ++j) {
        int c = text[32 * i + j];
        bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_', digit = c >= '0' && c <= '9';
        if (state == 1) { if (alpha || digit) { hh = (hh ^ c) * 16777619u; continue; } state = 0; }
        else if (state == 2) { if (digit) continue; if (c == '.' && !dot) { dot = true; continue; } state = 0; }
        if (alpha) { state = 1; ++a; hh = (hh ^ c) * 16777619u; }
        else if (digit) { state = 2; ++b; dot = false; }
        else if (c != ' ') ++o;
      }
      e2e_expect_eq("tok.idents", i, ni[i], a); e2e_expect_eq("tok.numbers", i, nn[i], b);
      e2e_expect_eq("tok.ops", i, no[i], o); e2e_expect_eq("tok.hash", i, h[i], hh);
    }
  }
} k_tok("tokenize_count");
static Reg r_tok(&k_tok);

static struct : K {
  std::vector<int> tok; std::vector<float> cst, x, out;
  using K::K;
  void init(int m) override {
    n = m; tok.resize(13 * n); cst.resize(16); x.resize(n); out.assign(n, 0);
    for (auto &c : cst) c = frnd() * 4 - 2;
    int progs[4][13];
    for (int p = 0; p < 4; ++p) {
      int sp = 0;
      for (int j = 0; j < 13; ++j) {
        int r = 13 - j; // tokens left, this one included
        bool canPush = sp <= r - 1 && sp < 8, canOp = sp >= 2;
        bool push = canPush && (!canOp || rnd() % 2);
        if (push) { progs[p][j] = rnd() % 3 ? 1 | ((int)(rnd() % 16) << 8) : 0; ++sp; }
        else { progs[p][j] = 2 + (int)(rnd() % 6); --sp; }
      }
    }
    for (int i = 0; i < n; ++i) { int p = pick(i, 4); for (int j = 0; j < 13; ++j) tok[13 * i + j] = progs[p][j]; x[i] = frnd() * 6 - 3; }
  }
  void run() override { expr_eval(tok.data(), cst.data(), x.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float st[8]; int sp = 0;
      for (int j = 0; j < 13; ++j) {
        int t = tok[13 * i + j], k = t & 0xff;
        if (k == 0) st[sp++] = x[i];
        else if (k == 1) st[sp++] = cst[t >> 8];
        else {
          float b = st[sp - 1], a = st[sp - 2], r;
          switch (k) {
          case 2: r = a + b; break;
          case 3: r = a - b; break;
          case 4: r = a * b; break;
          case 5: r = a < b ? a : b; break;
          case 6: r = a > b ? a : b; break;
          default: r = (a + b) * 0.5f;
          }
          st[sp - 2] = r; --sp;
        }
      }
      e2e_expect_eq("expr.out", i, out[i], st[0]);
    }
  }
} k_expr("expr_eval");
static Reg r_expr(&k_expr);

static struct : K {
  std::vector<uint8_t> s; std::vector<int> kind, dfa, nfa, res, live; int accd = 0, accn = 0;
  using K::K;
  void init(int m) override {
    n = m; s.resize(24 * n); kind.resize(n); dfa.resize(32); nfa.resize(32); res.assign(n, -1); live.assign(n, -1);
    for (auto &d : dfa) d = (int)(rnd() % 8);
    for (auto &d : nfa) d = (1 << (rnd() % 8)) | (rnd() % 3 ? 0 : 1 << (rnd() % 8));
    accd = (int)(rnd() & 0x7f); accn = (int)(rnd() & 0xff);
    const char *al = "ab1x";
    for (int i = 0; i < n; ++i) { kind[i] = pick(i, 2); for (int j = 0; j < 24; ++j) s[24 * i + j] = (uint8_t)al[rnd() % 4]; }
  }
  void run() override { nfa_match(s.data(), kind.data(), dfa.data(), nfa.data(), accd, accn, res.data(), live.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int st = 0, set = 1, lv = 0;
      for (int j = 0; j < 24; ++j) {
        int c = s[24 * i + j], cls = c == 'a' ? 0 : c == 'b' ? 1 : (c >= '0' && c <= '9') ? 2 : 3;
        if (kind[i] == 0) { st = dfa[st * 4 + cls]; if (st != 7) ++lv; }
        else { int nx = 0; for (int q = 0; q < 8; ++q) if ((set >> q) & 1) nx |= nfa[q * 4 + cls]; set = nx; if (set) ++lv; }
      }
      int r = kind[i] == 0 ? (accd >> st) & 1 : ((set & accn) != 0);
      e2e_expect_eq("nfa.result", i, res[i], r); e2e_expect_eq("nfa.live", i, live[i], lv);
    }
  }
} k_nfa("nfa_match");
static Reg r_nfa(&k_nfa);
// ---- p2: graphics pipelines
static struct : K {
  std::vector<uint16_t> src, dst; std::vector<int> mode; std::vector<float> out;
  using K::K;
  void init(int m) override {
    n = m; src.resize(3 * n); dst.resize(3 * n); mode.resize(n); out.assign(3 * n, 0);
    for (int i = 0; i < 3 * n; ++i) { src[i] = e2e_to_half(frnd()); dst[i] = e2e_to_half(frnd()); }
    for (int i = 0; i < n; ++i) mode[i] = pick(i, 6);
  }
  void run() override { typedef SPMDC_FLOAT16_T *P; blend_modes((P)src.data(), (P)dst.data(), mode.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i)
      for (int c = 0; c < 3; ++c) {
        float a = (float)e2e_from_half(src[3 * i + c]), b = (float)e2e_from_half(dst[3 * i + c]), r;
        switch (mode[i]) {
        case 0: r = a * b; break;
        case 1: r = a + b - a * b; break;
        case 2: r = b < 0.5f ? 2 * a * b : 1 - 2 * (1 - a) * (1 - b); break;
        case 3: r = std::min(a, b); break;
        case 4: r = (1 - 2 * a) * b * b + 2 * a * b; break;
        default: r = std::fabs(a - b);
        }
        e2e_expect_eq("blend", 3 * i + c, out[3 * i + c], r);
      }
  }
} k_blend("blend_modes");
static Reg r_blend(&k_blend);

static struct : K {
  std::vector<Pixel> px, out; std::vector<int> fmt;
  using K::K;
  void init(int m) override {
    n = m; px.resize(n); out.assign(n, Pixel{0, 0, 0}); fmt.resize(n);
    for (int i = 0; i < n; ++i) {
      px[i] = Pixel{frnd(), frnd(), frnd()};
      if (rnd() % 8 == 0) px[i].g = px[i].r; // ties in HSV's maximum
      if (rnd() % 16 == 0) px[i].b = px[i].g = px[i].r; // grey
      fmt[i] = pick(i, 4);
    }
  }
  void run() override { color_convert(px.data(), fmt.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      Pixel p = px[i], q;
      switch (fmt[i]) {
      case 0:
        q.r = 0.299f * p.r + 0.587f * p.g + 0.114f * p.b;
        q.g = -0.168736f * p.r - 0.331264f * p.g + 0.5f * p.b + 0.5f;
        q.b = 0.5f * p.r - 0.418688f * p.g - 0.081312f * p.b + 0.5f; break;
      case 1:
        q.r = 0.25f * p.r + 0.5f * p.g + 0.25f * p.b;
        q.g = 0.5f * p.r - 0.5f * p.b;
        q.b = -0.25f * p.r + 0.5f * p.g - 0.25f * p.b; break;
      case 2: {
        float mx = std::max(p.r, std::max(p.g, p.b)), mn = std::min(p.r, std::min(p.g, p.b)), d = mx - mn;
        q.b = mx; q.g = mx > 0 ? d / mx : 0;
        if (d == 0) q.r = 0; else if (mx == p.r) q.r = (p.g - p.b) / d; else if (mx == p.g) q.r = 2 + (p.b - p.r) / d; else q.r = 4 + (p.r - p.g) / d;
        break;
      }
      default:
        q.r = 0.4124f * p.r + 0.3576f * p.g + 0.1805f * p.b;
        q.g = 0.2126f * p.r + 0.7152f * p.g + 0.0722f * p.b;
        q.b = 0.0193f * p.r + 0.1192f * p.g + 0.9505f * p.b;
      }
      e2e_expect_eq("color.0", i, out[i].r, q.r); e2e_expect_eq("color.1", i, out[i].g, q.g); e2e_expect_eq("color.2", i, out[i].b, q.b);
    }
  }
} k_color("color_convert");
static Reg r_color(&k_color);

static struct : K {
  std::vector<float> depth, u, v, z, lit; std::vector<int> filter;
  using K::K;
  void init(int m) override {
    n = m; depth.resize(64 * 64); u.resize(n); v.resize(n); z.resize(n); lit.assign(n, -1); filter.resize(n);
    for (int y = 0; y < 64; ++y) for (int x = 0; x < 64; ++x) depth[64 * y + x] = 0.5f + 0.4f * (float)std::sin(x * 0.3) * (float)std::cos(y * 0.2) + frnd() * 0.05f;
    for (int i = 0; i < n; ++i) { u[i] = frnd(); v[i] = frnd(); z[i] = 0.3f + frnd() * 0.5f; filter[i] = pick(i, 4); }
  }
  void run() override { pcf_shadow(depth.data(), u.data(), v.data(), z.data(), filter.data(), lit.data(), n); }
  void check() override {
    auto D = [&](int x, int y) { x = std::max(0, std::min(63, x)); y = std::max(0, std::min(63, y)); return depth[64 * y + x]; };
    for (int i = 0; i < n; ++i) {
      float fx = u[i] * 63, fy = v[i] * 63, zz = z[i], r = 0; int x0 = (int)fx, y0 = (int)fy;
      switch (filter[i]) {
      case 0: r = zz <= D(x0, y0) ? 1.0f : 0.0f; break;
      case 1: {
        float tx = fx - x0, ty = fy - y0; int x1 = std::min(x0 + 1, 63), y1 = std::min(y0 + 1, 63);
        float s00 = zz <= D(x0, y0) ? 1.0f : 0.0f, s10 = zz <= D(x1, y0) ? 1.0f : 0.0f, s01 = zz <= D(x0, y1) ? 1.0f : 0.0f, s11 = zz <= D(x1, y1) ? 1.0f : 0.0f;
        r = (s00 * (1 - tx) + s10 * tx) * (1 - ty) + (s01 * (1 - tx) + s11 * tx) * ty; break;
      }
      case 2: for (int dy = -1; dy <= 1; ++dy) for (int dx = -1; dx <= 1; ++dx) r += zz <= D(x0 + dx, y0 + dy) ? 1.0f : 0.0f; r *= 1.0f / 9; break;
      default: for (int k = 0; k < 5; ++k) { int dx = k == 1 ? -2 : k == 2 ? 2 : 0, dy = k == 3 ? -2 : k == 4 ? 2 : 0; r += zz <= D(x0 + dx, y0 + dy) ? 1.0f : 0.0f; } r *= 0.2f;
      }
      e2e_expect_eq("pcf", i, lit[i], r);
    }
  }
} k_pcf("pcf_shadow");
static Reg r_pcf(&k_pcf);

static struct : K {
  std::vector<uint16_t> a, b; std::vector<int> packed, enc; std::vector<float> nx, ny, nz;
  using K::K;
  void init(int m) override {
    n = m; a.resize(n); b.resize(n); packed.resize(n); enc.resize(n); nx.assign(n, 0); ny.assign(n, 0); nz.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      enc[i] = pick(i, 4); a[i] = (uint16_t)(rnd() & 0xffff); b[i] = (uint16_t)(rnd() & 0xffff);
      if (enc[i] == 0) { float x = a[i] * (2.0f / 65535) - 1; b[i] = (uint16_t)(b[i] % (1 + (int)(65535 * (1 - std::fabs(x)) * 0.7f))); }
      packed[i] = (int)(rnd() & 0x3fffffff); if ((packed[i] & 0x3ff003ff) == 0) packed[i] |= 1;
    }
  }
  void run() override { normal_decode(a.data(), b.data(), packed.data(), enc.data(), nx.data(), ny.data(), nz.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float x = a[i] * (2.0f / 65535) - 1, y = b[i] * (2.0f / 65535) - 1, z;
      switch (enc[i]) {
      case 0: z = std::sqrt(std::max(0.0f, 1 - x * x - y * y)); break;
      case 1: {
        z = 1 - std::fabs(x) - std::fabs(y);
        if (z < 0) { float ox = (1 - std::fabs(y)) * (x >= 0 ? 1.0f : -1.0f), oy = (1 - std::fabs(x)) * (y >= 0 ? 1.0f : -1.0f); x = ox; y = oy; }
        float len = std::sqrt(x * x + y * y + z * z); x /= len; y /= len; z /= len; break;
      }
      case 2: { float f = x * x + y * y, g = std::sqrt(1 - f * 0.25f); x *= g; y *= g; z = 1 - f * 0.5f; break; }
      default: {
        int p = packed[i];
        x = (p & 1023) * (2.0f / 1023) - 1; y = ((p >> 10) & 1023) * (2.0f / 1023) - 1; z = ((p >> 20) & 1023) * (2.0f / 1023) - 1;
        float len = std::sqrt(x * x + y * y + z * z); x /= len; y /= len; z /= len;
      }
      }
      NEAR("normal.x", i, nx[i], x, 1e-6); NEAR("normal.y", i, ny[i], y, 1e-6); NEAR("normal.z", i, nz[i], z, 1e-6);
    }
  }
} k_normal("normal_decode");
static Reg r_normal(&k_normal);
// ---- p3: physics and scientific kernels
static float unitHash(uint32_t &s) { s = s * 1664525u + 1013904223u; return (s >> 8) * (1.0f / 16777216); }
static struct : K {
  std::vector<uint32_t> seed; std::vector<int> medium, side; std::vector<float> weight;
  using K::K;
  void init(int m) override {
    n = m; seed.resize(n); medium.resize(n); side.assign(n, 9); weight.assign(n, 0);
    for (int i = 0; i < n; ++i) { seed[i] = (uint32_t)rnd64(); medium[i] = pick(i, 2); }
  }
  void run() override { mc_transport(seed.data(), medium.data(), 1.5f, weight.data(), side.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint32_t s = seed[i]; float x = 0, mu = 1, w = 1;
      float ps = medium[i] == 0 ? 0.7f : 0.4f, sigma = medium[i] == 0 ? 2.0f : 5.0f; int out = 0;
      for (int e = 0; e < 32 && out == 0; ++e) {
        x += mu * unitHash(s) / sigma;
        if (x < 0) out = -1;
        else if (x > 1.5f) out = 1;
        else {
          float xi = unitHash(s);
          if (xi < ps) { mu = 2 * unitHash(s) - 1; w *= 0.95f; }
          else { w *= ps; if (w < 0.1f) { if (unitHash(s) < 0.5f) w *= 2; else out = 2; } }
        }
      }
      e2e_expect_eq("mc.weight", i, weight[i], w); e2e_expect_eq("mc.side", i, side[i], out);
    }
  }
} k_mc("mc_transport");
static Reg r_mc(&k_mc);

static struct : K {
  std::vector<float> f, f0; std::vector<int> type;
  using K::K;
  void init(int m) override {
    n = m; f.resize(9 * n); type.resize(n);
    for (auto &v : f) v = 0.05f + frnd() * 0.1f;
    for (int i = 0; i < n; ++i) type[i] = pick(i, 3);
    f0 = f;
  }
  void run() override { lbm_collide(f.data(), type.data(), 1.2f, 0.08f, n); }
  void check() override {
    const float wq[9] = {4.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 36, 1.0f / 36, 1.0f / 36, 1.0f / 36};
    const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1}, cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1}, opp[9] = {0, 3, 4, 1, 2, 7, 8, 5, 6};
    for (int i = 0; i < n; ++i) {
      float g[9], r[9];
      for (int q = 0; q < 9; ++q) g[q] = f0[q * n + i];
      if (type[i] == 0) {
        float rho = 0, ux = 0, uy = 0;
        for (int q = 0; q < 9; ++q) { rho += g[q]; ux += cx[q] * g[q]; uy += cy[q] * g[q]; }
        ux /= rho; uy /= rho; float uu = ux * ux + uy * uy;
        for (int q = 0; q < 9; ++q) { float cu = cx[q] * ux + cy[q] * uy; float eq = wq[q] * rho * (1 + 3 * cu + 4.5f * cu * cu - 1.5f * uu); r[q] = g[q] + 1.2f * (eq - g[q]); }
      } else if (type[i] == 1) { for (int q = 0; q < 9; ++q) r[q] = g[opp[q]]; }
      else { float uin = 0.08f, uu = uin * uin; for (int q = 0; q < 9; ++q) { float cu = cx[q] * uin; r[q] = wq[q] * (1 + 3 * cu + 4.5f * cu * cu - 1.5f * uu); } }
      for (int q = 0; q < 9; ++q) e2e_expect_eq("lbm", q * n + i, f[q * n + i], r[q]);
    }
  }
} k_lbm("lbm_collide");
static Reg r_lbm(&k_lbm);

static struct : K {
  std::vector<float> o, d, t; std::vector<int> kind; float lo[3] = {-1, -0.5f, -2}, hi[3] = {1, 1.5f, 0.5f};
  using K::K;
  void init(int m) override {
    n = m; o.resize(3 * n); d.resize(3 * n); t.assign(n, 0); kind.resize(n);
    for (int i = 0; i < n; ++i) {
      kind[i] = pick(i, 2);
      for (int k = 0; k < 3; ++k) { o[3 * i + k] = frnd() * 8 - 4; float v = frnd() * 2 - 1; d[3 * i + k] = v == 0 ? 0.5f : v; }
    }
  }
  void run() override { ray_box(o.data(), d.data(), kind.data(), lo, hi, 0.8f, 0.6f, t.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      float ro[3], rd[3]; for (int k = 0; k < 3; ++k) { ro[k] = o[3 * i + k]; rd[k] = d[3 * i + k]; }
      if (kind[i]) {
        float c = 0.8f, s = 0.6f, px = c * ro[0] + s * ro[1], py = -s * ro[0] + c * ro[1], dx = c * rd[0] + s * rd[1], dy = -s * rd[0] + c * rd[1];
        ro[0] = px; ro[1] = py; rd[0] = dx; rd[1] = dy;
      }
      float t0 = 0, t1 = 1e30f; bool hit = true;
      for (int k = 0; k < 3 && hit; ++k) {
        float inv = 1 / rd[k], ta = (lo[k] - ro[k]) * inv, tb = (hi[k] - ro[k]) * inv;
        t0 = std::max(t0, ta < tb ? ta : tb); t1 = std::min(t1, ta > tb ? ta : tb); hit = t0 <= t1;
      }
      e2e_expect_eq("ray_box", i, t[i], hit ? t0 : -1.0f);
    }
  }
} k_rbox("ray_box");
static Reg r_rbox(&k_rbox);

static struct : K {
  std::vector<double> a0, b0, ao, bo; std::vector<int> law, hill;
  using K::K;
  void init(int m) override {
    n = m; a0.resize(n); b0.resize(n); ao.assign(n, 0); bo.assign(n, 0); law.resize(n); hill.resize(n);
    for (int i = 0; i < n; ++i) { a0[i] = 0.5 + frnd(); b0[i] = 0.5 + frnd(); law[i] = pick(i, 4); hill[i] = 1 + (int)(rnd() % 4); }
  }
  void run() override { rate_laws(a0.data(), b0.data(), law.data(), hill.data(), 0.7, 0.4, 0.05, ao.data(), bo.data(), n); }
  void check() override {
    const double k = 0.7, km = 0.4, dt = 0.05;
    for (int i = 0; i < n; ++i) {
      double a = a0[i], b = b0[i];
      for (int s = 0; s < 16; ++s) {
        double r;
        switch (law[i]) {
        case 0: r = k * a; break;
        case 1: r = k * a * b; break;
        case 2: r = k * a / (km + a); break;
        default: { double an = 1, kn = 1; for (int e = 0; e < hill[i]; ++e) { an *= a; kn *= km; } r = k * an / (kn + an); }
        }
        a -= r * dt; b -= 0.5 * r * dt;
      }
      e2e_expect_eq("rate.a", i, ao[i], a); e2e_expect_eq("rate.b", i, bo[i], b);
    }
  }
} k_rate("rate_laws");
static Reg r_rate(&k_rate);

static struct : K {
  std::vector<float> vx, vy, nx, ny, vx0, vy0; std::vector<int> mat;
  using K::K;
  void init(int m) override {
    n = m; vx.resize(n); vy.resize(n); nx.resize(n); ny.resize(n); mat.resize(n);
    for (int i = 0; i < n; ++i) {
      vx[i] = frnd() * 8 - 4; vy[i] = frnd() * 8 - 4; float a = frnd() * 6.2831853f;
      nx[i] = std::cos(a); ny[i] = std::sin(a); mat[i] = pick(i, 4);
    }
    vx0 = vx; vy0 = vy;
  }
  void run() override { collide_material(vx.data(), vy.data(), nx.data(), ny.data(), mat.data(), 0.6f, 0.3f, n); }
  void check() override {
    const float e = 0.6f, mu = 0.3f;
    for (int i = 0; i < n; ++i) {
      float ux = vx0[i], uy = vy0[i], ax = nx[i], ay = ny[i], vn = ux * ax + uy * ay, rx = ux, ry = uy;
      if (vn < 0) {
        float tx = ux - vn * ax, ty = uy - vn * ay, rn, ft;
        switch (mat[i]) {
        case 0: rn = -vn; ft = 1; break;
        case 1: rn = -e * vn; ft = 1; break;
        case 2: { rn = -e * vn; float tl = std::sqrt(tx * tx + ty * ty); ft = tl > 0 ? std::max(0.0f, 1 - mu * (1 + e) * -vn / tl) : 1; break; }
        default: rn = -vn > 2 ? -0.2f * vn : 0; ft = 0.5f;
        }
        rx = tx * ft + rn * ax; ry = ty * ft + rn * ay;
      }
      e2e_expect_eq("collide.x", i, vx[i], rx); e2e_expect_eq("collide.y", i, vy[i], ry);
    }
  }
} k_coll("collide_material");
static Reg r_coll(&k_coll);
// ---- p4: systems (checksums, encodings, compression, bitmaps)
static struct : K {
  std::vector<uint8_t> data; std::vector<int> mode; std::vector<uint32_t> sum;
  using K::K;
  void init(int m) override {
    n = m; data.resize(32 * n); mode.resize(n); sum.assign(n, 0);
    for (auto &d : data) d = (uint8_t)rnd();
    for (int i = 0; i < n; ++i) mode[i] = pick(i, 4);
  }
  void run() override { checksum_kinds(data.data(), mode.data(), sum.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      const uint8_t *d = &data[32 * i]; uint32_t r;
      switch (mode[i]) {
      case 0: { uint32_t a = 1, b = 0; for (int j = 0; j < 32; ++j) { a = (a + d[j]) % 65521; b = (b + a) % 65521; } r = (b << 16) | a; break; }
      case 1: { uint32_t a = 0, b = 0; for (int j = 0; j < 32; ++j) { a = (a + d[j]) % 255; b = (b + a) % 255; } r = (b << 8) | a; break; }
      case 2: { uint32_t c = 0; for (int j = 0; j < 32; ++j) { c ^= d[j]; for (int k = 0; k < 8; ++k) c = (c & 0x80) ? ((c << 1) ^ 0x07) & 0xff : (c << 1) & 0xff; } r = c; break; }
      default: { uint32_t h = 0x9e3779b9u; for (int j = 0; j < 32; ++j) h = ((h << 5) | (h >> 27)) ^ d[j]; r = h; }
      }
      e2e_expect_eq("checksum", i, sum[i], r);
    }
  }
} k_cks("checksum_kinds");
static Reg r_cks(&k_cks);

static struct : K {
  std::vector<int> v, kind, len; std::vector<uint8_t> out;
  using K::K;
  void init(int m) override {
    n = m; v.resize(n); kind.resize(n); len.assign(n, 0); out.assign(5 * n, 0xee);
    for (int i = 0; i < n; ++i) { int bits = (int)(rnd() % 32); v[i] = (int)((uint32_t)rnd64() >> (31 - bits)); if (rnd() % 3 == 0) v[i] = -v[i]; kind[i] = pick(i, 3); }
  }
  void run() override { varint_encode(v.data(), kind.data(), out.data(), len.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int k = kind[i]; uint32_t u = k == 0 ? ((uint32_t)v[i] << 1) ^ (uint32_t)(v[i] >> 31) : (uint32_t)v[i];
      uint8_t b[5] = {0, 0, 0, 0, 0}; int l = 0;
      if (k != 2) { do { uint32_t byte = u & 0x7f; u >>= 7; b[l++] = (uint8_t)(u ? byte | 0x80 : byte); } while (u); }
      else { int g = 1; while (g < 5 && (u >> (7 * g))) ++g; for (int q = g - 1; q >= 0; --q) { uint32_t byte = (u >> (7 * q)) & 0x7f; b[l++] = (uint8_t)(q ? byte | 0x80 : byte); } }
      e2e_expect_eq("varint.len", i, len[i], l);
      for (int j = 0; j < 5; ++j) e2e_expect_eq("varint.byte", 5 * i + j, (int)out[5 * i + j], (int)b[j]);
    }
  }
} k_varint("varint_encode");
static Reg r_varint(&k_varint);

static int b64c(int v, bool url) { return v < 26 ? 'A' + v : v < 52 ? 'a' + v - 26 : v < 62 ? '0' + v - 52 : v == 62 ? (url ? '-' : '+') : (url ? '_' : '/'); }
static struct : K {
  std::vector<uint8_t> in, out; std::vector<int> alpha;
  using K::K;
  void init(int m) override {
    n = m; in.resize(3 * n); out.assign(8 * n, 0xee); alpha.resize(n);
    for (auto &c : in) c = (uint8_t)rnd();
    for (int i = 0; i < n; ++i) alpha[i] = pick(i, 3);
  }
  void run() override { text_encode(in.data(), alpha.data(), out.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int w = (in[3 * i] << 16) | (in[3 * i + 1] << 8) | in[3 * i + 2]; uint8_t e[8] = {0, 0, 0, 0, 0, 0, 0, 0};
      if (alpha[i] != 2) for (int j = 0; j < 4; ++j) e[j] = (uint8_t)b64c((w >> (18 - 6 * j)) & 63, alpha[i] == 1);
      else for (int j = 0; j < 6; ++j) { int d = (w >> (20 - 4 * j)) & 15; e[j] = (uint8_t)(d < 10 ? '0' + d : 'a' + d - 10); }
      for (int j = 0; j < 8; ++j) e2e_expect_eq("text", 8 * i + j, (int)out[8 * i + j], (int)e[j]);
    }
  }
} k_text("text_encode");
static Reg r_text(&k_text);

static struct : K {
  std::vector<uint8_t> tok, lit, out; std::vector<int> olen;
  using K::K;
  void init(int m) override {
    n = m; tok.resize(16 * n); lit.resize(64 * n); out.assign(64 * n, 0); olen.assign(n, -1);
    for (auto &c : lit) c = (uint8_t)rnd();
    for (int i = 0; i < n; ++i) {
      int style = pick(i, 2), pos = 0; // 0 mostly literals, 1 mostly matches
      for (int k = 0; k < 16; ++k) {
        bool litRun = pos == 0 || (int)(rnd() % 4) < (style == 0 ? 3 : 1);
        int t;
        if (litRun) t = 0x80 | (int)(rnd() % 4);
        else { int off = 1 + (int)(rnd() % std::min(pos, 16)); t = ((off - 1) << 3) | (int)(rnd() % 6); }
        if (rnd() % 40 == 0) t = 0x78; // a match reaching too far back (when pos < 16): stops
        tok[16 * i + k] = (uint8_t)t;
        pos += (t & 0x80) ? (t & 7) + 1 : (t & 7) + 2;
      }
    }
  }
  void run() override { lz_decode(tok.data(), lit.data(), out.data(), olen.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      uint8_t o[64] = {0}; int pos = 0, lp = 0;
      for (int k = 0; k < 16; ++k) {
        int t = tok[16 * i + k];
        if (t & 0x80) { int len = (t & 7) + 1; if (pos + len > 64) break; for (int j = 0; j < len; ++j) o[pos++] = lit[64 * i + lp++]; }
        else { int len = (t & 7) + 2, off = ((t >> 3) & 15) + 1; if (pos + len > 64 || off > pos) break; for (int j = 0; j < len; ++j) { o[pos] = o[pos - off]; ++pos; } }
      }
      e2e_expect_eq("lz.len", i, olen[i], pos);
      for (int j = 0; j < pos; ++j) e2e_expect_eq("lz.byte", 64 * i + j, (int)out[64 * i + j], (int)o[j]);
    }
  }
} k_lz("lz_decode");
static Reg r_lz(&k_lz);

static struct : K {
  std::vector<uint64_t> a, b, r; std::vector<int> op, cnt;
  using K::K;
  void init(int m) override {
    n = m; a.resize(4 * n); b.resize(4 * n); r.assign(4 * n, 0); op.resize(n); cnt.assign(n, -1);
    for (int i = 0; i < 4 * n; ++i) { a[i] = rnd64() & rnd64(); b[i] = rnd64() | (rnd64() & 0xff00ff00ull); }
    for (int i = 0; i < n; ++i) op[i] = pick(i, 4);
  }
  void run() override { bitmap_ops(a.data(), b.data(), op.data(), r.data(), cnt.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int c = 0;
      for (int w = 0; w < 4; ++w) {
        uint64_t x = a[4 * i + w], y = b[4 * i + w], z;
        switch (op[i]) { case 0: z = x & y; break; case 1: z = x | y; break; case 2: z = x ^ y; break; default: z = x & ~y; }
        e2e_expect_eq("bitmap.word", 4 * i + w, r[4 * i + w], z); c += __builtin_popcountll(z);
      }
      e2e_expect_eq("bitmap.count", i, cnt[i], c);
    }
  }
} k_bitmap("bitmap_ops");
static Reg r_bitmap(&k_bitmap);
// ---- p5: media kernels and language features
static struct : K {
  std::vector<int16_t> coef, pix; std::vector<int> mode, basis;
  using K::K;
  void init(int m) override {
    n = m; coef.resize(8 * n); pix.assign(8 * n, 0); mode.resize(n); basis.resize(64);
    for (int u = 0; u < 8; ++u) for (int x = 0; x < 8; ++x) basis[u * 8 + x] = (int)std::lround(256 * (u ? 1.0 : std::sqrt(0.5)) * std::cos((2 * x + 1) * u * 3.14159265358979 / 16) / 2);
    for (int i = 0; i < n; ++i) { mode[i] = pick(i, 3); for (int u = 0; u < 8; ++u) coef[8 * i + u] = (int16_t)((int)(rnd() % 1024) - 512 >> (u / 2)); }
  }
  void run() override { idct_rows(coef.data(), mode.data(), basis.data(), pix.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int m = mode[i];
      for (int x = 0; x < 8; ++x) {
        int v;
        if (m == 0) v = std::max(-256, std::min(255, (coef[8 * i] * basis[0] + 128) >> 8));
        else { int acc = 128, terms = m == 1 ? 4 : 8; for (int u = 0; u < terms; ++u) acc += coef[8 * i + u] * basis[u * 8 + x]; v = std::max(-256, std::min(255, acc >> 8)); }
        e2e_expect_eq("idct", 8 * i + x, (int)pix[8 * i + x], v);
      }
    }
  }
} k_idct("idct_rows");
static Reg r_idct(&k_idct);

static struct : K {
  std::vector<uint8_t> ref, pred; std::vector<int> bx, by, mvx, mvy;
  using K::K;
  void init(int m) override {
    n = m; ref.resize(64 * 64); pred.assign(4 * n, 0); bx.resize(n); by.resize(n); mvx.resize(n); mvy.resize(n);
    for (auto &r : ref) r = (uint8_t)rnd();
    for (int i = 0; i < n; ++i) {
      int c = pick(i, 4); bx[i] = 2 + (int)(rnd() % 54); by[i] = 2 + (int)(rnd() % 58);
      mvx[i] = 2 * ((int)(rnd() % 6) - 2) + (c & 1); mvy[i] = 2 * ((int)(rnd() % 6) - 2) + (c >> 1);
      if (mvx[i] > 7) mvx[i] -= 2; if (mvy[i] > 7) mvy[i] -= 2;
    }
  }
  void run() override { motion_comp(ref.data(), bx.data(), by.data(), mvx.data(), mvy.data(), pred.data(), n); }
  void check() override {
    for (int i = 0; i < n; ++i) {
      int x = bx[i] + (mvx[i] >> 1), y = by[i] + (mvy[i] >> 1), c = (mvx[i] & 1) | ((mvy[i] & 1) << 1);
      for (int k = 0; k < 4; ++k) {
        int p = y * 64 + x + k, v;
        switch (c) {
        case 0: v = ref[p]; break;
        case 1: v = (ref[p] + ref[p + 1] + 1) >> 1; break;
        case 2: v = (ref[p] + ref[p + 64] + 1) >> 1; break;
        default: v = (ref[p] + ref[p + 1] + ref[p + 64] + ref[p + 65] + 2) >> 2;
        }
        e2e_expect_eq("mc", 4 * i + k, (int)pred[4 * i + k], v);
      }
    }
  }
} k_mcomp("motion_comp");
static Reg r_mcomp(&k_mcomp);

static struct : K {
  std::vector<float> g, err; std::vector<int> pattern; std::vector<int8_t> bits;
  using K::K;
  void init(int m) override {
    n = m; g.resize(8 * n); err.assign(n, 0); pattern.resize(n); bits.assign(n, 0);
    for (auto &v : g) v = frnd();
    for (int i = 0; i < n; ++i) pattern[i] = pick(i, 3);
  }
  void run() override { dither_row(g.data(), pattern.data(), bits.data(), err.data(), n); }
  void check() override {
    static const int bayer[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};
    for (int i = 0; i < n; ++i) {
      int p = pattern[i], b = 0; float e = 0, carry = 0;
      for (int x = 0; x < 8; ++x) {
        float v = g[8 * i + x], t;
        if (p == 0) t = (bayer[(i & 3) * 4 + (x & 3)] + 0.5f) * (1.0f / 16);
        else if (p == 1) { v += carry; t = 0.5f; }
        else { uint32_t h = (uint32_t)(i * 8 + x) * 2654435761u; t = (h >> 8) * (1.0f / 16777216); }
        int q = v >= t ? 1 : 0; carry = v - q; e += std::fabs(v - q); b |= q << x;
      }
      e2e_expect_eq("dither.bits", i, (int)bits[i], (int)(int8_t)b); e2e_expect_eq("dither.err", i, err[i], e);
    }
  }
} k_dither("dither_row");
static Reg r_dither(&k_dither);

static struct : K {
  std::vector<float> x, y; std::vector<int> kind; int above = -1;
  using K::K;
  void init(int m) override {
    n = m; x.resize(n); y.assign(n, 0); kind.resize(n);
    for (int i = 0; i < n; ++i) { x[i] = frnd(); kind[i] = pick(i, 3); }
  }
  void run() override { above = curve_fp(x.data(), kind.data(), 0.35f, y.data(), n); }
  void check() override {
    const float k = 0.35f, contrast[3] = {1.1f, 0.9f, 1.25f}; int a = 0;
    for (int i = 0; i < n; ++i) {
      float v, xv = x[i];
      switch (kind[i]) {
      case 0: v = xv * xv * (1 - k) + xv * k; break;
      case 1: v = xv * xv * (3 - 2 * xv) * k + xv * (1 - k); break;
      default: v = xv / (xv + k) * (1 + k);
      }
      v = (v - 0.5f) * contrast[kind[i]] + 0.5f;
      e2e_expect_eq("curve", i, y[i], v); a += v > 0.5f;
    }
    e2e_expect_eq("curve.above", 0, above, a);
  }
} k_curve("curve_fp");
static Reg r_curve(&k_curve);

int main() { return runProbeKernels("darm_user_programs9"); }
