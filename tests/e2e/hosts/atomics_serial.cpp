#include "atomics_serial_ispc.h"
#include "e2e_check.h"
#include <algorithm>
#include <vector>

int main() {
  const int W = ispc::atom_gang_width();
  std::vector<int> ic = {100, 0, 10, 20, 3, 5, -9}, iold(3 * W, -1), uold(3, -1);
  std::vector<float> fc = {1.0f, 0.0f, 0.0f, 0.0f, 0.5f}, fold(W, -1.0f);
  std::vector<double> dc = {50.0, 0.0}, dold(W, -1.0);
  std::vector<int64_t> lc = {0, 0};
  ispc::atom_serial(ic.data(), iold.data(), fc.data(), fold.data(), dc.data(),
                    dold.data(), lc.data(), uold.data());
  // Reference: the same operations lane by lane.
  int swap = 100;
  float fsum = 1.0f;
  double dsub = 50.0;
  int cas = 0, ctr[2] = {10, 20};
  int64_t lmax[2] = {0, 0};
  float fmin[3] = {0, 0, 0};
  double dmax = 0;
  for (int l = 0; l < W; ++l) {
    int v = l + 1;
    if ((l & 1) == 0) {
      e2e_expect_eq("swap", l, iold[l], swap);
      swap = v;
      e2e_expect_near("fadd", l, fold[l], fsum);
      fsum += v * 0.5f;
      e2e_expect_near("dsub", l, dold[l], dsub);
      dsub -= v;
    } else {
      e2e_expect_eq("swap inactive", l, iold[l], -1);
    }
    e2e_expect_eq("cas", l, iold[W + l], cas);
    if (cas == 0)
      cas = v;
    e2e_expect_eq("varying ptr add", l, iold[2 * W + l], ctr[l & 1]);
    ctr[l & 1] += v;
    lmax[l & 1] = std::max<int64_t>(lmax[l & 1], int64_t(v) * 1000000000000);
    fmin[l % 3] = std::min(fmin[l % 3], -(float)v);
    dmax = std::max(dmax, (double)v);
  }
  e2e_expect_eq("swap final", 0, ic[0], swap);
  e2e_expect_eq("cas final", 0, ic[1], cas);
  e2e_expect_eq("ctr0", 0, ic[2], ctr[0]);
  e2e_expect_eq("ctr1", 0, ic[3], ctr[1]);
  e2e_expect_near("fsum", 0, fc[0], fsum);
  e2e_expect_near("dsub", 0, dc[0], dsub);
  for (int k = 0; k < 3; ++k)
    e2e_expect_near("fmin", k, fc[1 + k], fmin[k]);
  e2e_expect_near("dmax", 0, dc[1], dmax);
  e2e_expect_eq("lmax0", 0, lc[0], lmax[0]);
  e2e_expect_eq("lmax1", 0, lc[1], lmax[1]);
  e2e_expect_eq("uniform swap old", 0, uold[0], 3);
  e2e_expect_eq("uniform swap new", 0, ic[4], 77);
  e2e_expect_eq("uniform cas old", 0, uold[1], 5);
  e2e_expect_eq("uniform cas new", 0, ic[5], 6);
  e2e_expect_eq("uniform fadd old", 0, uold[2], 0);
  e2e_expect_near("uniform fadd new", 0, fc[4], 2.5);
  e2e_expect_eq("no lane", 0, ic[6], -9);
  return e2e_finish("atomics_serial");
}
