#include "e2e_check.h"
#include "ptr_returns_ispc.h"
#include <cstdio>
#include <vector>

int main() {
  long long digest = 0;
  const int N = 45; // several gangs and a partial one on every target
  std::vector<float> a(N + 1), b(N + 1), out(5 * N);
  for (int i = 0; i <= N; ++i) {
    a[i] = (float)((i * 37) % 23);
    b[i] = (float)((i * 11) % 19);
  }
  std::vector<float> a0 = a, b0 = b;
  ispc::ptr_returns(out.data(), a.data(), b.data(), N);
  for (int i = 0; i < N; ++i) {
    float mx = a0[i] > b0[i] ? a0[i] : b0[i];
    e2e_expect_near("uniform+varying ptr", i, out[5 * i], a0[i] + a0[N], 0);
    e2e_expect_near("divergent ptr", i, out[5 * i + 1], mx, 0);
    e2e_expect_near("ptr to varying", i, out[5 * i + 2], 9.0f * i, 0);
    e2e_expect_near("varying ptr to varying", i, out[5 * i + 3],
                    (i & 1) ? -(float)i : 10.0f * i, 0);
    e2e_expect_near("soa ptr", i, out[5 * i + 4], 6.0f * i, 0);
    // The write through the pointer `larger` returned.
    e2e_expect_near("write a", i, a[i], a0[i] + (a0[i] > b0[i] ? 0.5f : 0), 0);
    e2e_expect_near("write b", i, b[i], b0[i] + (a0[i] > b0[i] ? 0 : 0.5f), 0);
    for (int k = 0; k < 5; ++k)
      digest += (long long)out[5 * i + k];
  }
  // Export functions hand C a pointer into its own array.
  int best = 0;
  for (int i = 1; i < N; ++i)
    if (a[i] > a[best])
      best = i;
  float *m = ispc::find_max(a.data(), N);
  e2e_expect_eq("find_max", 0, (long long)(m - a.data()), (long long)best);
  const int ints[4] = {4, 5, 6, 7};
  for (int i = 0; i < 4; ++i) {
    const int32_t *p = ispc::const_at(ints, i);
    e2e_expect_eq("const_at", i, p == ints + i, true);
  }
  digest += best;
  {
    std::vector<float> o(N), src(N + 1);
    for (int i = 0; i <= N; ++i) src[i] = 3.0f * i + 1;
    ispc::fnptr_returns(o.data(), src.data(), N);
    for (int i = 0; i < N; ++i) {
      e2e_expect_near("fnptr", i, o[i], src[i % 3 == 0 ? i + 1 : i], 0);
      digest += (long long)o[i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("ptr_returns");
}
