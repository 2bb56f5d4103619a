#include "e2e_check.h"
#include "sve_narrow_truncations_ispc.h"

int main() {
  const int N = 131;
  int a[4 * N + 4];
  unsigned int ua[4 * N + 4];
  int64_t out64[N];
  int out[N];
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
  }
  return e2e_finish("sve_narrow_truncations");
}
