#include "e2e_check.h"
#include "atomics_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  const int W = ispc::gang_width();
  for (int n : {64, 45, 7}) {
    int add_c = 3, sub_c = 1000, min_c = 5, max_c = -5, and_c = -1, or_c = 0, xor_c = 0x55;
    unsigned umin_c = 1000;
    int64_t add64_c = 0;
    int once_c = 0;
    std::vector<int> olds(8 * n, -999), once_olds(n, -999);
    std::vector<int64_t> olds64(n, -999);
    ispc::atomics(&add_c, &sub_c, &min_c, &max_c, &and_c, &or_c, &xor_c, &umin_c, &add64_c,
                  olds.data(), olds64.data(), &once_c, once_olds.data(), n);
    // Sequential replay in index order (lane order within a gang step).
    int A = 3, S = 1000, Mn = 5, Mx = -5, An = -1, Or = 0, X = 0x55, Once = 0;
    unsigned Um = 1000;
    long long A64 = 0;
    for (int g = 0; g * W < n; ++g) {
      bool anyOn = false;
      for (int i = g * W; i < std::min(n, g * W + W); ++i) anyOn |= i % 3 != 0;
      int onceOld = Once;
      if (anyOn) Once += 5;
      for (int i = g * W; i < std::min(n, g * W + W); ++i) {
        if (i % 3 == 0) {
          e2e_expect_eq("inactive", i, olds[8 * i], -999);
          e2e_expect_eq("inactive_once", i, once_olds[i], -999);
          continue;
        }
        int v = (i * 37) % 23 - 11;
        e2e_expect_eq("add", i, olds[8 * i + 0], A); A += v;
        e2e_expect_eq("sub", i, olds[8 * i + 1], S); S -= v;
        e2e_expect_eq("min", i, olds[8 * i + 2], Mn); Mn = std::min(Mn, v);
        e2e_expect_eq("max", i, olds[8 * i + 3], Mx); Mx = std::max(Mx, v);
        e2e_expect_eq("and", i, olds[8 * i + 4], An); An &= v | 0x10;
        e2e_expect_eq("or", i, olds[8 * i + 5], Or); Or |= 1 << (i % 30);
        e2e_expect_eq("xor", i, olds[8 * i + 6], X); X ^= v;
        e2e_expect_eq("umin", i, (unsigned)olds[8 * i + 7], Um); Um = std::min(Um, (unsigned)(v + 100));
        e2e_expect_eq("add64", i, (long long)olds64[i], A64); A64 += (long long)v * 1000000000;
        e2e_expect_eq("once", i, once_olds[i], onceOld);
      }
    }
    e2e_expect_eq("add_final", n, add_c, A);
    e2e_expect_eq("sub_final", n, sub_c, S);
    e2e_expect_eq("min_final", n, min_c, Mn);
    e2e_expect_eq("max_final", n, max_c, Mx);
    e2e_expect_eq("and_final", n, and_c, An);
    e2e_expect_eq("or_final", n, or_c, Or);
    e2e_expect_eq("xor_final", n, xor_c, X);
    e2e_expect_eq("umin_final", n, umin_c, Um);
    e2e_expect_eq("add64_final", n, (long long)add64_c, A64);
    e2e_expect_eq("once_final", n, once_c, Once);
    std::printf("n=%d add %d sub %d min %d max %d and %d or %d xor %d add64 %lld\n", n, A, S, Mn, Mx, An, Or, X, A64);
  }
  return e2e_finish("atomics");
}
