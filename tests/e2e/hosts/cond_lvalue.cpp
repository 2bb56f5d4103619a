#include "e2e_check.h"
#include "cond_lvalue_ispc.h"

int main() {
  const int N = 23;
  float vals[N], out[8 * N];
  int counter[64] = {0};
  for (int i = 0; i < N; ++i) vals[i] = (float)((i * 5) % 7);
  ispc::sel(vals, out, counter, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    e2e_expect_near("a", i, out[8 * i + 0], x > 3 ? 10 * x : 1);
    e2e_expect_near("b", i, out[8 * i + 1], x > 3 ? 2 : 10 * x);
    e2e_expect_near("p", i, out[8 * i + 2], i % 3 == 0 ? i : 0);
    e2e_expect_near("q", i, out[8 * i + 3], i % 3 == 0 ? 0 : i);
    e2e_expect_near("arr[0]", i, out[8 * i + 4], x > 3 ? -x : 0);
    e2e_expect_near("arr[1]", i, out[8 * i + 5], x > 3 ? 0 : -x);
    e2e_expect_near("ua", i, out[8 * i + 6], 1);
    e2e_expect_near("ub", i, out[8 * i + 7], 7);
  }
  // bump ran once per element (counter is per program instance: summed).
  int calls = 0;
  for (int k = 0; k < 64; ++k) calls += counter[k];
  e2e_expect_eq("calls", 0, calls, N);
  return e2e_finish("cond_lvalue");
}
