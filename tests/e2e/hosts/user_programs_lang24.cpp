// Host of user_programs_lang24.spmd: each part computes the expected
// results in scalar C++ and compares them exactly.
#include "e2e_check.h"
#include "user_programs_lang24_ispc.h"
#include <algorithm>
#include <cstring>
#include <vector>
using namespace ispc;

extern "C" int host_mix(int a, float b) { return a * 7 + (int)(b * 4) - 3; }

static uint32_t lcg(uint32_t &s) { return s = s * 1664525u + 1013904223u; }

// ---- crc ----
static void part_crc() {
  const int n = 37;
  std::vector<uint8_t> data(2000);
  std::vector<int> offs(n), lens(n);
  std::vector<uint32_t> out(n);
  uint32_t s = 1;
  for (auto &b : data)
    b = (uint8_t)(lcg(s) >> 24);
  for (int j = 0; j < n; ++j) {
    offs[j] = (j * 41) % 1900;
    lens[j] = (j * 7) % 29;
  }
  crc_init();
  crc32s(data.data(), offs.data(), lens.data(), out.data(), n);
  for (int j = 0; j < n; ++j) {
    uint32_t c = 0xffffffffu;
    for (int k = 0; k < lens[j]; ++k) {
      c ^= data[offs[j] + k];
      for (int b = 0; b < 8; ++b)
        c = (c & 1) ? (0xEDB88320u ^ (c >> 1)) : (c >> 1);
    }
    e2e_expect_eq("crc", j, out[j], c ^ 0xffffffffu);
  }
}

// ---- bits ----
static void part_bits() {
  const int n = 45;
  std::vector<uint32_t> a(n), b(n), o(3 * n);
  uint32_t s = 7;
  for (int i = 0; i < n; ++i) {
    a[i] = lcg(s);
    b[i] = lcg(s);
  }
  bits(a.data(), b.data(), o.data(), n);
  for (int i = 0; i < n; ++i) {
    uint32_t x = a[i], y = b[i], h = 2166136261u;
    for (int k = 0; k < 4; ++k) {
      h ^= (x >> (8 * k)) & 0xffu;
      h *= 16777619u;
    }
    uint32_t m = 0, r = 0;
    for (int k = 0; k < 16; ++k)
      m |= ((x >> k) & 1u) << (2 * k) | ((y >> k) & 1u) << (2 * k + 1);
    for (int k = 0; k < 32; ++k)
      r |= ((x >> k) & 1u) << (31 - k);
    uint32_t sh = x & 31, rot = sh ? (y << sh) | (y >> (32 - sh)) : y;
    e2e_expect_eq("fnv", i, o[3 * i], h);
    e2e_expect_eq("morton", i, o[3 * i + 1], m);
    e2e_expect_eq("bitrev", i, o[3 * i + 2], r ^ rot);
  }
}

// ---- search ----
static void part_search() {
  const int m = 50, n = 41;
  std::vector<int> sorted(m), keys(n), out(n);
  for (int i = 0; i < m; ++i)
    sorted[i] = i * 3 - 20 + (i % 4 == 0 ? 0 : 1);
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < n; ++i)
    keys[i] = (i * 13) % 170 - 30;
  lower_bounds(sorted.data(), m, keys.data(), out.data(), n);
  for (int i = 0; i < n; ++i)
    e2e_expect_eq(
        "lower_bound", i, out[i],
        (int)(std::lower_bound(sorted.begin(), sorted.end(), keys[i]) -
              sorted.begin()));
}

// ---- gang_sort ----
static void part_gang_sort() {
  const int g = gang(), n = 4 * g;
  std::vector<float> a(n), o(n);
  uint32_t s = 3;
  for (int i = 0; i < n; ++i)
    a[i] = (float)(lcg(s) % 100) - 50;
  gang_sort(a.data(), o.data(), n);
  for (int base = 0; base < n; base += g) {
    std::vector<float> want(a.begin() + base, a.begin() + base + g);
    std::sort(want.begin(), want.end());
    for (int l = 0; l < g; ++l)
      e2e_expect_near("gang_sort", base + l, o[base + l], want[l], 0);
  }
}

