#include "e2e_check.h"
#include "bool_logic_ispc.h"

static bool in_range(int v, int lo, int hi) { return v >= lo && v <= hi; }
static bool is_prime_small(int v) {
  if (v < 2) return false;
  for (int d = 2; d * d <= v; d++) if (v % d == 0) return false;
  return true;
}

int main() {
  const int N = 87;
  int a[N], b[N], out[N], flags[N + 1];
  long long digest = 0;
  for (int mode = 0; mode < 2; ++mode) {
    for (int pass = 0; pass < 2; ++pass) {
      for (int i = 0; i < N; ++i) {
        a[i] = (i * 29) % 61 - 30;
        b[i] = (i * 13) % 71 - 5;
        if (pass == 1) a[i] = 2 * a[i];  // all even: no primes except 2
        if (pass == 1 && (a[i] == 2 || a[i] == -2)) a[i] = 4;
      }
      ispc::logic(a, b, out, flags, N, mode);
      bool any_prime = false;
      for (int i = 0; i < N; ++i) {
        int x = a[i], y = b[i];
        bool p = x > y, q = (x & 1) == 0, r = !p || q, s = p && !q, t = (p != q) == r;
        bool u = in_range(x, -10, 10) || in_range(y, 50, 60);
        bool pr = is_prime_small(x > 0 ? x : -x);
        any_prime = any_prime || pr;
        bool w = mode ? (p && u) : (p || u);
        int bits = p + 2 * q + 4 * r + 8 * s + 16 * t + 32 * u + 64 * pr + 128 * w;
        e2e_expect_eq("bits", i, out[i], bits);
        bool seen_neg = false, all_small = true;
        int k = 0;
        for (int j = 0; j < 4 + (x & 3); j++) {
          int v = x - j * y;
          seen_neg = seen_neg || v < 0;
          all_small = all_small && (v < 100 && v > -100);
          if (seen_neg && !all_small) break;
          k++;
        }
        e2e_expect_eq("flags", i, flags[i], (seen_neg ? 1 : 0) + (all_small ? 2 : 0) + 4 * k);
        digest += out[i] * (i + 1) + flags[i];
      }
      e2e_expect_eq("any_prime", pass, flags[N], any_prime ? 1 : 0);
      digest += flags[N] * 100000;
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("bool_logic");
}
