#include "e2e_check.h"
#include "struct_operators_unary_assign_ispc.h"

int main() {
  const int N = 27;
  float vals[N], out[16 * N];
  for (int i = 0; i < N; ++i) vals[i] = (float)(i % 6); // 0 .. 5: v = 0 makes !a true
  ispc::ops(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float v = vals[i];
    e2e_expect_near("neg", i, out[16 * i + 0], -3 * v);
    e2e_expect_near("not", i, out[16 * i + 1], v == 0 ? 1 : 0);
    e2e_expect_near("bitnot", i, out[16 * i + 2], (float)((int)v ^ 0xff));
    e2e_expect_near("preinc", i, out[16 * i + 3], 3 * v + 2);
    e2e_expect_near("postinc-value", i, out[16 * i + 4], v + 1);
    e2e_expect_near("postinc-after", i, out[16 * i + 5], v + 11);
    e2e_expect_near("compound.x", i, out[16 * i + 6], v > 2 ? 2 * (v + 1) : v);
    e2e_expect_near("compound.y", i, out[16 * i + 7], v > 2 ? 2 * (2 * v + 1) : 2 * v);
    e2e_expect_near("predec-postdec", i, out[16 * i + 8], 2 * v - 11);
    e2e_expect_near("postdec-value", i, out[16 * i + 9], 2 * v - 1);
    e2e_expect_near("assign-other-type", i, out[16 * i + 10], v + 7.5f);
    e2e_expect_near("assign-same-type", i, out[16 * i + 11], 2 * v);
    e2e_expect_near("land", i, out[16 * i + 12], v != 0 ? 1 : 0);
    e2e_expect_near("lor", i, out[16 * i + 13], 1);
    e2e_expect_near("uniform-neg", i, out[16 * i + 14], -101 - 2);
    e2e_expect_near("template-operator", i, out[16 * i + 15], 100 * v + 3);
  }
  return e2e_finish("struct_operators_unary_assign");
}
