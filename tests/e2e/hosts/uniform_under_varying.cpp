#include "e2e_check.h"
#include "uniform_under_varying_ispc.h"
#include <vector>

int main() {
  const int N = 77;
  std::vector<int> scratch(64);
  int v[N + 16], res[5];
  long long digest = 0;
  for (int variant = 0; variant < 6; ++variant) {
    for (int i = 0; i < N + 16; ++i) v[i] = (i * 13) % 400;   // [0, 400)
    // values just past the end that must never be looked at
    for (int i = N; i < N + 16; ++i) v[i] = (variant % 2) ? -1 : 5000;
    int key = 123456;
    if (variant == 1) v[40] = -3;
    if (variant == 2) v[76] = 1700;                  // last element, in the tail
    if (variant == 3) { v[0] = 502; key = 501; }     // x % 3 == 1: no k == 1
    if (variant == 4) { v[9] = 503; key = 502; }     // x % 3 == 2: deep
    if (variant == 5) { key = v[70]; v[71] = key + 1; }
    ispc::flags(v, N, key, res);
    int found = 0, nonneg = 1, el = 0, deep = 0, kp1 = 0;
    for (int i = 0; i < N; ++i) {
      int x = v[i];
      if (x == key) found = 1;
      if (x < 0) nonneg = 0;
      if (x >= 1000) el = 1;
      if (x > 500 && x % 3 == 2) deep = 1;
      if (x == key + 1) kp1 = 1;
    }
    e2e_expect_eq("found", variant, res[0], found);
    e2e_expect_eq("nonneg", variant, res[1], nonneg);
    e2e_expect_eq("else", variant, res[2], el);
    e2e_expect_eq("deep", variant, res[3], deep);
    e2e_expect_eq("keyp1", variant, res[4], kp1);
    digest += res[0] + 2 * res[1] + 4 * res[2] + 8 * res[3] + 16 * res[4];
    digest *= 3;

    for (int lim : {0, 250}) {
      int r = ispc::umax_and_sum(v, N, scratch.data(), lim);
      int best = -1000000, s = 0;
      for (int i = 0; i < N; ++i) { if (v[i] > best) best = v[i]; s += v[i]; }
      e2e_expect_eq("umax", variant * 10 + lim, r, best * 100000 + s);
      digest += r % 1000;
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("uniform_under_varying");
}
