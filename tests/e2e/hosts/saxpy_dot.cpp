#include "e2e_check.h"
#include "saxpy_dot_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {0, 1, 7, 16, 100, 333}) {
    std::vector<float> x(n + 1), y(n + 1), y0(n + 1), pf(W);
    std::vector<double> pd(W);
    std::vector<int64_t> pi(W);
    std::vector<int> cnt(W), xi(n + 1), yi(n + 1);
    for (int i = 0; i < n; ++i) {
      x[i] = (float)((i * 5) % 17 - 8) * 0.5f;
      y[i] = y0[i] = (float)((i * 3) % 11 - 5);
      xi[i] = (i % 2 ? 1 : -1) * (100000 + i * 977);
      yi[i] = 70000 + (i * 131) % 5000;
    }
    x[n] = 1e9f; y[n] = y0[n] = 123.0f;
    ispc::saxpy(1.5f, x.data(), y.data(), n);
    for (int i = 0; i < n; ++i) {
      e2e_expect_near("saxpy", i, y[i], 1.5f * x[i] + y0[i], 0);
      digest += (long long)(y[i] * 4);
    }
    e2e_expect_near("saxpy_guard", n, y[n], 123.0, 0);

    float d = ispc::dot(x.data(), y.data(), n, pf.data());
    float want = 0;
    for (int i = 0; i < n; ++i) want += x[i] * y[i];
    e2e_expect_near("dot", n, d, want, 0);
    digest += (long long)(d * 4);

    int count = -1;
    double dp = ispc::dot_pos(x.data(), y.data(), n, pd.data(), cnt.data(), &count);
    double wantd = 0;
    int wc = 0;
    for (int i = 0; i < n; ++i)
      if (x[i] > 0) { wantd += (double)x[i] * (double)y[i]; wc++; }
    e2e_expect_near("dot_pos", n, dp, wantd, 0);
    e2e_expect_eq("dot_pos_count", n, count, wc);
    digest += (long long)(dp * 4) + count;

    int64_t id = ispc::idot(xi.data(), yi.data(), n, pi.data());
    int64_t wi = 0;
    for (int i = 0; i < n; ++i) wi += (int64_t)xi[i] * yi[i];
    e2e_expect_eq("idot", n, id, wi);
    digest += id % 1000003;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("saxpy_dot");
}
