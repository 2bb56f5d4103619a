#include "e2e_check.h"
#include "function_pointer_tables_ispc.h"

static float op(int k, float a, float b) {
  return k == 0 ? a + b : (k == 1 ? a * b : a - b);
}

int main() {
  const int N = 43;
  float in[N], out[N * 6];
  for (int i = 0; i < N; ++i) in[i] = 0.25f * (i % 23) - 1;
  ispc::tables(in, out, N);
  for (int i = 0; i < N; ++i) {
    float x = in[i];
    int k = i % 3;
    e2e_expect_near("uniform-table", i, out[6 * i + 0], op(k, x, 2));
    e2e_expect_near("deref-call", i, out[6 * i + 1],
                    x * 3 + ((i & 1) ? x + 1 : x * 1));
    e2e_expect_near("varying-struct", i, out[6 * i + 2],
                    (k == 0 ? x + x : x - x) + x * 2);
    e2e_expect_near("uniform-index", i, out[6 * i + 3], (x - 5) + op(N % 3, 1, x));
    e2e_expect_near("masked", i, out[6 * i + 4],
                    x > 2 ? ((k & 1) ? x + x : x * x) : -1);
    e2e_expect_near("uniform-struct", i, out[6 * i + 5], (x - 3) + x * 1);
  }
  return e2e_finish("function_pointer_tables");
}