// ---- histo ----
static void part_histo() {
  const int n = 77;
  std::vector<int> v(n), h1(16), h2(16), h3(16), want(16, 0);
  for (int i = 0; i < n; ++i) {
    v[i] = (i * i * 7 + 3) % 101;
    want[v[i] & 15]++;
  }
  histo(v.data(), n, h1.data(), h2.data(), h3.data());
  for (int b = 0; b < 16; ++b) {
    e2e_expect_eq("histo_atomic", b, h1[b], want[b]);
    e2e_expect_eq("histo_unique", b, h2[b], want[b]);
    e2e_expect_eq("histo_reduce", b, h3[b], want[b]);
  }
}

// ---- compact ----
static void part_compact() {
  const int n = 53;
  std::vector<float> in(n), out(n, -1);
  std::vector<int> idx(n, -1), counts(2);
  for (int i = 0; i < n; ++i)
    in[i] = ((i * 37) % 19) / 10.0f;
  compact(in.data(), n, out.data(), idx.data(), counts.data());
  int c = 0;
  for (int i = 0; i < n; ++i)
    if (in[i] > 0.5f) {
      e2e_expect_near("compact", c, out[c], in[i], 0);
      e2e_expect_eq("packed", c, idx[c], i);
      ++c;
    }
  e2e_expect_eq("compact_count", 0, counts[0], c);
  e2e_expect_eq("packed_count", 0, counts[1], c);
  e2e_expect_eq("packed_end", c, c < n ? idx[c] : -1, -1);
}

// ---- arrays_refs ----
static void part_arrays_refs() {
  const int n = 29;
  std::vector<float> m(16), xs(n), o(2 * n);
  for (int i = 0; i < 16; ++i)
    m[i] = (i % 5) * 0.5f - 1;
  for (int i = 0; i < n; ++i)
    xs[i] = i * 0.25f - 2;
  arrays_refs(m.data(), xs.data(), o.data(), n);
  for (int i = 0; i < n; ++i) {
    int row = i % 4;
    float x = xs[i], dot = 0;
    for (int c = 0; c < 4; ++c)
      dot += m[4 * row + c] * (x + c);
    float c[4] = {1, 0, 0, 0};
    int deg = 0;
    c[i % 4] += x;
    deg = std::max(deg, i % 4);
    c[(i + 1) % 3] += 0.5f;
    deg = std::max(deg, (i + 1) % 3);
    float r = 0;
    for (int k = deg; k >= 0; --k)
      r = r * 2.0f + c[k];
    e2e_expect_near("matrow", i, o[2 * i], dot, 0);
    e2e_expect_near("poly", i, o[2 * i + 1], r, 0);
  }
}

// ---- templates ----
static void part_templates() {
  const int n = 31;
  std::vector<int> a(n), oi(3 * n);
  std::vector<double> d(n), od(n);
  for (int i = 0; i < n; ++i) {
    a[i] = i - 12;
    d[i] = i * 9.5 - 120;
  }
  templates(a.data(), d.data(), oi.data(), od.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i], x = v % 5;
    e2e_expect_eq("tmpl_int", i, oi[3 * i],
                  std::min(std::max(v + 7, -10), 10) + 5);
    e2e_expect_eq("tmpl_pow", i, oi[3 * i + 1],
                  1 + x + x * x + x * x * x + 1 + v);
    e2e_expect_eq("tmpl_dbl", i, oi[3 * i + 2],
                  (int)std::min(std::max(v + 0.5, -3.0), 3.0) * 10);
    e2e_expect_near("tmpl_vd", i, od[i],
                    std::min(std::max(d[i] + d[i] * 0.5, -100.0), 100.0), 0);
  }
}

// ---- tasks ----
static void part_tasks() {
  const int n = 10;
  std::vector<int> data(n);
  for (int i = 0; i < n; ++i)
    data[i] = i * 3 + 1;
  for (int nt : {1, 3, 4, 6, 7}) {
    std::vector<int> out(nt, -99);
    int64_t total = -1;
    run_tasks(data.data(), n, out.data(), nt, &total);
    int per = (n + nt - 1) / nt;
    int64_t want = 0;
    for (int t = 0; t < nt; ++t) {
      int s = 0;
      for (int i = t * per; i < std::min(t * per + per, n); ++i)
        s += data[i] * (t + 1);
      e2e_expect_eq("task_out", nt * 10 + t, out[t], s);
      want += s;
    }
    e2e_expect_eq("task_total", nt, total, want);
  }
}

