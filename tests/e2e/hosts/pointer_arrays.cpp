#include "e2e_check.h"
#include "pointer_arrays_ispc.h"

int main() {
  const int N = 37;
  float a[N], b[N], c[N], out[N * 5];
  for (int i = 0; i < N; ++i) {
    a[i] = 0.5f * (i % 13) - 1;
    b[i] = 3.0f - 0.25f * i;
    c[i] = 1.5f * i;
  }
  ispc::Rows r;
  r.rows[0] = a;
  r.rows[1] = b;
  r.rows[2] = c;
  r.n = N;
  ispc::pointer_arrays(&r, a, b, out, N);
  const float *rows[3] = {a, b, c};
  for (int i = 0; i < N; ++i) {
    int k = i & 1;
    float p0 = a[i], p1 = b[N - 1 - i];
    e2e_expect_near("varying-array", i, out[5 * i + 0], k ? p1 + p0 : p0 + p1);
    e2e_expect_near("struct-member", i, out[5 * i + 1], rows[i % 3][i] + p0);
    float q0 = a[i], q1 = b[(i * 7) % N];
    e2e_expect_near("varying-struct", i, out[5 * i + 2], (i % 3 == 0 ? q1 : q0) - q1);
    float w0 = 0, w1 = 0;
    if (a[i] > 3)
      (k ? w1 : w0) = a[i] * 2;
    else
      (k ? w0 : w1) = -a[i];
    e2e_expect_near("write-0", i, out[5 * i + 3], w0);
    e2e_expect_near("write-1", i, out[5 * i + 4], w1);
  }
  return e2e_finish("pointer_arrays");
}
