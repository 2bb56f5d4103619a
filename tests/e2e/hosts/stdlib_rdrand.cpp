#include "e2e_check.h"
#include "stdlib_rdrand_ispc.h"
#include <cstdint>
#include <set>
#include <vector>

int main() {
  const int W = ispc::rdrand_gang_width();
  // rdrand: success, range, and (with overwhelming probability) not all equal.
  {
    std::vector<float> f(W, -1);
    std::vector<int32_t> i32(W, 0);
    std::vector<int16_t> i16(W, 0x5555);
    int64_t i64 = 0;
    std::vector<int> ok(W);
    ispc::randoms(f.data(), i32.data(), &i64, i16.data(), ok.data());
    std::set<int32_t> distinct;
    for (int i = 0; i < W; ++i) {
      e2e_expect_eq("rdrand ok", i, ok[i], 15);
      e2e_expect_eq("rdrand float range", i, f[i] >= 0.0f && f[i] < 1.0f, true);
      distinct.insert(i32[i]);
    }
    e2e_expect_eq("rdrand inactive lane untouched", 1, W > 1 ? i16[1] : (int16_t)0x5555,
                  (int16_t)0x5555);
    if (W >= 4)
      e2e_expect_eq("rdrand distinct", 0, distinct.size() >= 2, true);
  }
  return e2e_finish("stdlib_rdrand");
}
