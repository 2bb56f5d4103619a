#include "e2e_check.h"
#include "foreach_ranges_ispc.h"
#include <algorithm>
#include <vector>

int main() {
  long long digest = 0;
  const int cases[][3] = {{30, 0, 30}, {30, -7, 12}, {30, 5, 5}, {30, 9, 4}, {40, -20, 40}, {5, 2, 3}};
  for (auto &c : cases) {
    int n = c[0], lo = c[1], hi = c[2];
    std::vector<int> out(n + 41, 0), want(n + 41, 0);
    ispc::ranges(out.data(), n, lo, hi);
    for (int i = lo; i < hi; ++i) want[i + 20] += i * 3 + 1;
    for (int i = hi; i < lo; ++i) want[i + 20] += 1000000;
    for (int i = n - 3; i < n + 4; ++i) if (i % 2 != 0) want[i + 20] += 100;
    for (int i = -20; i < -17; ++i) want[i + 20] = i * i;
    for (int k = 0; k < n + 41; ++k) {
      e2e_expect_eq("ranges", k, out[k], want[k]);
      digest += out[k] * (k % 7 + 1);
    }
  }
  const int R = 9, C = 13;
  std::vector<int> mat(R * C, -1);
  ispc::triangle(mat.data(), R, C);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int want = (c >= r && c < std::min(2 * r + 3, C)) ? r * 100 + c : -1;
      e2e_expect_eq("triangle", r * C + c, mat[r * C + c], want);
      digest += mat[r * C + c];
    }
  std::vector<int> scratch(64);
  const int cr[][2] = {{0, 0}, {0, 1}, {-13, 29}, {7, 100}, {-100, -3}};
  for (auto &q : cr) {
    int want = 0;
    for (int i = q[0]; i < q[1]; ++i) if ((i & 3) == 0) want++;
    int got = ispc::count_range(q[0], q[1], scratch.data());
    e2e_expect_eq("count_range", q[0], got, want);
    digest += got * 11;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("foreach_ranges");
}
