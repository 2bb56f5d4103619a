#include "e2e_check.h"
#include "single_value_init_ispc.h"

int main() {
  const int N = 37;
  float vals[N], out[8 * N];
  for (int i = 0; i < N; ++i) vals[i] = (i % 5) * 1.5f; // 0 is false as bool
  ispc::splat(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float v = vals[i];
    int iv = (int)v;
    e2e_expect_near("grid", i, out[8 * i + 0], 6.f);
    e2e_expect_near("outer", i, out[8 * i + 1], 2.7f + 2 + 2 + 100);
    e2e_expect_near("outer-double", i, out[8 * i + 2], 2.7f);
    e2e_expect_near("inner", i, out[8 * i + 3], v + v + iv + (v != 0 ? 1000 : 0));
    e2e_expect_near("pack", i, out[8 * i + 4], 2.f * iv);
    e2e_expect_near("double", i, out[8 * i + 5], -1.f);
    e2e_expect_near("global-array", i, out[8 * i + 6], 15.f);
    e2e_expect_near("global-struct", i, out[8 * i + 7], 3 + 3 + 3 + 3 + 1000);
  }
  return e2e_finish("single_value_init");
}
