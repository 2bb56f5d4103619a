#include "e2e_check.h"
#include "int64_double_math_ispc.h"
#include <cmath>

static int64_t modpow(int64_t b, int e, int64_t p) {
  int64_t r = 1;
  b %= p;
  while (e > 0) {
    if (e & 1) r = (r * b) % p;
    b = (b * b) % p;
    e >>= 1;
  }
  return r;
}

int main() {
  const int N = 77;
  int64_t a[N], op[N], oh[N], ob[N], od[N];
  int e[N];
  for (int i = 0; i < N; ++i) {
    a[i] = ((int64_t)i * 987654321987LL) % 4000000000000LL - 2000000000000LL;
    e[i] = (i * 37) % 200;
  }
  ispc::int64_ops(a, e, op, oh, ob, od, N);
  const int64_t P = 1000000007;
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int64_t x = a[i];
    e2e_expect_eq("pow", i, op[i], modpow(x < 0 ? -x : x, e[i], P));
    int64_t h = 17;
    for (int k = 0; k < 5 + e[i] % 7; k++) h = (h * 131 + (x >> (4 * k)) % 1000 + 1000) % P;
    e2e_expect_eq("hash", i, oh[i], h);
    int64_t ax = x < 0 ? -x : x;
    int64_t small = ax & 0x3fffffff;
    int64_t bits = (small << 33) ^ (x >> 7);
    bits |= (int64_t)i << 20;
    e2e_expect_eq("bits", i, ob[i], bits - (bits & 0xffff));
    int64_t d = (int64_t)(e[i] % 13) - 6;
    if (d == 0) d = 7;
    e2e_expect_eq("div", i, od[i], x / d + x % d * 1000);
    digest += op[i] % 1000 + oh[i] % 1000 + ob[i] % 997 + od[i] % 991;
  }

  const int M = 65, NC = 6;
  double x[M], coef[NC] = {1.5, -0.25, 0.125, 2.0, -0.0625, 0.03125}, pp[M], mx[M];
  int64_t cv[M];
  for (int i = 0; i < M; ++i) x[i] = (i - 32) * 0.3125 + (i % 3) * 0.001;
  ispc::double_ops(x, coef, NC, pp, cv, mx, M);
  for (int i = 0; i < M; ++i) {
    double v = x[i], acc = 0;
    for (int c = NC - 1; c >= 0; c--) acc = acc * v + coef[c];
    e2e_expect_near("poly", i, pp[i], acc, 1e-12);
    int64_t t = (int64_t)(v * 1048576.0);
    e2e_expect_eq("conv", i, cv[i], t + (int64_t)(acc * 16.0));
    double m = (double)t / 3.0 + (double)(i * 7) * 0.25;
    if (m < 0) m = -m * 2;
    double want = std::sqrt(m) + std::floor(v) - std::ceil(v * 0.5) + (double)(float)v;
    e2e_expect_near("mix", i, mx[i], want, 1e-12);
    digest += cv[i] % 10007 + std::llround(mx[i] * 4);
  }
  int64_t s = ispc::sum64(a, N), ws = 0;
  for (int i = 0; i < N; ++i) ws += a[i] / 4;
  e2e_expect_eq("sum64", 0, s, ws);
  digest += s % 100003;
  std::printf("digest %lld\n", digest);
  return e2e_finish("int64_double_math");
}
