#include "e2e_check.h"
#include "types_and_ops_ispc.h"

int main() {
  const int N = 91;
  int a[N], b[N], out[N];
  for (int i = 0; i < N; ++i) { a[i] = i * 31 - 900; b[i] = (i % 9) - 2; }
  ispc::int_ops(a, b, out, N);
  for (int i = 0; i < N; ++i) {
    int x = a[i], y = b[i], r = 0;
    r += x * 3 - y;
    r ^= (int)((unsigned)x << 2) | (y >> 1);  // shift as unsigned: no UB in C++17
    r -= x / (y == 0 ? 1 : y);
    r += x % 7;
    r += (x > y && y > 0) ? 100 : -100;
    r += (x < 0 || !(y != 3)) ? 1 : 0;
    r += ~x & 0xff;
    unsigned u = (unsigned)x;
    u >>= 3;
    r += (int)(u % 11);
    int c = x;
    c++; ++c; c--;
    r += c;
    e2e_expect_eq("int_ops", i, out[i], r);
  }

  int64_t a64[N], o64[N];
  double d[N], od[N];
  uint32_t ou[N];
  for (int i = 0; i < N; ++i) { a64[i] = (int64_t)i * 123456789LL - 5000000000LL; d[i] = i * 0.37 - 3; }
  ispc::wide_ops(a64, d, o64, od, ou, N);
  for (int i = 0; i < N; ++i) {
    int64_t v = a64[i] * 1000003 + i;
    v >>= 2;
    e2e_expect_eq("i64", i, o64[i], v - v / 3);
    double y = d[i] * 0.5 + (double)i;
    if (y > 10.0) y = y - (double)(int64_t)y;
    e2e_expect_near("dbl", i, od[i], y, 0);
    uint32_t w = (uint32_t)i * 2654435761u;
    e2e_expect_eq("u32", i, ou[i], w ^ (w >> 16));
  }

  e2e_expect_eq("sum_uniform", 0, ispc::sum_uniform(a, N), [&] { int s = 0; for (int i = 0; i < N; ++i) s += a[i]; return s; }());

  float f[N], of[N];
  int oi[N];
  for (int i = 0; i < N; ++i) f[i] = i * 0.75f - 20.f;
  ispc::float_conv(f, oi, of, N);
  for (int i = 0; i < N; ++i) {
    int want = (int)f[i] + (int)(f[i] * 2.0f);
    e2e_expect_eq("conv", i, oi[i], want);
    e2e_expect_near("convf", i, of[i], (float)want / 4 + f[i], 0);
  }
  long long digest = 0;
  for (int i = 0; i < N; ++i) digest += out[i] + o64[i] % 1000 + ou[i] % 1000 + oi[i];
  std::printf("digest %lld\n", digest);
  return e2e_finish("types_and_ops");
}
