#include "e2e_check.h"
#include "division_semantics_ispc.h"

int main() {
  const int N = 97;
  int a[N], b[N], out[12 * N];
  for (int i = 0; i < N; ++i) {
    a[i] = (i * 7919) % 2001 - 1000;
    b[i] = (i * 31) % 23 - 11;
    if (b[i] == 0) b[i] = 5;
  }
  long long digest = 0;
  for (int ud : {3, -5, 16}) {
    ispc::divs(a, b, out, N, ud);
    for (int i = 0; i < N; ++i) {
      int x = a[i], y = b[i];
      unsigned ux = (unsigned)x;
      int want[12] = {x / y, x % y, x / 4, x % 8, x / 7, x % -3, x / ud, x % ud, x / -16,
                      (x >> 2) - x / 4, (int)(ux / 8u + ux % 10u),
                      (int)(ux / (unsigned)(y < 0 ? -y : y))};
      for (int k = 0; k < 12; ++k) {
        e2e_expect_eq("div", 12 * i + k, out[12 * i + k], want[k]);
        digest += out[12 * i + k] % 1000;
      }
    }
  }
  int64_t q[N], o[4 * N];
  for (int i = 0; i < N; ++i) q[i] = ((int64_t)i * 912345678901LL) % 90000000000000LL - 45000000000000LL;
  ispc::divs64(q, o, N);
  for (int i = 0; i < N; ++i) {
    int64_t x = q[i], d = (int64_t)(i % 9) - 4;
    if (d == 0) d = 1000000007;
    int64_t want[4] = {x / d, x % d, x / 1024 + x % 1000, x / -65536};
    for (int k = 0; k < 4; ++k) {
      e2e_expect_eq("div64", 4 * i + k, o[4 * i + k], want[k]);
      digest += o[4 * i + k] % 1000;
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("division_semantics");
}
