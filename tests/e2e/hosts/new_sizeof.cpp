#include "e2e_check.h"
#include "new_sizeof_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  struct P { double d; int k; bool b; };
  for (int n : {1, 17, 100}) {
    std::vector<float> out(n, -1);
    int sizes[4] = {-1, -1, -1, -1};
    ispc::run(out.data(), n, sizes);
    float base = float(sizeof(P) + 4 * 10);
    for (int i = 0; i < n; ++i) {
      float want = float((n - 1 - i) * 2) + 4 + base + 4;
      e2e_expect_eq("out", i, out[i], want);
      digest += (long long)out[i];
    }
    e2e_expect_eq("sizeof P", 0, sizes[0], (int)sizeof(P));
    e2e_expect_eq("sizeof arr", 1, sizes[1], 60);
    e2e_expect_eq("sizeof int8[7]", 2, sizes[2], 7);
    e2e_expect_eq("sizeof fixed", 3, sizes[3], 64);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("new_sizeof");
}
