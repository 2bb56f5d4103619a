#include "e2e_check.h"
#include "varying_globals_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  std::vector<float> out(4 * W, -1);
  ispc::initial(out.data());
  for (int l = 0; l < W; ++l)
    e2e_expect_near("initial", l, out[l], (l & 3) + 1 + 1.5);

  // The model: each program instance's copies of the globals.
  std::vector<std::vector<int>> hist(W, std::vector<int>{1, 2, 3, 4});
  int runs = 0;
  for (int n : {1, 5, 37, 100}) {
    std::vector<float> in(n);
    for (int i = 0; i < n; ++i)
      in[i] = (i * 7) % 5 - 1.5f; // some negative: lanes drop out
    ispc::run(in.data(), out.data(), n);
    ++runs;
    double total = 0;
    long total_n = 0;
    for (int l = 0; l < W; ++l) {
      int counter = l, cnt = 0;
      double sum = 0;
      for (int base = 0; base + l < n; base += W) {
        float x = in[base + l];
        if (x > 0) {
          ++counter;
          sum += x * 1.5f;
          ++cnt;
          hist[l][counter & 3] += 10;
        }
      }
      e2e_expect_near("acc.sum", l, out[l], sum);
      e2e_expect_eq("acc.n", l, (int)out[W + l], cnt);
      e2e_expect_eq("counter", l, (int)out[2 * W + l], counter);
      e2e_expect_eq("hist", l, (int)out[3 * W + l], hist[l][l & 3]);
      total += sum;
      total_n += cnt;
    }
    digest += (long long)(total * 2) + total_n;
  }
  e2e_expect_eq("calls", 0, ispc::get_calls(), runs);

  std::vector<int> data(W), iout(2 * W, -1);
  for (int l = 0; l < W; ++l)
    data[l] = 1000 + l;
  ispc::through_pointers(data.data(), iout.data());
  for (int l = 0; l < W; ++l) {
    e2e_expect_eq("pc", l, iout[l], 7 * l + (l % 2));
    e2e_expect_eq("cursor", l, iout[W + l], l % 2 ? 1000 : 1000 + l);
  }
  int k = 5;
  ispc::lane_calls(iout.data(), k);
  for (int l = 0; l < W; ++l)
    e2e_expect_eq("lane_calls", l, iout[l], 100 + (l < k ? k - l : 0) + 1);
  std::printf("digest %lld\n", digest);
  return e2e_finish("varying_globals");
}
