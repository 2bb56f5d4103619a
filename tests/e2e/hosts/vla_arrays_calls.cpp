#include "e2e_check.h"
#include "vla_arrays_calls_ispc.h"

// The kernels' results in scalar C++, gang by gang, for the kernel's gang
// width.
int main() {
  const int W = ispc::gang_width();
  const int n = 128;
  float out[n];
  ispc::calls_in_loops(out, n);
  for (int g = 0; g < n; g += W) {
    float v[64], nv[64];
    for (int l = 0; l < W; ++l)
      v[l] = (float)((g + l) % 7);
    for (int r = 0; r < 3; ++r) {
      if (r != 1) {
        for (int l = 0; l < W; ++l)
          nv[l] = v[(l + 1) % W] + v[(l + W - 1) % W];
        for (int l = 0; l < W; ++l)
          v[l] = nv[l];
      }
      for (int l = 0; l < W; ++l) {
        if ((g + l) % 3 == 0)
          continue;
        float s = 0;
        for (int k = 0; k < W; ++k)
          s += v[l] + k;
        v[l] = v[l] * 0.5f + s * 0.25f;
      }
    }
    for (int l = 0; l < W; ++l)
      e2e_expect_near("calls_in_loops", g + l, out[g + l], v[l], 1e-5);
  }
  float vp[64];
  ispc::varying_param(vp);
  for (int l = 0; l < W; ++l)
    e2e_expect_near("varying_param", l, vp[l], W * l + W * (W - 1) / 2.0);
  return e2e_finish("vla_arrays_calls");
}
