#include "e2e_check.h"
#include "vla_lane_divide_phi_ispc.h"
#include <climits>
#include <vector>

int main() {
  int wv[1];
  ispc::width(wv);
  const int W = wv[0];
  // Dividends around the divisors W ... 8W, the extremes, and a spread.
  std::vector<int> xs = {0, 1, -1, INT_MIN, INT_MIN + 1, INT_MAX, INT_MAX - 1};
  for (int m : {1, 2, 4, 8, 16})
    for (int e : {-1, 0, 1}) {
      xs.push_back(W * m + e);
      xs.push_back(-(W * m + e));
    }
  for (int i = 0; i < 200; ++i) xs.push_back((i * 7919 + 13) % 4001 - 2000);
  int n = (int)xs.size();
  std::vector<int> out(n + 64), in(xs);
  in.resize(n + 64, 0);
  ispc::doubling(out.data(), in.data(), n);
  for (int i = 0; i < n; ++i) {
    int x = in[i], acc = 0;
    for (int s = W; s <= 8 * W; s *= 2) acc = (int)((unsigned)acc * 3u + (unsigned)(x / s - x % s));
    e2e_expect_eq("doubling", i, out[i], acc);
  }
  std::vector<unsigned> uout(n + 64), uin(in.begin(), in.end());
  ispc::doubling_unsigned(uout.data(), uin.data(), n);
  for (int i = 0; i < n; ++i) {
    unsigned x = uin[i], acc = 0;
    for (unsigned s = W; s <= 8u * W; s *= 2) acc = acc * 3 + x / s + x % s;
    e2e_expect_eq("doubling_unsigned", i, uout[i], acc);
  }
  // pingpong: gangs of W elements; sel picks the next gang's divisor.
  int gangs = (n + W - 1) / W;
  std::vector<int> sel(gangs), pout(gangs * W), pin(gangs * W);
  for (int k = 0; k < gangs; ++k) sel[k] = (k * 5 + 1) % 3 == 0 ? 1 : ((k & 1) ? -1 : 1);
  for (int i = 0; i < gangs * W; ++i) pin[i] = i < n ? in[i] : -i;
  ispc::pingpong(pout.data(), pin.data(), sel.data(), gangs);
  int w = W;
  for (int k = 0; k < gangs; ++k) {
    for (int l = 0; l < W; ++l) {
      int x = pin[k * W + l];
      int want = (int)((unsigned)(x / w) * 1000u + (unsigned)(x % w));
      e2e_expect_eq("pingpong", k * W + l, pout[k * W + l], want);
    }
    w = sel[k] > 0 ? W * 8 : W * 2;
  }
  return e2e_finish("vla_lane_divide_phi");
}
