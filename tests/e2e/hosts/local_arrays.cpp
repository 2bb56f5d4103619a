#include "e2e_check.h"
#include "local_arrays_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {1, 5, 16, 37, 100}) {
    std::vector<int> idx(n);
    std::vector<float> out(n, -1);
    for (int i = 0; i < n; ++i) idx[i] = (i * 5 + 3) % 11;
    ispc::mixed(out.data(), idx.data(), n);
    const float u[2][3] = {{10, 20, 30}, {40, 50, 60}};
    for (int i = 0; i < n; ++i) {
      float a[4] = {1, 2, 3, (float)i};
      int j = idx[i] & 3;
      if (i & 1) a[j] += 100;
      float want = a[0] + a[1] + a[2] + a[3] + a[j] + u[j & 1][(j + 1) % 3];
      e2e_expect_eq("mixed", i, out[i], want);
      digest += (long long)out[i];
    }
  }
  for (int rows : {1, 3, 17, 40}) {
    const int K = 7;
    std::vector<int> keys(rows * K), sorted(rows * K, -1);
    for (int i = 0; i < rows * K; ++i) keys[i] = (int)((i * 2654435761u) >> 20) % 50 - 10;
    ispc::sort_rows(keys.data(), sorted.data(), rows);
    for (int r = 0; r < rows; ++r) {
      std::vector<int> want(keys.begin() + r * K, keys.begin() + (r + 1) * K);
      std::sort(want.begin(), want.end());
      for (int k = 0; k < K; ++k) {
        e2e_expect_eq("sort", r * K + k, sorted[r * K + k], want[k]);
        digest += sorted[r * K + k] * (k + 1);
      }
    }
  }
  for (int n : {1, 9, 64, 131}) {
    std::vector<int> data(n);
    for (int i = 0; i < n; ++i) data[i] = (i % 7) - 2;
    int sums[2] = {-1, -1};
    ispc::gang_partials(data.data(), n, sums);
    int want = 0;
    for (int i = 0; i < n; ++i) if (data[i] > 0) want += data[i];
    e2e_expect_eq("gang_partials", n, sums[0], want);
    e2e_expect_eq("table", n, sums[1], 507);
    digest += sums[0];
  }
  for (int n : {1, 6, 23, 64}) {
    std::vector<int> vals(n * 6);
    for (int i = 0; i < n * 6; ++i) vals[i] = (i * 37 + i / 3) % 23;
    std::vector<double> out(n, -1);
    ispc::per_lane_tables(vals.data(), out.data(), n);
    for (int i = 0; i < n; ++i) {
      int hist[2][5] = {{0}};
      bool seen[5] = {false};
      const double w[5] = {0.5, 1.5, 2.5, 3.5, 4.5};
      for (int k = 0; k < 6; ++k) {
        int v = vals[i * 6 + k];
        hist[v & 1][v % 5] += 1;
        seen[v % 5] = true;
      }
      double acc = 0;
      for (int k = 0; k < 5; ++k)
        if (seen[k]) acc += w[k] * (hist[0][k] + 10 * hist[1][k]);
      e2e_expect_eq("tables", i, out[i], acc);
      digest += (long long)(out[i] * 2);
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("local_arrays");
}
