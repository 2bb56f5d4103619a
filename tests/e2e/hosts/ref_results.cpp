#include "e2e_check.h"
#include "ref_results_ispc.h"

int main() {
  const int N = 35;
  float a[N], orig[N], buf[3] = {1, 2, 3}, out[4 * N];
  for (int i = 0; i < N; ++i) orig[i] = a[i] = 0.25f * (i % 7) - 0.5f;
  ispc::ref_results(a, buf, out, N);
  e2e_expect_near("slot-assign", 0, buf[0], 7);
  e2e_expect_near("slot-compound", 1, buf[1], 5);
  e2e_expect_near("slot-inc", 2, buf[2], 4);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("pick", i, out[4 * i + 0], (i % 2 == 0 ? 1 : 50) + i);
    e2e_expect_near("elem", i, a[i], (orig[i] + 1) * 2);
    float ps = i % 2 == 0 ? 1.5f : 1;
    e2e_expect_near("member", i, out[4 * i + 1], ps);
    e2e_expect_near("member-n", i, out[4 * i + 2], i);
    e2e_expect_near("bound", i, out[4 * i + 3], ps * 4);
  }
  return e2e_finish("ref_results");
}
