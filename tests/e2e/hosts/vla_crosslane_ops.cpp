#include "e2e_check.h"
#include "vla_crosslane_ops_ispc.h"
#include <climits>
#include <cstdint>
#include <vector>

// 192 elements whatever the gang width (W divides 192 for every W up to 64).
static const int total = 192;
static const int NOUT = 26;
static int W, nb;
static long long checks = 0;

static int modw(long long x, int n) { return (int)(((x % n) + n) % n); }

// The value lane l of a block gets from rotate/shift by k (zero: outside).
static bool shift_from(int l, long long k, int *from) {
  long long f = l + k;
  *from = (int)f;
  return f >= 0 && f < W;
}

template <typename T, typename Fn, typename Mk>
static void check_perms(const char *name, Fn kernel, Mk make) {
  std::vector<T> a(total), out((size_t)total * NOUT);
  std::vector<int> perm(total);
  for (int i = 0; i < total; ++i) {
    a[i] = (T)make(i);
    // in range, out of range, negative, huge
    perm[i] = i % 5 == 0 ? -1 - i : i % 5 == 1 ? i * 7919 : i % 5 == 2 ? INT_MAX - i
              : i % 5 == 3 ? INT_MIN + i : i % 3;
  }
  const long long ks[] = {0, 1, 2, -1, 5, -7, 33, 64, 100, -1000, INT_MAX, -INT_MAX};
  for (long long k : ks) {
    kernel(a.data(), out.data(), perm.data(), nb, (int)k);
    const long long rot[] = {0, 1, 3, -1, -3, 4, 5, 63, 64, 67, -100, k};
    const long long sh[] = {1, 3, -1, -3, 4, -5, 63, 64, -100, k, -k};
    for (int b = 0; b < nb; ++b)
      for (int l = 0; l < W; ++l) {
        auto got = [&](int r) { return out[(size_t)b * W * NOUT + (size_t)r * W + l]; };
        auto lane = [&](int m) { return a[b * W + m]; };
        int idx = b * W + l;
        for (int r = 0; r < 12; ++r)
          e2e_expect_eq(name, idx * 100 + r, (long long)got(r),
                        (long long)lane(modw(l + rot[r], W))), ++checks;
        for (int r = 0; r < 11; ++r) {
          int from;
          T want = shift_from(l, sh[r], &from) ? lane(from) : T(0);
          e2e_expect_eq(name, idx * 100 + 12 + r, (long long)got(12 + r), (long long)want), ++checks;
        }
        unsigned p = (unsigned)perm[idx];
        e2e_expect_eq(name, idx * 100 + 23, (long long)got(23), (long long)lane((int)(p % W))), ++checks;
        unsigned q = p % (2 * W);
        T want2 = q < (unsigned)W ? lane((int)q) : a[(b * W + W + (int)q - W) % total];
        e2e_expect_eq(name, idx * 100 + 24, (long long)got(24), (long long)want2), ++checks;
        e2e_expect_eq(name, idx * 100 + 25, (long long)got(25), (long long)lane(W - 1 - l)), ++checks;
      }
  }
}

