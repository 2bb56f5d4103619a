#include "e2e_check.h"
#include "ref_variables_ispc.h"

int main() {
  const int N = 39;
  float a[N], orig[N], out[2 * N], stats[3];
  for (int i = 0; i < N; ++i) orig[i] = a[i] = 0.5f * (i % 9) - 1;
  ispc::ref_variables(a, out, stats, N);
  for (int i = 0; i < N; ++i) {
    float x = orig[i] * 2;
    e2e_expect_near("element", i, a[i], x);
    float sum = i % 3 == 0 ? x : 0;
    e2e_expect_near("local", i, out[2 * i], x + 1 + sum);
    e2e_expect_near("member", i, out[2 * i + 1], (i % 3 == 0 ? 1 : 0) + 10);
  }
  e2e_expect_near("uniform", 0, stats[0], 5);
  e2e_expect_near("struct-sum", 1, stats[1], 3);
  e2e_expect_near("struct-n", 2, stats[2], 4);
  return e2e_finish("ref_variables");
}
