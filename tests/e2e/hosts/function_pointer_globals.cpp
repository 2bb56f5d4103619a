#include "e2e_check.h"
#include "function_pointer_globals_ispc.h"

static float apply(int k, float x) {
  return k == 0 ? 2 * x : (k == 1 ? x * x : -x);
}

int main() {
  const int N = 37;
  float in[N], out[N * 5];
  for (int i = 0; i < N; ++i) in[i] = 0.5f * (i % 13) - 2;
  ispc::fnptr_globals(in, out, N);
  for (int i = 0; i < N; ++i) {
    float x = in[i];
    e2e_expect_near("global", i, out[5 * i + 0], 2 * x);
    e2e_expect_near("table", i, out[5 * i + 1], apply(i % 3, x));
    e2e_expect_near("table-uniform-index+struct", i, out[5 * i + 2],
                    apply(N % 3, x + 1) + ((i & 1) ? x * x + 8 : -x + 7));
    e2e_expect_near("global-assigned", i, out[5 * i + 3], -x + 9);
    e2e_expect_near("static-local", i, out[5 * i + 4], -x);
  }
  return e2e_finish("function_pointer_globals");
}
