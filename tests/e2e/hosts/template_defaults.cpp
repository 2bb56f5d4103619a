#include "e2e_check.h"
#include "template_defaults_ispc.h"

int main() {
  const int N = 37;
  float fin[N], fout[3 * N];
  int iin[N], iout[2 * N];
  for (int i = 0; i < N; ++i) { fin[i] = 0.25f * i - 3; iin[i] = 11 * i - 100; }
  ispc::tdefaults(fin, iin, fout, iout, N);
  double digest = 0;
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("scaled", i, fout[3 * i], fin[i] * 3, 0);
    e2e_expect_near("scaled<float,5>", i, fout[3 * i + 1], fin[i] * 5, 0);
    e2e_expect_near("oneHalf<double>", i, fout[3 * i + 2], 8.5f, 0);
    e2e_expect_eq("addN", i, iout[2 * i], iin[i] + 2);
    e2e_expect_eq("addN<7>", i, iout[2 * i + 1], iin[i] + 7);
    digest += fout[3 * i] + fout[3 * i + 1] + fout[3 * i + 2] + iout[2 * i] + iout[2 * i + 1];
  }
  std::printf("digest %.3f\n", digest);
  return e2e_finish("template_defaults");
}
