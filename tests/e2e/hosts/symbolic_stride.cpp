#include "e2e_check.h"
#include "symbolic_stride_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  for (int n : {1, 5, 16, 37, 70}) {
    for (int stride : {1, 2, 3, -1}) {
      int offset = stride < 0 ? n - 1 : 0;
      int span = (stride < 0 ? -stride : stride) * n + 1;
      std::vector<float> a(span), out(n, -1.0f);
      for (int i = 0; i < span; ++i) a[i] = (float)((i * 13) % 29 - 9);
      ispc::load_sym(a.data(), out.data(), n, stride, offset);
      for (int i = 0; i < n; ++i) {
        e2e_expect_near("load_sym", i, out[i], a[i * stride + offset] * 2.0f + 1.0f, 0);
        digest += (long long)out[i] * (i + 1);
      }
      if (stride > 0) {
        std::vector<int> src(n), o(stride * n + 1, -5);
        for (int i = 0; i < n; ++i) src[i] = i * i - 3 * i;
        ispc::store_sym(src.data(), o.data(), n, stride);
        for (int k = 0; k < stride * n + 1; ++k) {
          int want = (k % stride == 0 && k / stride < n) ? src[k / stride] + 7 : -5;
          e2e_expect_eq("store_sym", k, o[k], want);
          digest += o[k] * (k + 3);
        }
      }
    }
    std::vector<int> a(4 * n + 2), out(2 * n + 2, -9);
    for (int i = 0; i < 4 * n + 2; ++i) a[i] = (i * 37) % 101 - 50;
    ispc::masked_small(a.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      bool on = (a[i] & 1) == 0;
      e2e_expect_eq("small_odd", i, out[2 * i + 1], on ? a[3 * i] + a[4 * i + 1] : -9);
      e2e_expect_eq("small_even", i, out[2 * i], on ? a[n - 1 - i] : -9);
      digest += out[2 * i] * 5 + out[2 * i + 1];
    }
    e2e_expect_eq("small_guard", 2 * n, out[2 * n], -9);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("symbolic_stride");
}
