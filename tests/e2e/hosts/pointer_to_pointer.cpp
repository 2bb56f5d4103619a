#include "e2e_check.h"
#include "pointer_to_pointer_ispc.h"

int main() {
  const int N = 41;
  float a[N], b[N], c[N], out[N * 4];
  for (int i = 0; i < N; ++i) {
    a[i] = 0.5f * (i % 11) - 2;
    b[i] = 10.0f - 0.75f * i;
    c[i] = 0.125f * i * i;
  }
  float *rows[3] = {a, b, c};
  ispc::pointer_to_pointer(a, b, rows, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("pp", i, out[4 * i + 0], b[0] + b[i] + b[i]);
    float q = i % 4 == 1 ? b[i] : a[i];
    e2e_expect_near("qq", i, out[4 * i + 1], q + q);
    e2e_expect_near("rows", i, out[4 * i + 2], a[i] + 2 * b[i] + 3 * c[i]);
    int r = i % 2 == 0 ? 2 : 1;
    e2e_expect_near("arith", i, out[4 * i + 3], rows[r][i] + rows[r - 1][i]);
  }
  return e2e_finish("pointer_to_pointer");
}
