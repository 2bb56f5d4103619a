#include "e2e_check.h"
#include "short_vector_pointers_ispc.h"

int main() {
  const int N = 29; // under 64: each lane's pair is its own
  float in[N], out[N * 4];
  for (int i = 0; i < N; ++i) in[i] = (i % 3 == 0) ? -1.0f - i : 0.5f * i + 0.5f;
  ispc::vec_arrow(in, out, N);
  for (int i = 0; i < N; ++i) {
    float x = in[i];
    float pair = 2 * i + (x > 0 ? 0 : 2 * i + 1);
    e2e_expect_near("varying-ptr", i, out[4 * i + 0], pair);
    e2e_expect_near("uniform-ptr-x-y", i, out[4 * i + 1], (x + 1) + 10 * (3 * x));
    e2e_expect_near("uniform-ptr-z", i, out[4 * i + 2], 2 * x);
    e2e_expect_near("uniform-vector", i, out[4 * i + 3], 3 + 3);
  }
  return e2e_finish("short_vector_pointers");
}
