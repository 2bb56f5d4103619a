#include "widen_blended_branch_mask_ispc.h"
// Scalar reference of widen_blended_branch_mask.spmd: au32 holds 12 at
// every third element, so both arms run, and the short-circuited lanes
// (au32[i] != 12) must keep au8[6].
#include "e2e_check.h"
#include <cstdint>
#include <vector>
using namespace ispc;

int main() {
  for (int n : {5, 61, 77, 131}) {
    std::vector<uint8_t> au8(64);
    std::vector<uint32_t> au32(n);
    std::vector<int64_t> oi(2 * n, -7);
    for (int i = 0; i < 64; ++i)
      au8[i] = (uint8_t)(90 + i);
    for (int i = 0; i < n; ++i)
      au32[i] = i % 3 == 0 ? 12 : 1000 + i;
    blended_mask(au8.data(), au32.data(), oi.data(), n);
    for (int i = 0; i < n; ++i) {
      bool c9 = !(12 == au32[i]) || 21 < (int8_t)i;
      uint8_t v2 = au8[6];
      if (!c9)
        v2 -= (uint8_t)((uint8_t)i % 5);
      e2e_expect_eq("v1", i, oi[2 * i], (int64_t)(c9 ? 0 : -1));
      e2e_expect_eq("v2", i, oi[2 * i + 1], (int64_t)v2);
    }
  }
  return e2e_finish("widen_blended_branch_mask");
}
