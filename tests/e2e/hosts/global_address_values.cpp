#include "e2e_check.h"
#include "global_address_values_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  ispc::fill_globals();
  auto G = [](int i) { return 100.0f + i; };
  auto H = [](int i) { return 200.0f + i; };
  std::vector<float> q(64);
  for (int i = 0; i < 64; ++i) q[i] = -1.0f - i;
  for (int c : {0, 1}) {
    std::vector<float> out(W, 0);
    ispc::select_global(out.data(), q.data(), c);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("select", c * 64 + i, out[i], c ? G(i) : q[i]);
    ispc::phi_global(out.data(), q.data(), c);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("phi", c * 64 + i, out[i], c ? H(i + 1) : q[i]);
  }
  {
    std::vector<float> out(W, 0);
    ispc::varying_select(out.data(), q.data());
    for (int i = 0; i < W; ++i) {
      float want = i >= 3 ? H(i) : (i & 1) ? G(i) : q[i];
      e2e_expect_eq("varying_select", i, out[i], want);
    }
  }
  {
    std::vector<int> out(3 + W, -7);
    ispc::compare_global(out.data(), q.data(), -1);
    e2e_expect_eq("q == gtab", 0, out[0], 0);
    e2e_expect_eq("q != htab", 0, out[1], 1);
    e2e_expect_eq("e - q (outside)", 0, out[2], -1000);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("lane compare (outside)", i, out[3 + i], 0);
    ispc::compare_global(out.data(), q.data(), 1);
    e2e_expect_eq("q == gtab", 1, out[0], 0);
    e2e_expect_eq("e - q", 1, out[2], 3);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("lane compare (off 1)", i, out[3 + i], 0);
    ispc::compare_global(out.data(), q.data(), 0);
    e2e_expect_eq("q == gtab", 2, out[0], 1);
    e2e_expect_eq("e - q", 2, out[2], 4);
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("lane compare", i, out[3 + i], 1);
  }
  {
    std::vector<float> out(W, 0);
    ispc::stored_global(out.data(), q.data());
    for (int i = 0; i < W; ++i) {
      float want = G(2 + i) + ((i & 1) ? q[i] : H(i));
      e2e_expect_eq("stored", i, out[i], want);
    }
    e2e_expect_eq("gcount", 0, ispc::read_count(), 3 + W);
  }
  return e2e_finish("global_address_values");
}
