#include "e2e_check.h"
#include "task_function_pointers_ispc.h"
#include <vector>

int main() {
  const int W = ispc::gang_width(), N = 3;
  auto check = [&](const char *what, const std::vector<int> &out, int (*want)(int t, int i),
                   bool (*on)(int)) {
    for (int t = 0; t < N; ++t)
      for (int i = 0; i < W; ++i)
        e2e_expect_eq(what, t * W + i, out[t * W + i], on(i) ? want(t, i) : -1);
    e2e_expect_eq(what, N * W, out[N * W], -1);
  };
  auto all = [](int) { return true; };
  std::vector<int> out;
  auto fresh = [&]() { out.assign(N * W + 1, -1); return out.data(); };

  ispc::by_variable(fresh(), 0, N);
  check("variable plus", out, [](int t, int i) { return i + 100 * t; }, all);
  ispc::by_variable(fresh(), 1, N);
  check("variable minus", out, [](int t, int i) { return -i - 100 * t; }, all);
  ispc::by_table(fresh(), 1, N);
  check("table", out, [](int t, int i) { return -(i + 7) - 100 * t; }, all);
  ispc::by_member(fresh(), N);
  check("member", out, [](int t, int i) { return -2 * i - 100 * t; }, all);
  ispc::partial(fresh(), N);
  check("partial", out, [](int t, int i) { return i + 50 + 100 * t; },
        [](int i) { return (i & 1) == 0; });
  ispc::null_launch(fresh(), N);
  check("null", out, [](int, int) { return 0; }, [](int) { return false; });

  std::vector<int> g(4 * 3 * 2 + 1, -1);
  ispc::in_3d(g.data());
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 4; ++x) {
        int t = x + 4 * (y + 3 * z);
        e2e_expect_eq("3d", t, g[t], x + 10 * y + 100 * z + 1000);
      }
  e2e_expect_eq("3d", 24, g[24], -1);
  return e2e_finish("task_function_pointers");
}
