// Host of user_programs_lang25.spmd: each part computes the expected
// results in scalar C++ and compares them exactly (bit for bit for
// floats; the double math within 4e-16 relative of the host's libm).
#include "e2e_check.h"
#include "user_programs_lang25_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>
using namespace ispc;

static uint32_t fb(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  return u;
}
static uint64_t db(double x) {
  uint64_t u;
  memcpy(&u, &x, 8);
  return u;
}
static float fmn(float a, float b) { return a < b ? a : b; }
static float fmx(float a, float b) { return a > b ? a : b; }

static void part_minmax() {
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = INFINITY;
  std::vector<float> vals = {0.0f, -0.0f, 1.0f,  -1.0f,  nan,     -nan, inf,
                             -inf, 2.5f,  -3.0f, 1e-40f, -1e-40f, 0.5f};
  std::vector<float> a, b;
  for (float x : vals)
    for (float y : vals) {
      a.push_back(x);
      b.push_back(y);
    }
  int n = a.size();
  std::vector<uint32_t> out(10 * n);
  fminmax(a.data(), b.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = a[i], y = b[i];
    uint32_t w[10] = {fb(fmn(x, y)),
                      fb(fmx(x, y)),
                      fb(fmn(fmx(x, -1.0f), 1.0f)),
                      fb(std::fabs(x)),
                      fb(std::copysign(1.0f, x)),
                      (uint32_t)((x == y) | (x != y) << 1 | (x < y) << 2 |
                                 (!(x >= y)) << 3 | std::isnan(x) << 4 |
                                 std::isinf(x) << 5 | (x <= y) << 6),
                      fb(fmn(fmx(x, -0.0f), 0.0f)),
                      fb(fmn(x, 1.0f) + fmx(-2.0f, y)),
                      fb(fmn(x, 0.0f)),
                      fb(fmx(y, -0.0f))};
    for (int k = 0; k < 10; ++k)
      e2e_expect_eq("minmax", i * 10 + k, out[i * 10 + k], w[k]);
  }
}

static void part_round() {
  std::vector<float> a = {0.5f,        -0.5f, 1.5f,       -1.5f,    2.5f,
                          -2.5f,       -0.3f, 0.3f,       -0.0f,    8388607.5f,
                          -8388609.0f, 1e30f, -1e-30f,    INFINITY, -INFINITY,
                          3.49999f,    -7.5f, 0.49999997f};
  int n = a.size();
  std::vector<double> d(n);
  for (int i = 0; i < n; ++i)
    d[i] = a[i];
  d[9] = 4503599627370495.5;
  d[16] = -2.5;
  d[17] = 0.49999999999999994;
  std::vector<uint32_t> o(4 * n);
  std::vector<uint64_t> od(4 * n);
  fround(a.data(), o.data(), d.data(), od.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = a[i];
    uint32_t w[4] = {fb(std::nearbyint(x)), fb(std::floor(x)), fb(std::ceil(x)),
                     fb(std::trunc(x))};
    double y = d[i];
    uint64_t wd[4] = {db(std::nearbyint(y)), db(std::floor(y)),
                      db(std::ceil(y)), db(std::trunc(y))};
    for (int k = 0; k < 4; ++k) {
      e2e_expect_eq("roundf", i * 4 + k, o[i * 4 + k], w[k]);
      e2e_expect_eq("roundd", i * 4 + k, od[i * 4 + k], wd[k]);
    }
  }
}

