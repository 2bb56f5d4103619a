#include "e2e_check.h"
#include "strided_reverse_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  for (int n : {1, 4, 9, 33, 70}) {
    std::vector<float> aos(3 * n + 3), xs(n), ys(n), zs(n), l2(n), aos2(3 * n + 3, -1.0f);
    for (int i = 0; i < 3 * n; ++i) aos[i] = (float)((i * 7) % 23 - 11) * 0.5f;
    ispc::aos_to_soa(aos.data(), xs.data(), ys.data(), zs.data(), l2.data(), n);
    for (int i = 0; i < n; ++i) {
      float x = aos[3 * i], y = aos[3 * i + 1], z = aos[3 * i + 2];
      e2e_expect_near("xs", i, xs[i], x, 0);
      e2e_expect_near("ys", i, ys[i], y, 0);
      e2e_expect_near("zs", i, zs[i], z, 0);
      e2e_expect_near("len2", i, l2[n - 1 - i], x * x + y * y + z * z, 0);
      digest += (long long)(l2[i] * 4);
    }
    ispc::soa_to_aos(xs.data(), ys.data(), zs.data(), aos2.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("aos0", i, aos2[3 * i], xs[i] * 2, 0);
      e2e_expect_near("aos1", i, aos2[3 * i + 1], ys[i] - xs[i], 0);
      e2e_expect_near("aos2", i, aos2[3 * i + 2], zs[n - 1 - i], 0);
      digest += (long long)(aos2[3 * i] * 2 + aos2[3 * i + 1] * 3 + aos2[3 * i + 2] * 5);
    }
    for (int k = 3 * n; k < 3 * n + 3; ++k) e2e_expect_near("aos_guard", k, aos2[k], -1.0, 0);

    std::vector<int> a(n), b(n), out(2 * n + 2, -3), b3(n), src(3 * n), dst(2 * n, -7);
    for (int i = 0; i < n; ++i) { a[i] = i * i - 10; b[i] = 1000 - 3 * i; }
    ispc::interleave(a.data(), b.data(), out.data(), b3.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("even", i, out[2 * i], a[i]);
      e2e_expect_eq("odd", i, out[2 * i + 1], b[n - 1 - i]);
      e2e_expect_eq("back3", i, b3[i], a[n - 1 - i] + b[n - 1 - i]);
      digest += out[2 * i] * 3 + out[2 * i + 1] + b3[i];
    }
    e2e_expect_eq("il_guard", 2 * n, out[2 * n], -3);
    for (int i = 0; i < 3 * n; ++i) src[i] = (i * 31) % 97;
    ispc::stride_neg(src.data(), dst.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("neg", i, dst[2 * (n - 1 - i)], src[3 * n - 1 - 3 * i] + i);
      e2e_expect_eq("neg_gap", i, dst[2 * i + 1], -7);
      digest += dst[2 * i];
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("strided_reverse");
}
