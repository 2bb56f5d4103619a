#include "e2e_check.h"
#include "varying_array_params_ispc.h"

int main() {
  const int N = 27;
  float in[N], out[N * 3];
  for (int k = 0; k < N; ++k) in[k] = 1.5f * k - 4;
  ispc::varying_params(in, out, N);
  for (int k = 0; k < N; ++k) {
    float q[4];
    for (int i = 0; i < 4; ++i) q[i] = in[k] + i;
    q[1] += 100;
    float s = q[0] + q[1] + q[2] + q[3];
    q[0] = -s;
    e2e_expect_near("sum", k, out[3 * k + 0], s);
    e2e_expect_near("written", k, out[3 * k + 1], -s);
    e2e_expect_near("varying-index", k, out[3 * k + 2], q[k % 4]);
  }
  return e2e_finish("varying_array_params");
}