static void part_conv() {
  std::vector<float> f = {
      2147483520.0f, -2147483648.0f, -0.99f,          0.99f,
      -123456.7f,    16777217.0f,    3e9f * 0 + 1e9f, -3276899.0f,
      3276799.0f,    1.5f,           -1.5f,           0.0f};
  std::vector<uint32_t> u = {0xffffffffu, 0x80000001u, 16777217u,   16777219u,
                             0u,          1u,          0x7fffffffu, 0xfffffe80u,
                             0xffffff7fu, 33554435u,   0x80000000u, 12345u};
  std::vector<int64_t> l = {
      INT64_MIN,           INT64_MAX,       -1,        9007199254740993LL,
      -9007199254740993LL, (1LL << 53) + 3, 0,         7,
      -(1LL << 62) - 1,    16777217,        -16777217, 1LL << 40};
  std::vector<uint64_t> ul = {UINT64_MAX,
                              (1ULL << 63) + 1,
                              1,
                              0,
                              (1ULL << 63) + (1ULL << 39),
                              9007199254740993ULL,
                              18446744073709549568ULL,
                              12,
                              18446744073709550591ULL,
                              1ULL << 24,
                              5,
                              3};
  int n = f.size();
  std::vector<int> oi(n);
  std::vector<uint32_t> ou(n);
  std::vector<float> of(4 * n);
  std::vector<double> od(3 * n);
  std::vector<int16_t> os(n);
  std::vector<int64_t> ol(2 * n);
  conv(f.data(), u.data(), l.data(), ul.data(), oi.data(), ou.data(), of.data(),
       od.data(), os.data(), ol.data(), n);
  for (int i = 0; i < n; ++i) {
    float x = f[i];
    e2e_expect_eq("f2i", i, oi[i], (int)x);
    e2e_expect_eq("f2u", i, ou[i], (uint32_t)std::fabs(x));
    e2e_expect_eq("f2s", i, os[i], (int16_t)(x * 0.00001f));
    e2e_expect_eq("u2f", i, fb(of[i * 4]), fb((float)u[i]));
    e2e_expect_eq("l2f", i, fb(of[i * 4 + 1]), fb((float)l[i]));
    e2e_expect_eq("ul2f", i, fb(of[i * 4 + 2]), fb((float)ul[i]));
    e2e_expect_eq("ui2f", i, fb(of[i * 4 + 3]), fb((float)(int)u[i]));
    e2e_expect_eq("l2d", i, db(od[i * 3]), db((double)l[i]));
    e2e_expect_eq("ul2d", i, db(od[i * 3 + 1]), db((double)ul[i]));
    e2e_expect_eq("u2d", i, db(od[i * 3 + 2]), db((double)u[i]));
    e2e_expect_eq("d2l", i, ol[i * 2], (int64_t)((double)l[i] * 0.5));
    e2e_expect_eq("d2ul", i, ol[i * 2 + 1],
                  (int64_t)(uint64_t)((double)(ul[i] >> 1)));
  }
}

static void part_ints() {
  std::vector<int> a, b, s;
  int av[] = {-7,  7,    -128,  127,    -1,      0x7fffffff, (int)0x80000000,
              200, -200, 65535, -32768, 1000003, -9};
  int bv[] = {2, -2, 3, -3, 1, -5, 7, -7, 0, 100000, 255, -256, 13};
  for (int x : av)
    for (int y : bv) {
      a.push_back(x);
      b.push_back(y);
      s.push_back((x ^ y) & 31);
    }
  int n = a.size();
  std::vector<int> out(16 * n);
  ints(a.data(), b.data(), s.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    int x = a[i], y = b[i], sh = s[i];
    if (x == (int)0x80000000 && y == -1)
      continue;
    unsigned ux = x, uy = y;
    int8_t x8 = (int8_t)x;
    uint8_t u8 = (uint8_t)x;
    int16_t x16 = (int16_t)x;
    uint16_t u16 = (uint16_t)x;
    int16_t y16 = (int16_t)y == 0 ? 1 : (int16_t)y;
    if (y == 0)
      y16 = 1;
    int w[16] = {x >> sh,
                 (int)(ux >> sh),
                 (int)(ux << sh),
                 y ? x / y : 0,
                 y ? x % y : 0,
                 uy ? (int)(ux / uy) : 0,
                 uy ? (int)(ux % uy) : 0,
                 (int8_t)(x8 >> (sh & 7)),
                 (uint8_t)(u8 << (sh & 7)),
                 (int8_t)(uint8_t)(u8 + 200),
                 (int16_t)(uint16_t)(u16 * 3),
                 (int16_t)(x16 / y16),
                 (int8_t)(x8 % 7),
                 x8 < (int8_t)(uint8_t)(u8 + 1),
                 (int)(uint16_t)(x16 >> 3) + (int)(u16 >> (sh & 15)),
                 (int)((int64_t)x * y >> 16)};
    for (int k = 0; k < 16; ++k)
      e2e_expect_eq("ints", i * 16 + k, out[i * 16 + k], w[k]);
  }
}

