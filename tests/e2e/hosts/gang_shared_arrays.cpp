#include "e2e_check.h"
#include "gang_shared_arrays_ispc.h"

int main() {
  const int N = 45;
  float vals[N], out[4 * N];
  for (int i = 0; i < N; ++i) vals[i] = (float)i;
  ispc::shared(vals, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("element-written-by-instance-0", i, out[4 * i + 0], 5);
    e2e_expect_near("element-not-written", i, out[4 * i + 1], 1);
    e2e_expect_near("struct-members", i, out[4 * i + 2], 3 + 4);
    e2e_expect_near("through-pointer", i, out[4 * i + 3], 11);
  }
  return e2e_finish("gang_shared_arrays");
}