// ---- ptr_bool ----
static void part_ptr_bool() {
  const int n = 23;
  std::vector<int> vals(64), starts(n), out(n);
  for (int i = 0; i < 64; ++i)
    vals[i] = (i * 5) % 17;
  for (int j = 0; j < n; ++j)
    starts[j] = (j * 11) % 64;
  ptr_bool(vals.data(), starts.data(), out.data(), n);
  for (int j = 0; j < n; ++j) {
    int sum = 0, len = 0, withNext = 0;
    for (int i = starts[j];; ++i) {
      sum += vals[i];
      ++len;
      bool next = i + 1 < 64 && i % 9 != 8;
      withNext += next;
      if (!next)
        break;
    }
    e2e_expect_eq("ptr_bool", j, out[j], sum * 100 + len * 10 + withNext);
  }
}

// ---- callbacks ----
static void part_callbacks() {
  const int n = 26;
  std::vector<int> a(n), o(n);
  for (int i = 0; i < n; ++i)
    a[i] = i * 5 - 40;
  callbacks(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i)
    e2e_expect_eq("callback", i, o[i],
                  a[i] % 3 != 0 ? host_mix(a[i], 0.5f * a[i]) : 0);
}

// ---- strided ----
static void part_strided() {
  const int g = gang(), n = 3 * g + g / 2 + 1;
  std::vector<float> a(n), o(g);
  int rounds = -1;
  for (int i = 0; i < n; ++i)
    a[i] = (float)((i * 29) % 23);
  const float thresh = 15;
  strided(a.data(), n, thresh, o.data(), &rounds);
  std::vector<float> best(g, -1);
  int r = 0;
  for (int round = 0;; ++round) {
    bool anyActive = false, allDone = true;
    for (int l = 0; l < g; ++l) {
      int i = l + round * g;
      if (i >= n)
        continue;
      anyActive = true;
      best[l] = std::max(best[l], a[i]);
      allDone = allDone && best[l] > thresh;
    }
    if (!anyActive)
      break;
    ++r;
    if (allDone)
      break;
  }
  for (int l = 0; l < g; ++l)
    e2e_expect_near("strided", l, o[l], best[l], 0);
  e2e_expect_eq("strided_rounds", 0, rounds, r);
}

// ---- struct_select ----
struct HItem {
  float w;
  int id;
  int hist[3];
};
static HItem hmk(float w, int id) {
  HItem r;
  r.w = w;
  r.id = id;
  for (int k = 0; k < 3; ++k)
    r.hist[k] = id * (k + 1);
  return r;
}
static void part_struct_select() {
  const int n = 27;
  std::vector<float> a(n), o(8 * n);
  for (int i = 0; i < n; ++i)
    a[i] = i * 0.375f - 3;
  struct_select(a.data(), o.data(), n);
  HItem dflt = {-1, -7, {9, 8, 7}}, other = hmk(0.25f, 40);
  HItem pickU = n > 10 ? other : dflt;
  for (int i = 0; i < n; ++i) {
    HItem x = hmk(a[i], i), y = hmk(a[i] * 0.5f, i + 100);
    HItem best = x.w > 2 ? x : y;
    HItem withDefault = a[i] < 0 ? dflt : best;
    HItem c = i % 3 == 0 ? x : dflt;
    float viaCall = c.w * 2 + c.hist[1];
    int member = ((i & 1) ? x : y).id;
    HItem nested = i % 4 == 0 ? x : i % 4 == 1 ? y : dflt;
    if (a[i] > 1)
      best = i % 2 == 0 ? y : best;
    (i % 5 == 0 ? x : y) = dflt;
    float want[8] = {best.w + best.id * 1000,
                     withDefault.w + withDefault.hist[2],
                     viaCall,
                     (float)member,
                     nested.hist[0] + nested.w,
                     (float)(pickU.id + pickU.hist[1]),
                     (float)best.hist[2],
                     (float)(x.id * 1000 + y.id + withDefault.id)};
    for (int k = 0; k < 8; ++k)
      e2e_expect_near("struct_select", 8 * i + k, o[8 * i + k], want[k], 0);
  }
}

int main() {
  part_crc();
  part_bits();
  part_search();
  part_gang_sort();
  part_histo();
  part_compact();
  part_arrays_refs();
  part_templates();
  part_tasks();
  part_ptr_bool();
  part_callbacks();
  part_strided();
  part_struct_select();
  return e2e_finish("user_programs_lang24");
}
