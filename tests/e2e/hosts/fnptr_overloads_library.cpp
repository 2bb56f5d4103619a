#include "e2e_check.h"
#include "fnptr_overloads_library_ispc.h"
#include <algorithm>
#include <cmath>
#include <vector>

int main() {
  for (int n : {1, 9, 33}) {
    std::vector<float> out(4 * n, -1), uout(2, -1);
    std::vector<int32_t> iout(2 * n, -1);
    ispc::library_pointers(out.data(), iout.data(), uout.data(), n);
    for (int i = 0; i < n; ++i) {
      float a = i * 0.5f - 3, b = 2 - i * 0.25f;
      float v = i % 3 == 0 ? std::min(a, b) : i % 3 == 1 ? std::max(a, b) : a * b;
      e2e_expect_near("min", n * 100 + i, out[4 * i], std::min(a, b), 0);
      e2e_expect_near("varying pick", n * 100 + i, out[4 * i + 1], v, 0);
      e2e_expect_near("sqrt", n * 100 + i, out[4 * i + 2], std::sqrt(float(i)), 1e-6);
      e2e_expect_near("scale(float)", n * 100 + i, out[4 * i + 3], a * 10, 1e-6);
      e2e_expect_eq("max(int)", n * 100 + i, iout[2 * i], std::max(i - 5, 3 - i));
      e2e_expect_eq("scale(int)", n * 100 + i, iout[2 * i + 1], i * 2 + 1);
    }
    e2e_expect_near("uniform max", n, uout[0], 4, 0);
    e2e_expect_near("uniform min", n, uout[1], -2, 0);
  }
  return e2e_finish("fnptr_overloads_library");
}
