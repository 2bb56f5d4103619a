#include "e2e_check.h"
#include "memory_shapes_ispc.h"

int main() {
  const int N = 53;
  float a[2 * N + 2], out[N], strided[3 * N], scat[N];
  int idx[N];
  for (int i = 0; i < 2 * N + 2; ++i) a[i] = i * 1.5f;
  for (int i = 0; i < N; ++i) idx[i] = (i * 17) % N;  // 17 is coprime to 53
  for (int i = 0; i < 3 * N; ++i) strided[i] = -1;
  ispc::shapes(a, idx, out, strided, scat, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("out", i, out[i], a[idx[i]] + a[2 * i + 1] + a[0], 0);
    e2e_expect_near("strided", i, strided[3 * i], a[idx[i]], 0);
    e2e_expect_near("strided-gap", i, strided[3 * i + 1], -1, 0);
    e2e_expect_near("scat", i, scat[idx[i]], (float)i, 0);
  }
  int src[N], dst[N];
  for (int i = 0; i < N; ++i) src[i] = i * i;
  ispc::reverse(src, dst, N);
  for (int i = 0; i < N; ++i) e2e_expect_eq("reverse", i, dst[N - 1 - i], src[i]);
  return e2e_finish("memory_shapes");
}
