#include "e2e_check.h"
#include "long_swizzles_ispc.h"

int main() {
  const int N = 21;
  float vals[N], out[12 * N];
  for (int i = 0; i < N; ++i) vals[i] = 0.5f * i - 3;
  ispc::swizzles(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    const float a[3] = {x, 10 * x, 100};
    const int zxyyxz[6] = {2, 0, 1, 1, 0, 2};
    for (int k = 0; k < 6; ++k)
      e2e_expect_near("zxyyxz", 6 * i + k, out[12 * i + k], a[zxyyxz[k]]);
    const int rggrr[5] = {3, 4, 4, 3, 3};
    for (int k = 0; k < 5; ++k)
      e2e_expect_near("rggrr", 5 * i + k, out[12 * i + 6 + k], rggrr[k] * x);
    e2e_expect_near("argument", i, out[12 * i + 11], 2 * (a[0] + a[1] + a[2]));
  }
  return e2e_finish("long_swizzles");
}
