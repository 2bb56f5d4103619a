#include "e2e_check.h"
#include "atomics_float_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  const int W = ispc::gang_width();
  double digest = 0;
  for (int n : {64, 45, 7}) {
    float fc[5] = {3, 1000, 5, -5, 0};
    double dc[2] = {0.5, 100};
    std::vector<float> fold(4 * n, -999), once_old(n, -999);
    std::vector<double> dold(2 * n, -999);
    ispc::float_atomics(fc, dc, fold.data(), dold.data(), once_old.data(), n);
    float A = 3, S = 1000, Mn = 5, Mx = -5, Once = 0;
    double DA = 0.5, DM = 100;
    for (int g = 0; g * W < n; ++g) {
      bool anyOn = false;
      for (int i = g * W; i < std::min(n, g * W + W); ++i) anyOn |= i % 3 != 0;
      float onceOld = Once;
      if (anyOn) Once += 0.25f;
      for (int i = g * W; i < std::min(n, g * W + W); ++i) {
        if (i % 3 == 0) {
          e2e_expect_eq("inactive", i, fold[4 * i], -999.0f);
          continue;
        }
        float v = ((i * 37) % 23 - 11) * 0.5f;
        e2e_expect_eq("fadd", i, fold[4 * i + 0], A); A += v;
        e2e_expect_eq("fsub", i, fold[4 * i + 1], S); S -= v;
        e2e_expect_eq("fmin", i, fold[4 * i + 2], Mn); Mn = std::min(Mn, v);
        e2e_expect_eq("fmax", i, fold[4 * i + 3], Mx); Mx = std::max(Mx, v);
        e2e_expect_eq("dadd", i, dold[2 * i + 0], DA); DA += (double)v * 4;
        e2e_expect_eq("dmin", i, dold[2 * i + 1], DM); DM = std::min(DM, (double)v);
        e2e_expect_eq("once", i, once_old[i], onceOld);
      }
    }
    e2e_expect_eq("fadd_final", n, fc[0], A);
    e2e_expect_eq("fsub_final", n, fc[1], S);
    e2e_expect_eq("fmin_final", n, fc[2], Mn);
    e2e_expect_eq("fmax_final", n, fc[3], Mx);
    e2e_expect_eq("once_final", n, fc[4], Once);
    e2e_expect_eq("dadd_final", n, dc[0], DA);
    e2e_expect_eq("dmin_final", n, dc[1], DM);
    digest += fc[0] + fc[1] + fc[2] + fc[3] + dc[0] + dc[1];
  }
  std::printf("digest %.3f\n", digest);
  return e2e_finish("atomics_float");
}
