#include "e2e_check.h"
#include "c_semantics_ispc.h"
#include <cmath>

int main() {
  const int N = 40;
  int a[N], out[N];
  double dout[2 * N];
  for (int i = 0; i < N; ++i) a[i] = (i * 7) % 23 - 9;
  ispc::csem(a, out, dout, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int x = a[i];
    e2e_expect_near("lit01", i, dout[2 * i], (double)0.1f, 0);
    e2e_expect_near("lit03", i, dout[2 * i + 1], (double)x * (double)0.3f, 0);
    int r = 0;
    if ((unsigned)x < 1u) r |= 1;
    r |= 2;
    if ((x & (6 == 6)) != 0) r |= 4;
    r |= ((x & 15) << 3) & 8;
    r += ((x ^ 5) | 3) * 16;
    r += 8 * 1000 + 31 * 100000;
    r += 2 * (x - 1);
    r += !x + !!x * 2 + (!(x > 3)) * 4;
    r += (int)(~(unsigned)x >> 28);
    r += ~x;
    e2e_expect_eq("csem", i, out[i], r);
    digest += out[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("c_semantics");
}