static void part_half() {
  std::vector<float> a = {
      1e-6f,          6e-8f,         5.96e-8f, 2.98e-8f,
      2.99e-8f,       65504.0f,      65519.0f, 65520.0f,
      INFINITY,       -INFINITY,     NAN,      -0.0f,
      6.1035156e-05f, 6.097555e-05f, -1e-7f,   1.00048828125f,
      1.00146484375f, 1e10f};
  int n = a.size();
  std::vector<int> out(2 * n);
  std::vector<uint32_t> back(2 * n);
  halfs(a.data(), out.data(), back.data(), n);
  for (int i = 0; i < n; ++i) {
    uint16_t h = e2e_to_half(a[i]);
    e2e_expect_eq("h_cast", i, out[i * 2], (int)h);
    e2e_expect_eq("h_f2h", i, out[i * 2 + 1], (int)(int16_t)h);
    float bf = (float)e2e_from_half(h);
    if (std::isnan(bf)) {
      e2e_expect_eq("h_nan", i, (back[i * 2] & 0x7fc00000u), 0x7fc00000u);
      e2e_expect_eq("h_nan2", i, (back[i * 2 + 1] & 0x7fc00000u), 0x7fc00000u);
    } else {
      e2e_expect_eq("h_back", i, back[i * 2], fb(bf));
      e2e_expect_eq("h_back2", i, back[i * 2 + 1], fb(bf));
    }
  }
}

static void part_dmath() {
  std::vector<double> a;
  for (int i = 0; i < 61; ++i)
    a.push_back((i - 30) * 1.37 + 1e-3 * i);
  a.push_back(1e-310);
  a.push_back(-0.0);
  a.push_back(1e300);
  int n = a.size();
  std::vector<double> out(8 * n);
  dmath(a.data(), out.data(), n);
  for (int i = 0; i < n; ++i) {
    double x = a[i];
    int e;
    double m = std::frexp(x, &e);
    double w[8] = {std::sqrt(x),
                   std::exp(x * 0.01),
                   std::log(std::fabs(x) + 1),
                   std::sin(x),
                   std::cos(x),
                   std::atan2(x, 3.0),
                   std::pow(std::fabs(x) + 0.5, 1.7),
                   std::ldexp(m, e + 3)};
    for (int k = 0; k < 8; ++k) {
      if (k == 0 || k == 7) {
        if (std::isnan(w[k])) {
          e2e_expect_eq("dnan", i * 8 + k, (int)std::isnan(out[i * 8 + k]), 1);
          continue;
        }
        e2e_expect_eq("dexact", i * 8 + k, db(out[i * 8 + k]), db(w[k]));
      } else if (std::isinf(w[k]))
        e2e_expect_eq("dinf", i * 8 + k, db(out[i * 8 + k]), db(w[k]));
      else
        e2e_expect_near("dmath", i * 8 + k, out[i * 8 + k], w[k], 4e-16);
    }
  }
}

static uint32_t lcg(uint32_t &s) { return s = s * 1664525u + 1013904223u; }

static void part_spmv() {
  const int n = 77;
  std::vector<int> rs(n + 1), cols;
  std::vector<double> vals, x(n), y(n);
  uint32_t s = 3;
  for (int r = 0; r < n; ++r) {
    rs[r] = cols.size();
    int len = lcg(s) % 9; // some rows empty
    for (int k = 0; k < len; ++k) {
      cols.push_back(lcg(s) % n);
      vals.push_back((int)(lcg(s) % 2001) - 1000 + 0.25);
    }
  }
  rs[n] = cols.size();
  for (auto &v : x)
    v = (int)(lcg(s) % 101) * 0.5 - 20;
  spmv_csr(rs.data(), cols.data(), vals.data(), x.data(), y.data(), n);
  for (int r = 0; r < n; ++r) {
    double sum = 0;
    for (int k = rs[r]; k < rs[r + 1]; ++k)
      sum += vals[k] * x[cols[k]];
    e2e_expect_eq("spmv", r, y[r], sum);
  }
}

