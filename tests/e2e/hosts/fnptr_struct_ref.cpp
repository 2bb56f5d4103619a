#include "e2e_check.h"
#include "fnptr_struct_ref_ispc.h"
#include <vector>

int main() {
  for (int n : {1, 10, 35}) {
    std::vector<float> out(4 * n, -1);
    ispc::through_pointers(out.data(), n);
    for (int i = 0; i < n; ++i) {
      float ax = i, ay = 1, bx = 2, by = i * 0.5f;
      float rx, ry;
      if (i % 2 == 0) {
        rx = ax + bx;
        ry = ay + by;
      } else {
        rx = ax * by;
        ry = ay * bx;
      }
      float acc = 1 + rx + 2 * ry;
      if (i % 3 == 0)
        acc = by;
      else
        acc += bx + 2 * by;
      e2e_expect_near("r.x", n * 100 + i, out[4 * i], rx, 1e-6);
      e2e_expect_near("r.y + a.x", n * 100 + i, out[4 * i + 1], ry + ax, 1e-6);
      e2e_expect_near("acc", n * 100 + i, out[4 * i + 2], acc, 1e-6);
      e2e_expect_near("dot", n * 100 + i, out[4 * i + 3], rx * rx + ry * ry, 1e-6);
    }
  }
  return e2e_finish("fnptr_struct_ref");
}
