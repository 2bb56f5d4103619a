#include "e2e_check.h"
#include "cross_lane_loops_ispc.h"

int main() {
  const int W = ispc::gang_width();
  const int n = 64;
  int a[n], out[n];
  for (int i = 0; i < n; ++i) a[i] = (i * 7) % 5 + (i % 11 == 0 ? 6 : 0);
  ispc::loop_counts(a, out, n);
  for (int g = 0; g < n; g += W) {
    int total = 0, maxit = 0, mine[64] = {0};
    for (int l = 0; l < W; ++l) maxit = a[g + l] > maxit ? a[g + l] : maxit;
    for (int it = 0; it < maxit; ++it) {
      int rank = 0;
      for (int l = 0; l < W; ++l)
        if (a[g + l] > it) { total++; mine[l] += rank++; }
    }
    for (int l = 0; l < W; ++l) e2e_expect_eq("loop", g + l, out[g + l], mine[l] * 1000 + total);
  }
  return e2e_finish("cross_lane_loops");
}