static void part_stencil() {
  const int nx = 13, ny = 7, nz = 9, N = nx * ny * nz;
  std::vector<float> in(N), o1(N, -1), o2(N, -1);
  uint32_t s = 11;
  for (auto &v : in)
    v = (float)(lcg(s) % 1000) / 8;
  stencil3(in.data(), o1.data(), o2.data(), nx, ny, nz);
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int c = (z * ny + y) * nx + x;
        float w = -1;
        if (x > 0 && y > 0 && z > 0 && x < nx - 1 && y < ny - 1 && z < nz - 1)
          w = 0.5f * in[c] + 0.125f * (in[c - 1] + in[c + 1]) +
              0.0625f *
                  (in[c - nx] + in[c + nx] + in[c - nx * ny] + in[c + nx * ny]);
        e2e_expect_eq("stencil", c, fb(o1[c]), fb(w));
        e2e_expect_eq("stencil_tiled", c, fb(o2[c]), fb(w));
      }
}

static void part_radix() {
  for (int ntasks : {1, 5, 13}) {
    const int n = 1003;
    std::vector<uint32_t> keys(n), tmp(n);
    std::vector<int> hist(256 * ntasks);
    uint32_t s = 5 + ntasks;
    for (auto &k : keys)
      k = lcg(s) ^ (lcg(s) >> 7);
    keys[3] = 0;
    keys[4] = 0xffffffffu;
    keys[5] = keys[6];
    std::vector<uint32_t> want = keys;
    std::sort(want.begin(), want.end());
    for (int shift = 0; shift < 32; shift += 16) {
      radix_pass(keys.data(), tmp.data(), hist.data(), n, ntasks, shift);
      radix_pass(tmp.data(), keys.data(), hist.data(), n, ntasks, shift + 8);
    }
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("radix", ntasks * 10000 + i, keys[i], want[i]);
  }
}

static void part_grids() {
  const int gx = 3, gy = 2, gz = 4, T = gx * gy * gz;
  std::vector<int> g(4 * T, -1), nest(18, 0), lanes(64, 0), many(7, 0);
  int P = gang();
  grids(g.data(), nest.data(), lanes.data(), many.data(), gx, gy, gz);
  for (int t = 0; t < T; ++t) {
    int i0 = t % gx, i1 = (t / gx) % gy, i2 = t / (gx * gy);
    e2e_expect_eq("grid_lin", t, g[4 * t], 1);
    e2e_expect_eq("grid_idx", t, g[4 * t + 1], i0 * 100 + i1 * 10 + i2);
    e2e_expect_eq("grid_cnt", t, g[4 * t + 2], gx * 100 + gy * 10 + gz);
    e2e_expect_eq("grid_total", t, g[4 * t + 3], T);
  }
  for (int i = 0; i < 18; ++i)
    e2e_expect_eq("nest", i, nest[i], 1 + i % 3);
  for (int i = 0; i < 64; ++i)
    e2e_expect_eq("lanes", i, lanes[i], (i < P && i % 2 == 1) ? 1000 + i : 0);
  for (int k = 0; k < 7; ++k)
    e2e_expect_eq("many", k, many[k], (1000 - k + 6) / 7);
}

static void part_tree() {
  const int nnodes = 63, nq = 41; // complete tree: leaves 31..62
  std::vector<float> lo(nnodes), hi(nnodes), q(nq);
  // leaves: intervals [j, j + 3] for leaf j; inner: union of children
  for (int i = nnodes - 1; i >= 0; --i) {
    int l = 2 * i + 1;
    if (l >= nnodes) {
      int j = i - 31;
      lo[i] = j * 1.5f;
      hi[i] = j * 1.5f + 3;
    } else {
      lo[i] = std::min(lo[l], lo[l + 1]);
      hi[i] = std::max(hi[l], hi[l + 1]);
    }
  }
  lo[40] = 1000;
  hi[40] = -1000; // a pruned subtree
  for (int i = 0; i < nq; ++i)
    q[i] = i * 1.2f - 2;
  std::vector<int> hits(nq), visits(nq);
  tree_query(lo.data(), hi.data(), nnodes, q.data(), hits.data(), visits.data(),
             nq);
  for (int i = 0; i < nq; ++i) {
    float p = q[i];
    int stack[32], sp = 0, count = 0, nv = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      int node = stack[--sp];
      ++nv;
      if (p < lo[node] || p > hi[node])
        continue;
      int l = 2 * node + 1;
      if (l >= nnodes) {
        ++count;
        continue;
      }
      stack[sp++] = l + 1 < nnodes ? l + 1 : l;
      if (l + 1 < nnodes)
        stack[sp++] = l;
    }
    e2e_expect_eq("tree_hits", i, hits[i], count);
    e2e_expect_eq("tree_visits", i, visits[i], nv);
  }
}