int main() {
  W = ispc::gang_width();
  if (W < 1 || W > 64 || total % W) { std::printf("bad gang width\n"); return 1; }
  nb = total / W;
  check_perms<int8_t>("i8", ispc::perms_i8, [](int i) { return (int8_t)(i * 37 % 251 - 125); });
  check_perms<int16_t>("i16", ispc::perms_i16, [](int i) { return (int16_t)(i * 997 - 30000); });
  check_perms<int32_t>("i32", ispc::perms_i32, [](int i) { return i * 100003 - 7; });
  check_perms<int64_t>("i64", ispc::perms_i64,
                       [](int i) { return (int64_t)i * 1000000000039LL - (1LL << 40); });
  // floats and doubles hold integers: compared exactly through long long
  check_perms<float>("f32", ispc::perms_f32, [](int i) { return (float)(i * 3 - 200); });
  check_perms<double>("f64", ispc::perms_f64, [](int i) { return (double)i * 1e6 + 3; });

  std::vector<int> a(total), keep(total), perm(total);
  for (int i = 0; i < total; ++i) {
    a[i] = (i * 29) % 47 - 20;
    keep[i] = (i % 3 != 1) && (i % 7 != 4);
    perm[i] = i * 13 - 50;
  }
  {
    std::vector<int> out((size_t)total * 5);
    for (int k : {0, 1, -1, 3, 70, -70}) {
      ispc::perms_bool(a.data(), out.data(), perm.data(), nb, k);
      for (int b = 0; b < nb; ++b)
        for (int l = 0; l < W; ++l) {
          auto g = [&](int r) { return out[(size_t)b * W * 5 + (size_t)r * W + l]; };
          auto v = [&](int m) { return a[b * W + m] > 0 ? 1 : 0; };
          int from, idx = b * W + l;
          e2e_expect_eq("bool_rot1", idx, g(0), v(modw(l + 1, W)));
          e2e_expect_eq("bool_rotk", idx, g(1), v(modw(l + k, W)));
          e2e_expect_eq("bool_shift", idx, g(2), shift_from(l, -2, &from) ? v(from) : 0);
          e2e_expect_eq("bool_shiftk", idx, g(3), shift_from(l, k, &from) ? v(from) : 0);
          e2e_expect_eq("bool_shuffle", idx, g(4), v((int)((unsigned)perm[idx] % W)));
          checks += 5;
        }
    }
  }
  {
    std::vector<int> outi((size_t)total * 3);
    std::vector<float> outf(total);
    std::vector<double> outd(total);
    std::vector<int64_t> outl(total);
    ispc::scans(a.data(), keep.data(), outi.data(), outf.data(), outd.data(), outl.data(), nb);
    for (int b = 0; b < nb; ++b) {
      int sum = 0, andv = ~0, orv = 0;
      float sf = 0;
      double sd = 0;
      int64_t sl = 0;
      for (int l = 0; l < W; ++l) {
        int j = b * W + l;
        auto g = [&](int r) { return outi[(size_t)b * W * 3 + (size_t)r * W + l]; };
        if (!keep[j]) {
          e2e_expect_eq("scan_off", j, g(0) + g(1) + g(2), -21);
          e2e_expect_near("scanf_off", j, outf[j], -7, 0);
          continue;
        }
        e2e_expect_eq("scan_add", j, g(0), sum);
        e2e_expect_eq("scan_and", j, g(1), andv);
        e2e_expect_eq("scan_or", j, g(2), orv);
        e2e_expect_near("scan_fadd", j, outf[j], sf, 0);
        e2e_expect_near("scan_dadd", j, outd[j], sd, 0);
        e2e_expect_eq("scan_ladd", j, (long long)outl[j], (long long)sl);
        checks += 6;
        sum += a[j];
        andv &= a[j] | (1 << (l % 31));
        orv |= a[j] & 0x0f0f;
        sf += (float)a[j] * 0.25f;
        sd += (double)a[j] * 0.5;
        sl += (int64_t)a[j] * (1LL << 33);
      }
    }
  }
  {
    std::vector<int> src(total * 3 + 64), outi(total), counts(nb);
    std::vector<double> srcd(total * 5 + 64), outd(total);
    for (size_t i = 0; i < src.size(); ++i) src[i] = (int)i * 11 + 1;
    for (size_t i = 0; i < srcd.size(); ++i) srcd[i] = (double)i * 0.75 + 2;
    ispc::packed_loads(src.data(), srcd.data(), keep.data(), outi.data(), outd.data(),
                       counts.data(), nb);
    for (int b = 0; b < nb; ++b) {
      int rank = 0;
      for (int l = 0; l < W; ++l) {
        int j = b * W + l;
        if (keep[j]) {
          e2e_expect_eq("packed_load", j, outi[j], src[b * 3 + rank]);
          e2e_expect_near("packed_load_d", j, outd[j], srcd[b * 5 + rank], 0);
          ++rank;
        } else {
          e2e_expect_eq("packed_keep", j, outi[j], -1 - l);
          e2e_expect_near("packed_keep_d", j, outd[j], -0.5, 0);
        }
        checks += 2;
      }
      e2e_expect_eq("packed_count", b, counts[b], rank);
    }
  }
  {
    int64_t cells[2] = {(int64_t)5 << 40, -1};
    std::vector<int64_t> olds(2 * total);
    ispc::atomics64(a.data(), keep.data(), cells, olds.data(), nb);
    int64_t mn = (int64_t)5 << 40, an = -1;
    for (int j = 0; j < total; ++j) {
      int64_t v = (int64_t)a[j] * 1000000007;
      if (!keep[j]) continue;
      e2e_expect_eq("atomic_min_old", j, (long long)olds[2 * j], (long long)mn);
      e2e_expect_eq("atomic_and_old", j, (long long)olds[2 * j + 1], (long long)an);
      checks += 2;
      mn = v < mn ? v : mn;
      an &= v | 0x100000000LL;
    }
    e2e_expect_eq("atomic_min", 0, (long long)cells[0], (long long)mn);
    e2e_expect_eq("atomic_and", 1, (long long)cells[1], (long long)an);
  }
  std::printf("checks %lld\n", checks);
  return e2e_finish("vla_crosslane_ops");
}
