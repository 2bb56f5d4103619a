#include "e2e_check.h"
#include "tasks_partial_ispc.h"
#include <vector>

int main() {
  const int W = ispc::gang_width(), N = 3;
  long long digest = 0;
  auto check = [&](const char *what, void (*f)(int *, int), int base, bool (*on)(int)) {
    std::vector<int> out(N * W + 1, -1);
    f(out.data(), N);
    for (int t = 0; t < N; ++t)
      for (int i = 0; i < W; ++i) {
        int want = on(i) ? base + i + t * 100 : -1;
        e2e_expect_eq(what, t * W + i, out[t * W + i], want);
        digest += out[t * W + i] > 0 ? 1 : 0;
      }
    e2e_expect_eq(what, N * W, out[N * W], -1);
  };
  check("even_lanes", ispc::even_lanes, 0, [](int i) { return (i & 1) == 0; });
  check("via_helper", ispc::via_helper, 1000, [](int i) { return i < 3; });
  check("after_return", ispc::after_return, 2000, [](int i) { return i != 1; });
  check("all_lanes", ispc::all_lanes, 3000, [](int) { return true; });
  check("no_lane", ispc::no_lane, 7, [](int) { return false; });
  check("nested_partial", ispc::nested_partial, 4000, [](int i) { return i >= 2; });
  std::printf("lanes written: %s\n", digest > 0 ? "some" : "none");
  return e2e_finish("tasks_partial");
}
