#include "e2e_check.h"
#include "template_short_vectors_ispc.h"

int main() {
  const int N = 21;
  float vals[N], out[6 * N];
  int iout[2 * N];
  for (int i = 0; i < N; ++i) vals[i] = (float)(3 * i - 7);
  ispc::vecs(vals, out, iout, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    e2e_expect_near("sumv<3>", i, out[6 * i + 0], 3 + x);
    e2e_expect_near("sumv deduced", i, out[6 * i + 1], 3 + x);
    e2e_expect_near("sum3<float>", i, out[6 * i + 2], 3 + x);
    e2e_expect_near("sum3 deduced", i, out[6 * i + 3], 3 + x);
    e2e_expect_near("vsum deduced", i, out[6 * i + 4], 3 + x);
    e2e_expect_near("twice.z", i, out[6 * i + 5], 2 * x);
    e2e_expect_eq("vsum int", i, iout[2 * i + 0], 6 + (int)x);
    e2e_expect_eq("vsum<int,4>(twice)", i, iout[2 * i + 1], 12 + 2 * (int)x);
  }
  return e2e_finish("template_short_vectors");
}
