#include "e2e_check.h"
#include "irreducible_uniform_counter_ispc.h"

static int ref(const int *a, const double *d, int i, int start_b, int count) {
  int v = -7;
  int g = (count & 7) + 1;
  if (start_b != 0) goto B;
A:
  g--;
  if (g <= 0) goto X;
B:
  if ((a[1] & g) == count) {
    if ((double)g != d[i]) v = v + a[i] * g;
  }
  if (a[i] > g) v++;
  g--;
  if (g > 0) goto A;
X:
  return v * 16 + g;
}

int main() {
  const int N = 99;
  int a[N], out[N];
  double d[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (i * 29 + 5) % 23 - 6;
    d[i] = (double)((i * 7) % 9);
  }
  for (int start_b = 0; start_b < 2; ++start_b)
    for (int count = 0; count < 10; ++count)
      for (int n : {0, 5, 16, N}) {
        a[1] = count % 3 == 0 ? 7 : count;   // the uniform test is taken sometimes
        for (int i = 0; i < N; ++i) out[i] = -1;
        ispc::two_entry_counter(a, d, out, n, start_b, count);
        for (int i = 0; i < N; ++i)
          e2e_expect_eq("out", i, out[i], i < n ? ref(a, d, i, start_b, count) : -1);
      }
  return e2e_finish("irreducible_uniform_counter");
}
