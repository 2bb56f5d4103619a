#include "e2e_check.h"
#include "struct_aligned_ispc.h"
#include <cstddef>
#include <cstdint>
#include <vector>

int main() {
  int out[10] = {};
  ispc::layout(out);
  e2e_expect_eq("sizeof(A)", 0, out[0], (int)sizeof(ispc::A));
  e2e_expect_eq("sizeof(A) is 32", 0, out[0], 32);
  e2e_expect_eq("sizeof(B)", 0, out[1], (int)sizeof(ispc::B));
  e2e_expect_eq("sizeof(B) is 96", 0, out[1], 96);
  e2e_expect_eq("sizeof(T)", 0, out[2], 64);
  e2e_expect_eq("sizeof(C)", 0, out[3], (int)sizeof(ispc::C));
  e2e_expect_eq("A[] stride", 0, out[4], 32);
  e2e_expect_eq("offsetof(B, a)", 0, out[5], (int)offsetof(ispc::B, a));
  e2e_expect_eq("offsetof(B, z)", 0, out[6], (int)offsetof(ispc::B, z));
  e2e_expect_eq("&arr[0] % 32", 0, out[7], 0);
  e2e_expect_eq("&t % 64", 0, out[8], 0);
  e2e_expect_eq("sizeof(varying A) / programCount", 0, out[9], 32);
  const int n = 37;
  std::vector<ispc::B> bs(n);
  ispc::fill(bs.data(), n);
  for (int i = 0; i < n; ++i) {
    e2e_expect_eq("tag", i, (int)bs[i].tag, i);
    e2e_expect_eq("a.x", i, (int)bs[i].a.x, 2 * i);
    e2e_expect_eq("a.y", i, (int)bs[i].a.y, 3 * i);
    e2e_expect_eq("z", i, (int)bs[i].z, 4 * i);
  }
  std::vector<ispc::C> cs(n);
  double want = 0;
  for (int i = 0; i < n; ++i) {
    cs[i].t.d = 0.5 * i;
    cs[i].k = (int8_t)(i % 5);
    want += 0.5 * i + i % 5;
  }
  e2e_expect_near("sum_c", 0, ispc::sum_c(cs.data(), n), want);
  e2e_expect_eq("uniform new misalignment", 0, ispc::new_misalignment(), 0);
  return e2e_finish("struct_aligned");
}
