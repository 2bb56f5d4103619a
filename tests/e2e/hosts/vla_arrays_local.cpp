#include "e2e_check.h"
#include "vla_arrays_local_ispc.h"

// Each kernel's result computed in scalar C++ for the gang width W the
// kernel reports (sizes W, 2W, W/2+2, W+1, W+3, W*W/16+1 as declared there).
int main() {
  const int W = ispc::gang_width();
  const int n = 100;

  float rot[n];
  ispc::rotate_through_memory(rot, n);
  for (int i = 0; i < n; ++i) {
    int g = i / W * W, l = i % W;
    int src = g + (l + 1) % W; // the neighbour lane's index (same gang)
    // The last gang may be partial: lanes past n left tmp unwritten, but
    // no active lane reads them except the last active one's neighbour.
    if (src < n)
      e2e_expect_near("rotate", i, rot[i], src * 2.0);
  }

  int sums[n];
  ispc::per_lane_sums(sums, n);
  for (int i = 0; i < n; ++i) {
    long s = 0;
    for (int k = 0; k < 2 * W; ++k)
      s += i * 100 + k % W + (k >= W ? 1 : 0);
    e2e_expect_eq("per_lane", i, (long)sums[i], s + i * 100 + i % W);
  }

  int init[64];
  ispc::initializers(init);
  for (int l = 0; l < W; ++l) {
    int total = 5 * 1 + 6 * 2 + 7 * 3;
    int vt = l * 3 + 1 * 4;
    e2e_expect_eq("init", l, init[l], total * 1000 + vt);
  }

  float data[64], sp[64];
  for (int l = 0; l < 64; ++l)
    data[l] = 0.25f * l + 1;
  const int rounds = 3;
  ispc::structs_and_pointers(sp, data, rounds);
  for (int l = 0; l < W; ++l) {
    double acc = 0;
    for (int r = 0; r < rounds; ++r) {
      if (l % 2 == 0)
        acc += (double)(data[W - 1 - l] * (r + 1)) + (l + r);
      acc += data[(((l + 1) % W) + r) % W];
    }
    e2e_expect_near("structs", l, sp[l], acc, 1e-5);
  }

  float dec[64];
  int sizes[7];
  ispc::decay_and_sizeof(dec, sizes);
  double sum = 0;
  for (int k = 0; k < W; ++k)
    sum += 1.0 + (W - 1 - k);
  for (int l = 0; l < W; ++l)
    e2e_expect_near("decay", l, dec[l], sum + 1 + (W - l), 1e-6);
  int want[7] = {4 * W, W, 4 * (W + 1) * W, W, 3 * 8 * W, W * W / 16 + 1,
                 W * W / 16 + 1};
  for (int k = 0; k < 7; ++k)
    e2e_expect_eq("sizeof", k, sizes[k], want[k]);

  int md[64];
  ispc::multi_dim(md);
  for (int l = 0; l < W; ++l)
    e2e_expect_eq("multi_dim", l, md[l],
                  l * 10 + l % 4 + (l % 3) * 1000 + (W - 1 - l) +
                      (l / 2) * 100 + l + 1 + l * 7);
  return e2e_finish("vla_arrays_local");
}
