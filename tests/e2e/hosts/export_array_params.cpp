#include "e2e_check.h"
#include "export_array_params_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }

  // A 4x4 matrix (the header's `const float m[][4]` takes it as it is).
  float m[4][4];
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c)
      m[r][c] = 0.5f * r - 0.25f * c + (r == c ? 2.0f : 0.0f);
  int n = 3 * W + 1;
  std::vector<float> pts(4 * n), out(4 * n, -1.0f);
  for (int i = 0; i < 4 * n; ++i)
    pts[i] = (float)(i % 7) - 2.5f;
  ispc::transform(out.data(), m, pts.data(), n);
  for (int i = 0; i < n; ++i)
    for (int r = 0; r < 4; ++r) {
      float want = 0;
      for (int c = 0; c < 4; ++c)
        want += m[r][c] * pts[4 * i + c];
      e2e_expect_near("transform", 4 * i + r, out[4 * i + r], want, 1e-5);
    }

  // A [3][5] table, updated in place.
  int t[3][5], t0[3][5];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 5; ++j)
      t[i][j] = t0[i][j] = 7 * i - 3 * j;
  int sums[3] = {0, 0, 0};
  int nd = 2 * W + 3;
  std::vector<int> diag(nd, -1);
  ispc::table_ops(t, sums, diag.data(), nd);
  for (int i = 0; i < 3; ++i) {
    int s = 0;
    for (int j = 0; j < 5; ++j) {
      e2e_expect_eq("table", 5 * i + j, t[i][j], t0[i][j] + 100 * i + j);
      s += t[i][j];
    }
    e2e_expect_eq("sums", i, sums[i], s);
  }
  for (int k = 0; k < nd; ++k)
    e2e_expect_eq("diag", k, diag[k], t[k % 3][k % 5]);

  // (*p)[5], (* const q)[5] and a [2][3][4] array.
  float p[3][5] = {};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 5; ++j)
      p[i][j] = (float)(10 * i + j);
  int c[2][3][4];
  int want = 0;
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 3; ++b)
      for (int d = 0; d < 4; ++d) {
        c[a][b][d] = a * 12 + b * 4 + d;
        want += c[a][b][d] * (a + 1);
      }
  int got = ispc::pointer_forms(p, t, c);
  e2e_expect_eq("c[2][3][4]", 0, got, want);
  e2e_expect_eq("p[2][4]", 0, (int)p[2][4], 13 + t[2][1]);
  e2e_expect_eq("p[2][3]", 0, (int)p[2][3], 23);
  return e2e_finish("export_array_params");
}
