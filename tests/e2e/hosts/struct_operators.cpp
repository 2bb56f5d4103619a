#include "e2e_check.h"
#include "struct_operators_ispc.h"

int main() {
  const int N = 27;
  float vals[N], out[10 * N];
  for (int i = 0; i < N; ++i) vals[i] = (i % 7) - 1.5f + (i == 5 ? 1.5f : 0); // lane 5: v = 3 = b.x
  ispc::ops(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float v = vals[i];
    e2e_expect_near("add.x", i, out[10 * i + 0], v + 3);
    e2e_expect_near("add.y", i, out[10 * i + 1], 2 * v + 4);
    e2e_expect_near("mul", i, out[10 * i + 2], 2 * v + 4 * v);
    e2e_expect_near("mul-scalar-first", i, out[10 * i + 3], 2 * v + 1000);
    e2e_expect_near("varying-cf", i, out[10 * i + 4], v > 2 ? v + 6 : v);
    e2e_expect_near("eq-self", i, out[10 * i + 5], 1);
    e2e_expect_near("eq", i, out[10 * i + 6], (v == 3 && 2 * v == 4) ? 1 : 0);
    e2e_expect_near("rem", i, out[10 * i + 7], v * 4 - 2 * v * 3);
    e2e_expect_near("shl", i, out[10 * i + 8], v * 8);
    e2e_expect_near("uniform", i, out[10 * i + 9], 9 + 18);
  }
  return e2e_finish("struct_operators");
}
