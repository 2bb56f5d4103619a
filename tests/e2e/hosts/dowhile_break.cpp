#include "e2e_check.h"
#include "dowhile_break_ispc.h"

int main() {
  const int N = 123;
  int in[N], a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; ++i) in[i] = (i * 131) % 1200 + (i % 3);
  ispc::dowhile(in, a, b, c, d, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int v = in[i], cnt = 0, s = 0;
    do {
      int j = 0;
      do {
        if (j * j > v) break;
        s += j;
        j++;
      } while (j < 10);
      if (s > 200) break;
      cnt++;
      v = v / 2 + 1;
    } while (v > 3);
    e2e_expect_eq("cnt", i, a[i], cnt);
    e2e_expect_eq("sum", i, b[i], s);
    int k = in[i] % 50, cc = 0;
    do {
      k--;
      if (k % 3 == 0) continue;
      cc += k;
      if (cc > 300) break;
    } while (k > 0);
    e2e_expect_eq("cont", i, c[i], cc * 100 + k);
    int once = 0, m = in[i];
    do { once++; m -= 7; } while (m > 1000);
    e2e_expect_eq("once", i, d[i], once * 10000 + m);
    digest += a[i] * 5 + b[i] + c[i] + d[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("dowhile_break");
}
