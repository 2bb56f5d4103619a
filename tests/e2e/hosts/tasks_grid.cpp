#include "e2e_check.h"
#include "tasks_grid_ispc.h"
#include <vector>

static void check_grid(const char *what, const std::vector<int> &out, int tag, int n0,
                       int n1, int n2) {
  int n = n0 * n1 * n2;
  for (int t = 0; t < n; ++t) {
    const int *r = &out[t * 10];
    e2e_expect_eq(what, t * 10 + 0, r[0], tag);
    e2e_expect_eq(what, t * 10 + 1, r[1], t);
    e2e_expect_eq(what, t * 10 + 2, r[2], n);
    e2e_expect_eq(what, t * 10 + 3, r[3], t % n0);
    e2e_expect_eq(what, t * 10 + 4, r[4], (t / n0) % n1);
    e2e_expect_eq(what, t * 10 + 5, r[5], t / (n0 * n1));
    e2e_expect_eq(what, t * 10 + 6, r[6], n0);
    e2e_expect_eq(what, t * 10 + 7, r[7], n1);
    e2e_expect_eq(what, t * 10 + 8, r[8], n2);
    e2e_expect_eq(what, t * 10 + 9, r[9], 1);
  }
  for (size_t i = n * 10; i < out.size(); ++i) // nothing beyond the grid
    e2e_expect_eq(what, (int)i, out[i], -1);
}

int main() {
  const int Max = 200;
  std::vector<int> out;
  auto fresh = [&] { out.assign(Max * 10 + 10, -1); };

  fresh(); ispc::launch_1d(out.data(), 37);         check_grid("1d", out, 1, 37, 1, 1);
  fresh(); ispc::launch_2d(out.data(), 5, 7);       check_grid("2d", out, 2, 5, 7, 1);
  fresh(); ispc::launch_3d(out.data(), 3, 4, 5);    check_grid("3d", out, 3, 3, 4, 5);
  fresh(); ispc::launch_3d_brackets(out.data(), 3, 4, 5);
  check_grid("3d[][][]", out, 4, 3, 4, 5);
  fresh(); ispc::launch_2d_brackets(out.data(), 6, 2);
  check_grid("2d[][]", out, 5, 6, 2, 1);
  fresh(); ispc::launch_single(out.data());         check_grid("single", out, 6, 1, 1, 1);
  fresh(); ispc::launch_1d(out.data(), 0);          check_grid("empty", out, 1, 0, 1, 1);
  fresh(); ispc::launch_2d(out.data(), 4, 0);       check_grid("empty2d", out, 2, 0, 1, 1);

  int W = ispc::gang_width();
  const int N = 9;
  for (bool flag : {true, false}) {
    std::vector<float> m(N * W + 1, -7.f);
    ispc::launch_mixed(m.data(), N, flag, -3, 60000, 1LL << 40, 0.5, 3.0f);
    for (int t = 0; t < N; ++t)
      for (int i = 0; i < W; ++i) {
        float want = (float)((flag ? 1.0 : -1.0) * (-3 + 60000 + (float)(1LL << 40)) +
                             0.5 * 3.0f + i);
        e2e_expect_near("mixed", t * W + i, m[t * W + i], want);
      }
    e2e_expect_near("mixed.end", N * W, m[N * W], -7.f);
  }
  {
    const int N = 5;
    std::vector<float> in(W), v(N * W + 1, -7.f);
    for (int i = 0; i < W; ++i)
      in[i] = 0.25f * i - 1;
    ispc::launch_varying(v.data(), in.data(), N);
    for (int t = 0; t < N; ++t)
      for (int i = 0; i < W; ++i) {
        double want = in[i] + (i - 3) + ((i & 1) == 0 ? 100 : 0) + i * 3 * 0.5 + i + t * 1000;
        e2e_expect_near("varying", t * W + i, v[t * W + i], want);
      }
    e2e_expect_near("varying.end", N * W, v[N * W], -7.f);
  }
  return e2e_finish("tasks_grid");
}
