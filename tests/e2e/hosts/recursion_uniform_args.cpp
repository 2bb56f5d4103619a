#include "e2e_check.h"
#include "recursion_uniform_args_ispc.h"

static int climb(int d, int x, int lane) { return d <= 0 ? x + lane : climb(d - 1, x * 2 + 1, lane); }

int main() {
  int out[256], count[1] = {0};
  for (int n = 0; n < 9; ++n) {
    ispc::uniform_args(out, count, n);
    int w = count[0];
    for (int k = 0; k < w; ++k) e2e_expect_eq("uniform_args", k, out[k], climb(n & 3, n, k));
  }
  for (int n : {0, 1, 5, 37, 100}) {
    for (int i = 0; i < 256; ++i) out[i] = -7;
    ispc::uniform_args_masked(out, n);
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("uniform_args_masked", i, out[i], (i & 1) == 0 ? climb(2, n, 0) + i : -1);
  }
  return e2e_finish("recursion_uniform_args");
}
