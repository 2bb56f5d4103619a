#include "e2e_check.h"
#include "wild_while_ispc.h"

static int gcd(int a, int b) {
  while (b != 0) { int t = a % b; a = b; b = t; }
  return a;
}

int main() {
  const int N = 150, CAP = 40;
  int in[N], acc[N], steps[N], g[N], cp[N];
  for (int i = 0; i < N; ++i) {
    int r = (i * 7919) % 23;
    if (r < 5) in[i] = -(i % 13);          // no iterations
    else if (r < 12) in[i] = r;            // a few
    else if (r < 20) in[i] = 100 * i + r;  // hundreds
    else in[i] = 20000 + 311 * i;          // many
  }
  ispc::wild(in, acc, steps, g, cp, N, CAP);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int v = in[i], iters = 0, a = 0, k = v;
    while (k > 0) {
      iters++;
      k -= 1 + (k >> 6);
      if ((k & 3) == 1) continue;
      a += k & 7;
      if (k % 5 == 0) { a ^= 1; continue; }
      a++;
    }
    e2e_expect_eq("acc", i, acc[i], a);
    e2e_expect_eq("steps", i, steps[i], iters);
    int av = v < 0 ? -v : v;
    e2e_expect_eq("gcd", i, g[i], gcd(av + 1, 360 + i % 17));
    int j = 0, s = 0;
    while (j < CAP && s < av) { j++; if ((j & 1) == 0) continue; s += j; }
    e2e_expect_eq("capped", i, cp[i], j * 1000 + s);
    digest += acc[i] + steps[i] * 3 + g[i] * 7 + cp[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("wild_while");
}