struct Rng {
  uint32_t z1, z2, z3, z4;
};
static uint32_t taus(uint32_t z, int q, int s, int k, uint32_t m) {
  return ((z & m) << k) ^ (((z << q) ^ z) >> s);
}
static uint32_t rnd(Rng &r) {
  r.z1 = taus(r.z1, 6, 13, 18, 0xfffffffeu);
  r.z2 = taus(r.z2, 2, 27, 2, 0xfffffff8u);
  r.z3 = taus(r.z3, 13, 21, 7, 0xfffffff0u);
  r.z4 = taus(r.z4, 3, 12, 13, 0xffffff80u);
  return r.z1 ^ r.z2 ^ r.z3 ^ r.z4;
}
static void seed(Rng &r, uint32_t s) {
  r.z1 = s;
  r.z2 = s ^ 0xbeeff00du;
  r.z3 = (s << 16) | (s >> 16);
  r.z4 = (s << 24) | ((s & 0xff00u) << 8) | ((s >> 8) & 0xff00u) | (s >> 24);
  rnd(r);
}
static float frnd(Rng &r) {
  uint32_t b = 0x3f800000u | (rnd(r) & 0x7fffffu);
  float f;
  memcpy(&f, &b, 4);
  return f - 1.0f;
}

static void part_bounces() {
  const int n = 101, maxDepth = 12;
  std::vector<float> res(n);
  std::vector<int> dep(n);
  bounces(res.data(), dep.data(), n, maxDepth);
  for (int i = 0; i < n; ++i) {
    Rng rng;
    seed(rng, i * 7919 + 1);
    float throughput = 1, radiance = 0;
    int depth = 0;
    for (; depth < maxDepth; ++depth) {
      float u = frnd(rng);
      uint32_t bits = rnd(rng);
      if (u < 0.2f) {
        radiance += throughput * 0.75f;
        break;
      }
      throughput *= 0.5f + (float)(bits & 0xff) / 512.0f;
      if ((bits >> 31) != 0 && depth > 2) {
        if (u > 0.9f)
          break;
        throughput *= 1.25f;
      }
    }
    e2e_expect_eq("bounce", i, fb(res[i]), fb(radiance + throughput * 0.001f));
    e2e_expect_eq("bounce_depth", i, dep[i], depth);
  }
}

static void part_deposit() {
  const int np = 513, ng = 17;
  std::vector<float> px(np), w(np);
  std::vector<int> grid(ng, 0), want(ng, 0);
  uint32_t s = 99;
  for (int i = 0; i < np; ++i) {
    px[i] = (float)(lcg(s) % 10000) / 10000.0f;
    w[i] = 0.5f + (float)(lcg(s) % 100) / 100.0f;
  }
  deposit(px.data(), w.data(), np, grid.data(), ng);
  for (int i = 0; i < np; ++i) {
    float x = px[i] * ng;
    int c = (int)std::floor(x);
    float f = x - c;
    want[(c + ng) % ng] += (int)(w[i] * (1 - f) * 1024.0f);
    want[(c + 1 + ng) % ng] += (int)(w[i] * f * 1024.0f);
  }
  for (int k = 0; k < ng; ++k)
    e2e_expect_eq("deposit", k, grid[k], want[k]);
}

