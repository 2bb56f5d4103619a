#include "e2e_check.h"
#include "mixed_params_ispc.h"
#include <cmath>
#include <vector>

static int upow(int b, int e) { int r = 1; for (int k = 0; k < e; k++) r *= b; return r; }
static float blend(float w, float a, float b, int mode, int k) {
  float t = w * a + (1 - w) * b;
  if (mode == 1) t = t + (float)k;
  else if (mode == 2 && k > 3) t = -t;
  return t;
}
static int lookup(const int *table, int len, int key, int dflt) {
  if (key < 0 || key >= len) return dflt;
  return table[key];
}

int main() {
  const int N = 58, LEN = 20;
  float fa[N], fb[N], fo[N];
  int table[LEN], keys[N], io[N];
  for (int i = 0; i < LEN; ++i) table[i] = (i * 7) % 25 - 2;
  for (int i = 0; i < N; ++i) {
    fa[i] = (i % 8) * 0.5f;
    fb[i] = (i % 5) - 2.0f;
    keys[i] = (i * 11) % 27 - 3;
  }
  long long digest = 0;
  for (int mode = 0; mode < 3; ++mode) {
    std::vector<int> pout(2 * N, -12345);
    float w = 0.25f;
    ispc::mixed(fa, fb, fo, table, LEN, keys, io, pout.data(), N, w, mode);
    int p3 = upow(3, mode + 2);
    for (int i = 0; i < N; ++i) {
      int k = keys[i];
      float want = blend(w, fa[i], fb[i], mode, k) + blend(0.5f, 2.0f, 4.0f, mode, 1);
      e2e_expect_near("blend", i, fo[i], want, 0);
      int first = lookup(table, LEN, k, -1);
      int v = lookup(table, LEN, first, -100) + first + upow(2, mode) * k + p3;
      e2e_expect_eq("iout", i, io[i], v);
      if (k % 2 == 0) {
        e2e_expect_eq("put_even", i, pout[i], v * (mode + 1) + upow(2, mode + 1));
        e2e_expect_eq("put_even_gap", i, pout[N + i], -12345);
      } else {
        e2e_expect_eq("put_odd", i, pout[N + i], k * 2 + 4);
        e2e_expect_eq("put_odd_gap", i, pout[i], -12345);
      }
      digest += io[i] + pout[i] + pout[N + i] + std::lround(fo[i] * 16);
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("mixed_params");
}
