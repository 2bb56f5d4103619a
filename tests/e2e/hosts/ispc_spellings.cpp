#include "e2e_check.h"
#include "ispc_spellings_ispc.h"
#include <cmath>

int main() {
  const int N = 29;
  float vals[N], out[3 * N];
  double outd[7];
  for (int i = 0; i < N; ++i) vals[i] = (float)(i % 12);
  ispc::spellings(vals, outd, out, N);
  const double want[7] = {1e40, 1e40, 1e40, 2.5e-3, 400, 1.5, 1e20};
  for (int k = 0; k < 7; ++k)
    e2e_expect_near("double-literal", k, (float)(outd[k] / want[k]), 1.f);
  for (int i = 0; i < N; ++i) {
    float v = vals[i], s = 0;
    for (int k = 0; k < 10; ++k) {
      if (k == 7 || k > v) break;
      if ((k & 1) == 0) continue;
      s += k;
    }
    int first = -1;
    for (int k = 0; k < 100; ++k)
      if (k * 1.5 > v) { first = k; break; }
    e2e_expect_near("cbreak-ccontinue", i, out[3 * i + 0], s);
    e2e_expect_near("noinline", i, out[3 * i + 1], 2 * v + 6);
    e2e_expect_near("creturn", i, out[3 * i + 2], (float)first);
  }
  return e2e_finish("ispc_spellings");
}