static void part_pyramid() {
  const int w0 = 37, h0 = 21;
  std::vector<float> img(w0 * h0 * 2 + 64, 0), ref;
  uint32_t s = 17;
  for (int i = 0; i < w0 * h0; ++i)
    img[i] = (float)(lcg(s) % 256);
  ref = img;
  int levels = pyramid(img.data(), w0, h0);
  int off = 0, w = w0, h = h0, lv = 1;
  while (w > 1 || h > 1) {
    int nw = std::max(w / 2, 1), nh = std::max(h / 2, 1);
    for (int y = 0; y < nh; ++y)
      for (int x = 0; x < nw; ++x) {
        int x0 = std::min(2 * x, w - 1), x1 = std::min(2 * x + 1, w - 1);
        int y0 = std::min(2 * y, h - 1), y1 = std::min(2 * y + 1, h - 1);
        float *src = &ref[off];
        ref[off + w * h + y * nw + x] =
            0.25f * (src[y0 * w + x0] + src[y0 * w + x1] + src[y1 * w + x0] +
                     src[y1 * w + x1]);
      }
    off += w * h;
    w = nw;
    h = nh;
    ++lv;
  }
  e2e_expect_eq("levels", 0, levels, lv);
  for (int i = 0; i < off + 1; ++i)
    e2e_expect_eq("pyramid", i, fb(img[i]), fb(ref[i]));
}

static void part_narrow() {
  const int buf[16] = {0, 1, 0, 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 13, 14, 15};
  const int bytes[8] = {127, 127, -1, -1, -1, 127, 127, 127};
  const int other[4] = {2, 3, 4, 5};
  int P = gang();
  for (int n = 1; n <= 40; ++n) {
    std::vector<int> out(n, -1), lanes(P, -1);
    narrow(out.data(), n, lanes.data());
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("narrow", n * 100 + i, out[i],
                    buf[i % 16] * 10 + bytes[i % 8] + other[i % 4] * 1000);
    for (int i = 0; i < P; ++i)
      e2e_expect_eq("narrow_lanes", i, lanes[i],
                    buf[i % 16] + other[i % 4] * 100);
  }
}

static void part_typerules() {
  int P = gang();
  std::vector<int> out(12 * P, -99), tmp(P + 8, 0);
  std::vector<float> fout(8 * P, -99);
  typerules(out.data(), fout.data(), tmp.data());
  for (int l = 0; l < P; ++l) {
    bool b1 = l > 2, b2 = l % 2 == 1;
    int c = l % 2 == 0 ? 4 : 9;
    int sw = l == 0 ? 100 : l == 1 ? 102 : l == 2 ? 102 : -1;
    int w[12] = {l * 3,
                 4,
                 (l + 7) + l,
                 l - 3,
                 3 + (int8_t)(44 + l) + 1,
                 5,
                 sw,
                 (int8_t)(c * 20) + (c == 9 ? 1000 : 0),
                 (l % 4) * (l % 4),
                 l + 2,
                 l % 3 == 0 ? -5 : l * 3,
                 b1 + b2 * 2 + (b1 && !b2) * 4 + (b1 ^ b2) * 8};
    for (int k = 0; k < 12; ++k)
      e2e_expect_eq("ints", l * 12 + k, out[l * 12 + k], w[k]);
    float v = l + 1.5f;
    float fw[8] = {v,
                   ((float)l + (float)(l * 10) + (float)(l * 100)) + 0.25f,
                   0.0f,
                   3.0f * l + -2.0f * 10 + (float)l * 100 + 2.5f,
                   6.0f + 2.0f * l + (v + 0.5f),
                   (float)(l % 4),
                   (float)(b1 ? -0.5 : 0.25),
                   (float)((double)l / 3.0)};
    float s = 0;
    for (int k = 0; k < 4; ++k)
      s += (float)(k * l);
    fw[2] = s;
    // arr[l%3] += .25 happens before the sum: recompute in the same order
    float arr[3] = {(float)l, (float)(l * 10), (float)(l * 100)};
    arr[l % 3] += 0.25f;
    fw[1] = arr[0] + arr[1] + arr[2];
    float dx = 3.0f * l, dy = -2.0f, dz = 1.0f * l;
    fw[3] = dx + dy * 10 + dz * 100 + 2.5f;
    for (int k = 0; k < 8; ++k)
      e2e_expect_eq("floats", l * 8 + k, fb(fout[l * 8 + k]), fb(fw[k]));
  }
}

int main() {
  part_minmax();
  part_round();
  part_conv();
  part_ints();
  part_half();
  part_dmath();
  part_spmv();
  part_stencil();
  part_radix();
  part_grids();
  part_tree();
  part_bounces();
  part_deposit();
  part_pyramid();
  part_narrow();
  part_typerules();
  return e2e_finish("user_programs_lang25");
}
