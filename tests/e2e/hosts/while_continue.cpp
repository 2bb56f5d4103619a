#include "e2e_check.h"
#include "while_continue_ispc.h"

int main() {
  const int N = 45;
  int a[N], b[N], out[3 * N];
  for (int i = 0; i < N; ++i) { a[i] = 1 + i % 4; b[i] = (i * 7) % 11 - 5; }
  ispc::wc(a, b, out, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int q = b[i], w = a[i];
    while (w > 0) { w--; if (q < 0) continue; q = q * 2; }
    e2e_expect_eq("while", i, out[3 * i], q);
    int r = b[i], c = b[i] % 3, k = 0;
    while (k < a[i] + (i & 1)) {
      k++;
      if (c == 0) continue;
      r = r + k;
      if (r > 50) continue;
      r = r * 2;
    }
    e2e_expect_eq("while2", i, out[3 * i + 1], r);
    int s = b[i], m = a[i];
    do { m--; if (s < 0) continue; s = s * 3; } while (m > 0);
    e2e_expect_eq("do", i, out[3 * i + 2], s);
    digest += out[3 * i] + out[3 * i + 1] * 3 + out[3 * i + 2] * 7;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("while_continue");
}
