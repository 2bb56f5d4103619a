#include "e2e_check.h"
#include "pointer_integer_casts_ispc.h"

int main() {
  const int N = 39;
  float in[N], out[N * 5 + 1];
  for (int i = 0; i < N; ++i) in[i] = 3.0f * i - 7;
  ispc::ptr_ints(in, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("prev", i, out[5 * i + 0], i > 0 ? in[i - 1] : -1);
    e2e_expect_near("next", i, out[5 * i + 1], i + 1 < N ? in[i + 1] : -1);
    e2e_expect_near("index", i, out[5 * i + 2], (float)i);
    e2e_expect_near("aligned", i, out[5 * i + 3], 1);
    e2e_expect_near("low-half", i, out[5 * i + 4], 1);
  }
  e2e_expect_near("uniform-roundtrip", 0, out[5 * N], in[0]);
  return e2e_finish("pointer_integer_casts");
}
