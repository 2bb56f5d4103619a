#include "e2e_check.h"
#include "pointer_to_array_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  std::vector<int> out(8 * W, -7);
  ispc::pointer_to_array(out.data());
  const int rowSums[3] = {10, 26, 42};
  for (int i = 0; i < W; ++i) {
    const int *o = &out[8 * i];
    e2e_expect_eq("y[1][i%5]", i, o[0], 10 + i % 5);
    int r = i & 1;
    e2e_expect_eq("z", i, o[1], (10 * r + i % 10) + (10 * r + 9));
    e2e_expect_eq("u", i, o[2], (10 + i % 10) + 3);
    e2e_expect_eq("table", i, o[3], rowSums[i % 3] + 78 + 9);
    // m[2][j] = (2 + 0.5 j) * 10, doubled.
    e2e_expect_eq("rows", i, o[4], (int)((2 + 0.5f * (i % 3)) * 10 * 2));
    e2e_expect_eq("whole", i, o[5], (int)((3 + 0.5f * 2) * 2));
    int c12 = (i & 1) ? -i : i * 100 + 6;
    e2e_expect_eq("cell", i, o[6], c12 + i * 100 + 1);
    e2e_expect_eq("sizeof", i, o[7], 40 + 400);
  }
  return e2e_finish("pointer_to_array");
}
