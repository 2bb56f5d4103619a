#include "e2e_check.h"
#include "masked_traps_ispc.h"
#include <climits>
#include <vector>

int main() {
  const int N = 93;
  int a[N], b[N], out[4 * N];
  for (int i = 0; i < N; ++i) {
    a[i] = (i * 7919) % 1999 - 999;
    b[i] = (i % 5 == 0) ? 0 : (i % 7 == 0 ? -1 : (i * 13) % 9 - 4);
    if (i % 11 == 0) a[i] = INT_MIN;
  }
  ispc::guarded_div(a, b, out, N, INT_MIN);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int x = a[i], y = b[i];
    int q = -7, r = 99, s = 0, t = 0;
    if (y != 0 && !(x == INT_MIN && y == -1)) q = x / y;
    if (y != 0 && (x != INT_MIN || y != -1)) r = x % y;
    if (y > 1) s = x / y + x % y;
    for (int k = 0; k < 3; k++) { if (y - k == 0) break; t += 1000 / (y - k); }
    e2e_expect_eq("q", i, out[4 * i], q);
    e2e_expect_eq("r", i, out[4 * i + 1], r);
    e2e_expect_eq("s", i, out[4 * i + 2], s);
    e2e_expect_eq("t", i, out[4 * i + 3], t);
    digest += (q % 1000) + r + s + t;
  }
  int64_t a64[N], b64[N], o64[N];
  for (int i = 0; i < N; ++i) {
    a64[i] = (i % 3 == 0) ? INT64_MIN + i : (int64_t)i * 123456789012LL;
    b64[i] = (i % 4 == 0) ? 0 : (i % 3 == 0 ? 7 : (int64_t)(i % 9) - 4);
  }
  ispc::guarded_div64(a64, b64, o64, N);
  for (int i = 0; i < N; ++i) {
    int64_t x = a64[i], y = b64[i];
    e2e_expect_eq("q64", i, o64[i], y != 0 ? x / y - x % y : (int64_t)5);
    digest += o64[i] % 1000;
  }
  // the divisors past the end are zero: a tail that divides for inactive
  // lanes traps
  for (int n : {1, 3, 5, 13, 21}) {
    std::vector<int> av(n + 64, INT_MIN), dv(n + 64, 0), ov(n + 64, -5);
    for (int i = 0; i < n; ++i) { av[i] = i * 31 - 50; dv[i] = (i % 4) + 1; }
    ispc::tail_div(av.data(), dv.data(), ov.data(), n);
    for (int i = 0; i < n; ++i) e2e_expect_eq("tail", i, ov[i], av[i] / dv[i] + av[i] % dv[i]);
    for (int i = n; i < n + 64; ++i) e2e_expect_eq("tail_guard", i, ov[i], -5);
    for (int i = 0; i < n; ++i) digest += ov[i];
  }
  std::vector<int> idx(N), ol(N), arr(50);
  for (int i = 0; i < 50; ++i) arr[i] = i * i;
  for (int i = 0; i < N; ++i) idx[i] = (i % 3 == 0) ? 2000000000 - i * 1000 : (i % 3 == 1 ? -1000000 * i : i % 50);
  ispc::guarded_load(arr.data(), idx.data(), ol.data(), N, 50);
  for (int i = 0; i < N; ++i) {
    int k = idx[i];
    e2e_expect_eq("gload", i, ol[i], (k >= 0 && k < 50) ? arr[k] : -1);
    digest += ol[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("masked_traps");
}
