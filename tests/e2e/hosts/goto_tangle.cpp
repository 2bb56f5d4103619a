#include "e2e_check.h"
#include "goto_tangle_ispc.h"

static int tangle(int x) {
  if (x & 2) goto C;
A:
  x += 1;
  if (x > 100) goto done;
B:
  x += 2;
  if (x % 3 == 0) goto A;
C:
  x *= 2;
  if (x < 500) goto B;
done:
  return x;
}

int main() {
  const int N = 70;
  int a[N], out[N];
  for (int i = 0; i < N; ++i) a[i] = (i * 7) % 200;  // non-negative: no endless loop, no overflow
  ispc::tangle(a, out, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("tangle", i, out[i], tangle(a[i]));
    digest += out[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("goto_tangle");
}
