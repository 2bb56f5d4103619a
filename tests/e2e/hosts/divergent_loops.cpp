#include "divergent_loops_ispc.h"
#include "e2e_check.h"

static int collatz(int n, int cap) {
  int steps = 0;
  while (n != 1) {
    if (steps >= cap) break;
    if ((n & 1) == 0) { n /= 2; steps++; continue; }
    n = 3 * n + 1;
    steps++;
  }
  return steps;
}

int main() {
  const int N = 203;
  int in[N], o1[N], o2[N], o3[N];
  for (int i = 0; i < N; ++i) in[i] = 1 + (i * 37) % 97;
  ispc::loops(in, o1, o2, o3, N, 50);
  for (int i = 0; i < N; ++i) {
    int x = in[i];
    e2e_expect_eq("collatz", i, o1[i], collatz(x, 50));
    int acc = 0;
    for (int a = 0; a < x % 7; a++)
      for (int b = 0; b < 10; b++) {
        if (b > a + (x & 3)) break;
        if ((a + b) % 3 == 1) continue;
        acc += a * b + 1;
      }
    e2e_expect_eq("nested", i, o2[i], acc);
    int d = x, k = 0;
    do { d >>= 1; k++; } while (d > 0);
    if (x % 2 == 0) k += 0 + 1 + 2 + 3;
    e2e_expect_eq("dowhile", i, o3[i], k);
  }
  long long sum = 0;
  for (int i = 0; i < N; ++i) sum += o1[i] * 3 + o2[i] * 5 + o3[i];
  std::printf("digest %lld\n", sum);
  return e2e_finish("divergent_loops");
}
