#include "e2e_check.h"
#include "cross_lane_ispc.h"
#include <algorithm>
#include <cstring>
#include <vector>

// Expected values computed lane by lane from the gang width W.
int main() {
  const int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const int total = 64, nb = total / W;
  std::vector<int> a(total), keep(total);
  std::vector<float> f(total);
  std::vector<double> d(total);
  for (int i = 0; i < total; ++i) {
    a[i] = (i * 37) % 23 - 9;
    keep[i] = (i % 5 != 1) && !(i >= 16 && i < 24);  // block 16..23 fully off on W <= 8
    f[i] = 0.25f * ((i * 11) % 17 - 8);
    d[i] = 0.5 * ((i * 7) % 13 - 6);
  }
  // ---- reductions
  std::vector<long long> out(nb * 14, -12345);
  std::vector<double> outf(nb * 4, -12345);
  ispc::reductions(a.data(), keep.data(), f.data(), d.data(), (int64_t *)out.data(), outf.data(), nb);
  long long digest = 0;
  for (int b = 0; b < nb; ++b) {
    bool anyOn = false;
    long long sum = 0, mn = INT32_MAX, mx = INT32_MIN, wsum = 0, wmin = INT64_MAX, s8 = 0, usum = 0;
    unsigned umn = UINT32_MAX, umx = 0;
    int pos = 0, first = 0, equal = 1;
    unsigned long long mask = 0;
    bool anyGt5 = false, allGtM5 = true, noneGt8 = true;
    double fs = 0, fmn = INFINITY, dmx = -INFINITY, ds = 0;
    for (int l = 0; l < W; ++l) {
      int j = b * W + l;
      if (!keep[j]) continue;
      int v = a[j];
      if (!anyOn) first = v;
      anyOn = true;
      sum += v; mn = std::min<long long>(mn, v); mx = std::max<long long>(mx, v);
      umn = std::min(umn, (unsigned)v); umx = std::max(umx, (unsigned)v);
      wsum += (long long)v * 100000; wmin = std::min(wmin, (long long)v * 100000);
      equal &= v == first;
      pos += v > 0;
      mask |= 1ull << l;
      anyGt5 |= v > 5; allGtM5 &= v > -5; noneGt8 &= !(v > 8);
      s8 += (signed char)v; usum += (unsigned)v;
      fs += f[j]; fmn = std::min(fmn, (double)f[j]); dmx = std::max(dmx, d[j]); ds += d[j];
    }
    long long *o = &out[b * 14];
    if (!anyOn) {
      for (int k = 0; k < 14; ++k) e2e_expect_eq("untouched", b * 14 + k, o[k], -12345LL);
      continue;
    }
    e2e_expect_eq("reduce_add", b, o[0], sum);
    e2e_expect_eq("reduce_min", b, o[1], mn);
    e2e_expect_eq("reduce_max", b, o[2], mx);
    e2e_expect_eq("reduce_min_u", b, o[3], (long long)umn);
    e2e_expect_eq("reduce_max_u", b, o[4], (long long)umx);
    e2e_expect_eq("reduce_add_64", b, o[5], wsum);
    e2e_expect_eq("reduce_min_64", b, o[6], wmin);
    e2e_expect_eq("reduce_equal", b, o[7], (long long)equal);
    e2e_expect_eq("popcnt", b, o[8], (long long)pos);
    e2e_expect_eq("lanemask", b, o[9], (long long)mask);
    e2e_expect_eq("any_all_none", b, o[10], (long long)(anyGt5 + 2 * allGtM5 + 4 * noneGt8));
    e2e_expect_eq("reduce_equal_f", b, o[11], 1LL);
    e2e_expect_eq("reduce_add_i8", b, o[12], s8);
    e2e_expect_eq("reduce_add_u", b, o[13], usum);
    e2e_expect_near("reduce_add_f", b, outf[b * 4 + 0], fs, 0);
    e2e_expect_near("reduce_min_f", b, outf[b * 4 + 1], fmn, 0);
    e2e_expect_near("reduce_max_d", b, outf[b * 4 + 2], dmx, 0);
    e2e_expect_near("reduce_add_d", b, outf[b * 4 + 3], ds, 0);
  }
  // Width-independent digest: the sums over all active lanes of the gang.
  for (int i = 0; i < total; ++i) digest += keep[i] ? a[i] : 0;

  // ---- permutations
  for (int k : {0, 1, 3, -2, 17}) {
    std::vector<int> po(nb * W * 12, -1);
    std::vector<float> pf(total, -1);
    ispc::permutes(a.data(), po.data(), pf.data(), nb, k);
    auto md = [&](long long x, int n) { return (int)(((x % n) + n) % n); };
    for (int b = 0; b < nb; ++b) {
      const int *v = &a[b * W];
      for (int l = 0; l < W; ++l) {
        auto got = [&](int r) { return po[b * W * 12 + r * W + l]; };
        int id = b * W + l;
        e2e_expect_eq("broadcast", id, got(0), v[2 % W]);
        e2e_expect_eq("rotate_k", id, got(1), v[md(l + k, W)]);
        e2e_expect_eq("rotate_m1", id, got(2), v[md(l - 1, W)]);
        int sk = l + k;
        e2e_expect_eq("shift_k", id, got(3), sk >= 0 && sk < W ? v[sk] : 0);
        e2e_expect_eq("shift_1", id, got(4), l + 1 < W ? v[l + 1] : 0);
        e2e_expect_eq("shuffle_rev", id, got(5), v[W - 1 - l]);
        e2e_expect_eq("shuffle_dyn", id, got(6), v[v[l] & (W - 1)]);
        int p = (v[l] * 3) & (2 * W - 1);
        e2e_expect_eq("shuffle2", id, got(7), p < W ? v[p] : v[p - W] + 1000);
        e2e_expect_eq("insert", id, got(8), l == md(k, W) ? 77 : v[l]);
        e2e_expect_eq("rotate_bool", id, got(9), v[md(l + k, W)] > 0 ? 1 : 0);
        int sm = l - k;
        e2e_expect_eq("extract_shift", id, got(10),
                      v[md(k + 1, W)] + (sm >= 0 && sm < W ? v[sm] : 0));
        e2e_expect_eq("shuffle_bool", id, got(11), v[0] > 0 ? 1 : 0);
        float wantf = v[md(l + k, W)] * 0.5f + v[W == 1 ? 0 : (l ^ 1)] * 0.5f;
        e2e_expect_near("rotate_shuffle_f", id, pf[id], wantf, 0);
      }
    }
  }

  // ---- scans (foreach, with a partial last gang)
  for (int n : {total, 45}) {
    std::vector<int> so(3 * total, -1);
    std::vector<float> sf(total, -1);
    ispc::scans(a.data(), keep.data(), so.data(), sf.data(), n);
    for (int b = 0; b * W < n; ++b) {
      int add = 0, an = -1, orr = 0;
      float fadd = 0;
      for (int l = 0; l < W && b * W + l < n; ++l) {
        int i = b * W + l;
        if (!keep[i]) {
          e2e_expect_eq("scan_untouched", i, so[3 * i], -1);
          continue;
        }
        e2e_expect_eq("scan_add", i, so[3 * i + 0], add);
        e2e_expect_eq("scan_and", i, so[3 * i + 1], an);
        e2e_expect_eq("scan_or", i, so[3 * i + 2], orr);
        e2e_expect_near("scan_fadd", i, sf[i], fadd, 0);
        add += a[i]; an &= a[i]; orr |= a[i]; fadd += a[i] * 0.25f;
      }
    }
    for (int i = n; i < total; ++i) e2e_expect_eq("scan_beyond", i, so[3 * i], -1);
  }

  // ---- packed_store_active
  long long packed = 0;
  for (int lo : {0, 1, 3}) {
    for (int b = 0; b < nb; ++b) {
      std::vector<int> co(W + 1, -7);
      int c = ispc::compact_one(&a[b * W], co.data(), lo);
      int want = 0;
      for (int l = lo; l < W; ++l)
        if (a[b * W + l] % 3 != 0) {
          e2e_expect_eq("packed", b * W + l, co[want], a[b * W + l]);
          ++want;
        }
      e2e_expect_eq("packed_count", b, c, want);
      e2e_expect_eq("packed_beyond", b, co[want], -7);
      packed += want;
    }
  }
  (void)packed;
  std::printf("digest %lld\n", digest);
  return e2e_finish("cross_lane");
}
