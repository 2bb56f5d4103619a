#include "e2e_check.h"
#include "tasks_recursion_ispc.h"
#include <vector>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main() {
  const int W = ispc::gang_width();
  std::vector<int> out(3 * W + 1, -1);
  ispc::run_fibs(out.data(), 3);
  for (int t = 0; t < 3; ++t)
    for (int i = 0; i < W; ++i) {
      e2e_expect_eq("run_fibs", t * W + i, out[t * W + i], fib(i % 12 + t));
    }
  e2e_expect_eq("run_fibs.end", 3 * W, out[3 * W], -1);
  // Each instance launches from its own depth; together they cover all.
  std::vector<int> d(2 * W + 1, -1);
  ispc::run_descend(d.data());
  for (int t = 0; t < 2; ++t)
    for (int i = 0; i < W; ++i)
      e2e_expect_eq("run_descend", t * W + i, d[t * W + i], fib(i % 12 + t));
  e2e_expect_eq("run_descend.end", 2 * W, d[2 * W], -1);
  return e2e_finish("tasks_recursion");
}
