#include "e2e_check.h"
#include "vla_lane_divide_ispc.h"
#include <climits>
#include <cstdint>
#include <vector>

// Dividends around every boundary of a width-W division: 0, +-1, +-W and
// its neighbours, the type's extremes, and a spread of ordinary values.
template <typename T> static std::vector<T> dividends(int W, long long lo, long long hi) {
  std::vector<long long> v = {0, 1, -1, lo, lo + 1, hi, hi - 1};
  for (int m : {1, 2, 3, 4, 8}) {
    long long d = (long long)W * m;
    for (long long e : {d - 1, d, d + 1}) {
      v.push_back(e);
      v.push_back(-e);
    }
  }
  for (int i = 0; i < 64; ++i)
    v.push_back((long long)((i * 7919LL + 13) % 2001) - 1000);
  // lo, lo + hi / 8, ... up to about 7/8 of hi (unsigned: no overflow).
  for (int i = 0; i < 16; ++i)
    v.push_back((long long)((unsigned long long)lo + (unsigned long long)i * (unsigned long long)(hi / 8)));
  std::vector<T> out;
  for (long long x : v)
    if (x >= lo && x <= hi)
      out.push_back((T)x);
  return out;
}

// The dividends depend on W; the digest, which every target must print
// alike, sums only the width-independent ones (unsigned and int8 inputs).
static long long digest = 0;

template <typename T> static void check(const char *what, int i, T x, long long d, T q, T r) {
  T wq = (T)((long long)x / d), wr = (T)((long long)x % d);
  e2e_expect_eq(what, i, q, wq);
  e2e_expect_eq(what, i, r, wr);
}

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }

  {
    std::vector<int> a = dividends<int>(W, INT_MIN, INT_MAX);
    int n = (int)a.size();
    std::vector<int> out(6 * n, 0x5a5a);
    ispc::div32(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      check("div32", i, a[i], W, out[6 * i], out[6 * i + 1]);
      check("div32x2", i, a[i], 2 * W, out[6 * i + 2], out[6 * i + 3]);
      if (W >= 2)  // programCount / 2 is 0 on a one-lane gang
        check("div32h", i, a[i], W / 2, out[6 * i + 4], out[6 * i + 5]);
    }
    std::vector<int> m(2 * n);
    ispc::div32_masked(a.data(), m.data(), n);
    for (int i = 0; i < n; ++i) {
      if (a[i] & 1)
        check("masked", i, a[i], W, m[2 * i], m[2 * i + 1]);
      else {
        e2e_expect_eq("masked_off", i, m[2 * i], -7);
        e2e_expect_eq("masked_off", i, m[2 * i + 1], -7);
      }
    }
    std::vector<int> u(2 * n);
    ispc::div32_uniform(a.data(), u.data(), n);
    for (int i = 0; i < n; ++i)
      check("uniform32", i, a[i], W, u[2 * i], u[2 * i + 1]);
  }

  std::vector<int> rot(W);
  // programIndex + k must not overflow (it is UB in the kernel too).
  for (int k : {0, 1, 3, -1, -5, -W, -W - 1, 2 * W + 1, INT_MIN, INT_MIN + 7, INT_MAX - 64}) {
    ispc::rotate32(rot.data(), k);
    for (int l = 0; l < W; ++l)
      e2e_expect_eq("rotate", l, rot[l], (l + k) % W);
  }

  {
    std::vector<unsigned> a;
    for (unsigned x : {0u, 1u, 2u, 3u, 63u, 64u, 65u, 1000u, 0x7fffffffu, 0x80000000u,
                       0x80000001u, 0xfffffffeu, 0xffffffffu})
      a.push_back(x);
    int n = (int)a.size();
    std::vector<unsigned> out(4 * n);
    ispc::divu32(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("divu32", i, out[2 * i], a[i] / (unsigned)W);
      e2e_expect_eq("remu32", i, out[2 * i + 1], a[i] % (unsigned)W);
      e2e_expect_eq("divu32_uniform", i, out[2 * n + 2 * i], a[i] / (unsigned)W);
      e2e_expect_eq("remu32_uniform", i, out[2 * n + 2 * i + 1], a[i] % (unsigned)W);
      digest += a[i] % 1000003;
    }
  }

  {
    // Every int8 value; (int8)(2 * W) is -128 at 64 lanes.
    std::vector<int8_t> a;
    for (int x = -128; x <= 127; ++x) a.push_back((int8_t)x);
    int n = (int)a.size();
    std::vector<int8_t> out(6 * n);
    ispc::div8(a.data(), out.data(), n);
    int8_t w2 = (int8_t)(2 * W);
    for (int i = 0; i < n; ++i) {
      check("div8", i, a[i], W, out[4 * i], out[4 * i + 1]);
      check("div8x2", i, a[i], w2, out[4 * i + 2], out[4 * i + 3]);
      check("div8_uniform", i, a[i], W, out[4 * n + 2 * i], out[4 * n + 2 * i + 1]);
      digest += a[i];
    }
  }

  {
    std::vector<int16_t> a = dividends<int16_t>(W, INT16_MIN, INT16_MAX);
    int n = (int)a.size();
    std::vector<int16_t> out(4 * n);
    ispc::div16(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      check("div16", i, a[i], W, out[2 * i], out[2 * i + 1]);
      check("div16_uniform", i, a[i], W, out[2 * n + 2 * i], out[2 * n + 2 * i + 1]);
    }
  }

  {
    std::vector<int64_t> a = dividends<int64_t>(W, LLONG_MIN, LLONG_MAX);
    int n = (int)a.size();
    std::vector<int64_t> out(6 * n);
    ispc::div64(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      check("div64", i, a[i], W, out[4 * i], out[4 * i + 1]);
      check("div64x4", i, a[i], 4LL * W, out[4 * i + 2], out[4 * i + 3]);
      check("div64_uniform", i, a[i], W, out[4 * n + 2 * i], out[4 * n + 2 * i + 1]);
    }
  }

  std::printf("digest %lld\n", digest);
  return e2e_finish("vla_lane_divide");
}
