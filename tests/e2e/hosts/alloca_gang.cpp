#include "e2e_check.h"
#include "alloca_gang_ispc.h"

int main() {
  const int N = 21, M = 37;
  float vals[N], out[2 * N];
  for (int i = 0; i < N; ++i) vals[i] = 10.f + i; // every instance takes the branch
  ispc::allocas(vals, out, N, M);
  float sum = 0;
  for (int k = 0; k < M; ++k) sum += k + 0.5f;
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("shared-block+loop", i, out[2 * i + 0], 1 + 0 + 1 + 2);
    e2e_expect_near("runtime-size", i, out[2 * i + 1], sum + vals[i]);
  }
  return e2e_finish("alloca_gang");
}
