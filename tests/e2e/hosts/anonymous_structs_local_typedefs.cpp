#include "e2e_check.h"
#include "anonymous_structs_local_typedefs_ispc.h"
#include <algorithm>

int main() {
  const int N = 37;
  float vals[N], out[8 * N];
  for (int i = 0; i < N; ++i) vals[i] = 0.25f * i - 3;

  ispc::anon_structs(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    e2e_expect_near("nested", i, out[4 * i + 0], (x - 1) + (2 * x + 1));
    e2e_expect_near("tag", i, out[4 * i + 1], 3.0 * i);
    e2e_expect_near("uniform", i, out[4 * i + 2], 0.5 * 3);
    e2e_expect_near("globals", i, out[4 * i + 3], 100 - 2 + 7);
  }

  ispc::local_typedefs(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    e2e_expect_near("double", i, out[3 * i + 0], 3.0 * x);
    e2e_expect_near("int", i, out[3 * i + 1], (int)(2 * x) + i);
    e2e_expect_near("funcptr", i, out[3 * i + 2], std::max(x, 2 * x));
  }

  ispc::vector_steps(vals, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("v.x", i, out[8 * i + 0], i + 1);
    e2e_expect_near("v.y+v.z", i, out[8 * i + 1], (2 * i + 1) + (-i + 1));
    e2e_expect_near("pre", i, out[8 * i + 2], i + 1);
    e2e_expect_near("post", i, out[8 * i + 3], 2 * i + 1);
    e2e_expect_near("f.x", i, out[8 * i + 4], vals[i] - 1);
    e2e_expect_near("f.y", i, out[8 * i + 5], -0.5);
    e2e_expect_near("u", i, out[8 * i + 6], 5);
    e2e_expect_near("before", i, out[8 * i + 7], 3);
  }
  return e2e_finish("anonymous_structs_local_typedefs");
}
