#include "e2e_check.h"
#include "symbolic_stride_masked_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  const int A = 2000;
  std::vector<float> a(A);
  for (int i = 0; i < A; ++i) a[i] = (float)((i * 13) % 97);
  const int cases[][3] = {{50, 1, 100}, {50, 2, 103}, {37, 3, 900}, {41, 0, 500}, {45, -2, 1000}, {30, 7, 500}, {64, -1, 999}};
  for (auto &c : cases) {
    int n = c[0], s = c[1], off = c[2];
    std::vector<float> out(n);
    ispc::sym_masked(a.data(), out.data(), n, s, off);
    for (int i = 0; i < n; ++i) {
      float v = -1;
      if (i % 3 != 0) v = a[i * s + off];
      if (i % 4 == 3) v += a[off - i * s];
      e2e_expect_near("sym_masked", i, out[i], v, 0);
      digest += (long long)out[i];
    }
    if (s != 0) {
      std::vector<int> o(A, -3), w(A, -3);
      ispc::sym_store_masked(o.data(), n, s, off);
      for (int i = 0; i < n; ++i) if ((i & 1) == 1) w[i * s + off] = i * 10;
      for (int k = 0; k < A; ++k) { e2e_expect_eq("sym_store", k, o[k], w[k]); }
      for (int k = 0; k < A; k += 7) digest += o[k];
    }
  }
  std::vector<int> ai(A), oi(100);
  for (int i = 0; i < A; ++i) ai[i] = i * 3 - 1000;
  for (int m : {0, 6, 7, 20, 48}) {
    int n = 60;
    ispc::derived_stride(ai.data(), oi.data(), n, m);
    int s = m / 7 + 1, t = s * 2 - 3;
    for (int i = 0; i < n; ++i) {
      e2e_expect_eq("derived", i, oi[i], ai[i * s] + ai[i * t + 200] + ai[(i + 1) * s - 1]);
      digest += oi[i];
    }
  }
  for (int n : {1, 5, 33, 80}) {
    ispc::wrap_stride(ai.data(), oi.data(), n);
    for (int i = 0; i < n; ++i) { e2e_expect_eq("wrap", i, oi[i], 2 * ai[n - 1 - i]); digest += oi[i]; }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("symbolic_stride_masked");
}
