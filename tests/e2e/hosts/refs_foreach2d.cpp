#include "e2e_check.h"
#include "refs_foreach2d_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  int calls = 5;
  for (int n : {1, 8, 23}) {
    std::vector<float> data(n), out(n, -1);
    for (int i = 0; i < n; ++i) data[i] = (i % 5) * 0.75f - 0.5f;
    ispc::Acc total = {-1, -1};
    ispc::refs(data.data(), n, out.data(), total, calls);
    for (int i = 0; i < n; ++i) {
      float x = data[i], y = -data[i] * 0.5f;
      if (x > 1) { float t = x; x = y; y = t; }
      float want = (x + y * 2) * 10 + 2;
      e2e_expect_eq("refs", i, out[i], want);
      digest += (long long)(out[i] * 8);
    }
    e2e_expect_eq("total.sum", n, total.sum, (float)n);
    e2e_expect_eq("total.n", n, total.n, 2);
  }
  e2e_expect_eq("calls", 0, calls, 8);
  for (int w : {1, 5, 19}) {
    for (int h : {1, 3, 7}) {
      std::vector<int> out(w * h, -1);
      ispc::grid(out.data(), w, h);
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          int want = x == y ? -1 : y * 1000 + x;
          e2e_expect_eq("grid", y * w + x, out[y * w + x], want);
          digest += out[y * w + x];
        }
    }
  }
  {
    const int d0 = 4, d1 = 6, d2 = 21;
    std::vector<int> out(d0 * d1 * d2, -1);
    ispc::box(out.data(), d0, d1, d2);
    for (int a = 0; a < d0; ++a)
      for (int b = 0; b < d1; ++b)
        for (int c = 0; c < d2; ++c) {
          int idx = (a * d1 + b) * d2 + c;
          int want = (a >= 1 && b >= 2) ? a * 100 + b * 10 + c : -1;
          e2e_expect_eq("box", idx, out[idx], want);
          digest += out[idx];
        }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("refs_foreach2d");
}
