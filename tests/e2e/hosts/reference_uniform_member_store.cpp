#include "e2e_check.h"
#include "reference_uniform_member_store_ispc.h"
#include <vector>

int main() {
  const int n = 53;
  std::vector<float> xs(n), out(n, -1);
  for (int i = 0; i < n; ++i)
    xs[i] = (i % 7) * 0.5f; // dir = 1 - x < 0 for x > 1 (some lanes)
  ispc::reference_uniform_member_store(n, xs.data(), 0, out.data());
  int w = ispc::gang_width();
  for (int i = 0; i < n; ++i) {
    // The gang that handled element i: the foreach chunk [b, b + w).
    int b = i / w * w, e = b + w < n ? b + w : n;
    bool any = false, all = true, any2 = false, all2 = true;
    for (int k = b; k < e; ++k) {
      bool neg = 1.f - xs[k] < 0;
      any |= neg;
      all &= neg;
    }
    // The second ray: made only by lanes with x > 1.5, with x + 1.
    for (int k = b; k < e; ++k)
      if (xs[k] > 1.5f) {
        bool neg = 1.f - (xs[k] + 1) < 0;
        any2 |= neg;
        all2 &= neg;
      }
    float x = xs[i];
    float want = x * 2 + (1.f - x) + (any ? 100 : 0) + (all ? 1000 : 0);
    if (x > 1.5f) {
      float x2 = x + 1;
      want += (x2 * 2 + (1.f - x2) + (any2 ? 100 : 0) + (all2 ? 1000 : 0)) * 10000;
    }
    e2e_expect_eq("out", i, out[i], want);
  }
  return e2e_finish("reference_uniform_member_store");
}
