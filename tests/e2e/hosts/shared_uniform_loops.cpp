#include "e2e_check.h"
#include "shared_uniform_loops_ispc.h"
#include <algorithm>

static int trips(int k, bool *deep) {
  int it = 0;
  while (k > 0) {
    it++;
    if (k % 2 == 0) k /= 2; else k -= 1;
    for (int j = 0; j < it % 3; j++)
      if (j == 1 && k == 3) *deep = true;
  }
  return it;
}

int main() {
  const int N = 83;
  int c[N], steps[N], res[3];
  long long digest = 0;
  for (int variant = 0; variant < 3; ++variant) {
    for (int i = 0; i < N; ++i) c[i] = (i * 37) % 50 + (variant == 1 ? 0 : 1);
    if (variant == 2) c[N - 1] = 100000;  // the longest trip is in the tail
    ispc::high_water(c, N, res, steps);
    int maxit = 0;
    bool deep = false;
    for (int i = 0; i < N; ++i) {
      int t = trips(c[i], &deep);
      maxit = std::max(maxit, t);
      e2e_expect_eq("steps", i, steps[i], t + 42);
      digest += steps[i];
    }
    e2e_expect_eq("maxit", variant, res[0], maxit);
    e2e_expect_eq("deep", variant, res[1], deep ? 1 : 0);
    e2e_expect_eq("constant", variant, res[2], 42);
    digest += res[0] * 1000 + res[1] * 100;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("shared_uniform_loops");
}
