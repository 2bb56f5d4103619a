#include "e2e_check.h"
#include "globals_enums_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const float table[4] = {1.5f, 2.5f, 3.5f, -4};
  const float weights[2][3] = {{1, 2, 3}, {0.5f, 0.25f, 0}};
  long long digest = 0;
  float scratch11 = 0;
  int calls = 0;
  for (int m : {(int)ispc::ADD, (int)ispc::MUL, (int)ispc::SUB}) {
    for (int n : {1, 6, 29}) {
      std::vector<float> out(n, -1);
      ispc::reset_hits();
      ispc::apply(out.data(), n, (ispc::Mode)m);
      int hits = 0;
      for (int i = 0; i < n; ++i) {
        float v = table[i & 3] * weights[i & 1][i % 3];
        if (m == ispc::ADD) v += -1;
        else if (m == ispc::MUL) v *= 2;
        else v -= (-1) - (-2);
        float want = v + scratch11;
        e2e_expect_eq("out", calls * 100 + i, out[i], want);
        if (v > 3) hits = 1;
        digest += (long long)(out[i] * 4);
      }
      scratch11 += 1;
      ++calls;
      e2e_expect_eq("hits", calls, ispc::get_hits(), hits);
    }
  }
  for (int call = 1; call <= 3; ++call) {
    const int n = 13;
    std::vector<float> out(n, -1);
    e2e_expect_eq("tick", call, ispc::tick(out.data(), n), call);
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("lookup", i, out[i], float((i % 6) * (i % 6) + call));
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("globals_enums");
}
