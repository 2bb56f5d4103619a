#include "e2e_check.h"
#include "sve_narrow_truncations_ispc.h"

int main() {
  const int N = 131;
  int a[4 * N + 4];
  unsigned int ua[4 * N + 4];
  int64_t out64[N];
  int out[N];
  float f[N];
  double d[N];
  for (int i = 0; i < N; ++i) {
    f[i] = (float)((i * 37) % 300) - 20.5f;
    d[i] = (double)((i * 91) % 7000) - 3500.25;
  }
  for (int i = 0; i < 4 * N + 4; ++i) {
    a[i] = (int)(i * 2654435761u) ^ (i << 3);
    ua[i] = (unsigned)a[i] * 40503u;
  }
  for (int n : {0, 1, 9, 32, 77, N}) {
    for (int i = 0; i < N; ++i) out64[i] = -1;
    ispc::narrow_and(a, out64, n);
    for (int i = 0; i < N; ++i)
      e2e_expect_eq("narrow_and", i, out64[i], i < n ? (int64_t)((uint8_t)a[i] & 5) : -1);
    for (int i = 0; i < N; ++i) out64[i] = -1;
    ispc::strided_urem(ua, out64, n);
    for (int i = 0; i < N; ++i)
      e2e_expect_eq("strided_urem", i, out64[i],
                    i < n ? (int64_t)(12u % ((ua[4 * i] & 7u) | 1u)) : -1);
    for (int i = 0; i < N; ++i) out[i] = -1;
    ispc::strided_low_bits(a, out, n);
    for (int i = 0; i < N; ++i) {
      int x = a[3 * i + 1];
      int want = ((x & 1) ? 1000000 : 0) + (int)((uint16_t)x >> 3);
      e2e_expect_eq("strided_low_bits", i, out[i], i < n ? want : -1);
    }
    for (int i = 0; i < N; ++i) out64[i] = -1;
    ispc::float_to_narrow(f, d, out64, n);
    for (int i = 0; i < N; ++i) {
      float fc = f[i] < 0.0f ? 0.0f : f[i] > 255.0f ? 255.0f : f[i];
      double dc = d[i] < -3000.0 ? -3000.0 : d[i] > 3000.0 ? 3000.0 : d[i];
      int64_t want = (int64_t)(uint8_t)fc * 100000 + (int64_t)(int16_t)dc;
      e2e_expect_eq("float_to_narrow", i, out64[i], i < n ? want : -1);
    }
  }
  uint8_t b8[N];
  uint16_t h16[N];
  int perm[N];
  for (int i = 0; i < N; ++i) {
    b8[i] = (uint8_t)(i * 151 + 7);
    h16[i] = (uint16_t)(i * 40503u + 11u);
    perm[i] = (i * 17 + 5) % N;
  }
  for (int n : {0, 3, 16, 50, N}) {
    for (int i = 0; i < N; ++i) out64[i] = -1;
    ispc::gather_widen(b8, h16, perm, out64, n);
    for (int i = 0; i < N; ++i) {
      int j = perm[i];
      int64_t want = i < n && (j & 3) != 1 ? (int64_t)b8[j] * 65536 + h16[j] : -1;
      e2e_expect_eq("gather_widen", i, out64[i], want);
    }
  }
  for (int n : {0, 5, 8, 40, N}) {
    for (int i = 0; i < N; ++i) out64[i] = -1;
    ispc::gather_int16(b8, perm, out64, n);
    for (int i = 0; i < N; ++i) {
      int64_t want = i < n ? (int64_t)(int16_t)(((int16_t)b8[perm[i]] - 3) % 151) : -1;
      e2e_expect_eq("gather_int16", i, out64[i], want);
    }
  }
  return e2e_finish("sve_narrow_truncations");
}
