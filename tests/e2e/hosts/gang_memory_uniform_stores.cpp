#include "e2e_check.h"
#include "gang_memory_uniform_stores_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  for (int k : {0, 2, 3}) {
    for (int who : {0, 2, W - 1}) {
      if (who >= W) continue;
      std::vector<int> out(8 * W, -7), app(4, -9);
      ispc::uniform_stores(out.data(), app.data(), k, who);
      int trips = std::min(W, 4) - 1; // the most trips any lane runs
      for (int i = 0; i < W; ++i) {
        int at = 100 * k + 10 * who + i;
        e2e_expect_eq("global array", at, out[8 * i + 0], 1);
        e2e_expect_eq("global scalar", at, out[8 * i + 1], 3);
        e2e_expect_eq("global member", at, out[8 * i + 2], W > 1 ? 40 : 30);
        e2e_expect_eq("app memory", at, out[8 * i + 3], 5);
        e2e_expect_eq("through a callee", at, out[8 * i + 4], 7);
        e2e_expect_eq("callee's global", at, out[8 * i + 5], 10);
        e2e_expect_eq("loop trips", at, out[8 * i + 6], trips);
        e2e_expect_eq("increment", at, out[8 * i + 7], 2);
      }
      e2e_expect_eq("app[k]", k, app[k], 2);
      std::vector<int> chain(2 * W, -7);
      ispc::callee_chain(chain.data(), k, who);
      for (int i = 0; i < W; ++i) {
        int at = 100 * k + 10 * who + i;
        e2e_expect_eq("through a callee's callee", at, chain[2 * i + 0], 8);
        e2e_expect_eq("uniform callee", at, chain[2 * i + 1], 9);
      }
    }
  }
  return e2e_finish("gang_memory_uniform_stores");
}
