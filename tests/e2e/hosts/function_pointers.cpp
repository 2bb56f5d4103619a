#include "e2e_check.h"
#include "function_pointers_ispc.h"

int main() {
  const int N = 45;
  float in[N], out[N * 4];
  int iout[3] = {0, 0, 0};
  for (int i = 0; i < N; ++i) in[i] = 0.5f * (i % 17) - 1;
  ispc::pointers(in, out, iout, N);
  auto v = [](int i, float a, float b) {
    return i % 3 == 0 ? a + b : (i % 3 == 1 ? a * b : a - 2 * b);
  };
  for (int i = 0; i < N; ++i) {
    float x = in[i];
    e2e_expect_near("uniform+varying", i, out[i * 4 + 0], x * 3 + v(i, x, 2));
    e2e_expect_near("null", i, out[i * 4 + 1], x > 4 ? x + 1 : -1);
    e2e_expect_near("masked", i, out[i * 4 + 2], i % 2 == 0 ? v(i, x, x) : 0);
    e2e_expect_near("passed", i, out[i * 4 + 3], v(i, 1, x) + x * x);
  }
  e2e_expect_eq("uniform-op", 0, iout[0], 42);
  e2e_expect_eq("reassigned", 1, iout[1], 28);
  e2e_expect_eq("compare", 2, iout[2], 1);
  return e2e_finish("function_pointers");
}
