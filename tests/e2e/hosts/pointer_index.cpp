#include "e2e_check.h"
#include "pointer_index_ispc.h"
#include <vector>

int main() {
  const int M = 201, C = 100;
  long long digest = 0;
  for (int r : {0, 3, 10}) {
    std::vector<int> arr(M), ref(M), out(40);
    for (int i = 0; i < M; ++i) arr[i] = ref[i] = (i * 37) % 101 - 50;
    const int n = 33;
    ispc::around(arr.data() + C, out.data(), n, r);
    int *mid = ref.data() + C;
    mid[0] += 1000;
    for (int i = 0; i < n; ++i) {
      int a = mid[-i], b = mid[i - r], c = mid[i - r] + mid[r - i], d = mid[i * 2 - r], e = mid[i];
      int want = a + 3 * b + 5 * c + 7 * d + 11 * e + mid[-1] + mid[2];
      e2e_expect_eq("around", i, out[i], want);
      digest += out[i];
    }
    mid[r - 1] = -1;
    for (int i = 0; i < M; ++i) e2e_expect_eq("arr", i, arr[i], ref[i]);
  }
  std::vector<float> f(100), g(100);
  for (int i = 0; i < 100; ++i) f[i] = g[i] = i * 0.25f;
  ispc::offset_store(f.data() + 50, 20);
  for (int i = 0; i < 20; ++i) g[50 + i] += 1;
  for (int i = 0; i < 20; ++i) g[50 - i - 1] = i * 0.5f;
  for (int i = 0; i < 100; ++i) { e2e_expect_near("offset", i, f[i], g[i], 0); digest += (long long)(f[i] * 4); }
  std::printf("digest %lld\n", digest);
  return e2e_finish("pointer_index");
}
