#include "e2e_check.h"
#include "void_pointers_ispc.h"

int main() {
  const int N = 35;
  float fs[N], raw[N], out[4 * N];
  int is[N];
  for (int i = 0; i < N; ++i) {
    fs[i] = 0.5f * i;
    is[i] = 3 * i - 7;
    raw[i] = 100.f - i;
  }
  void *r = raw; // the header takes `void *`
  ispc::voids(r, fs, is, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("varying-void", i, out[4 * i + 0], (i & 1) ? (float)is[i] : fs[i]);
    e2e_expect_near("uniform-void", i, out[4 * i + 1], is[i] + fs[i]);
    e2e_expect_near("compare", i, out[4 * i + 2], 111);
    e2e_expect_near("export-param", i, out[4 * i + 3], raw[i]);
  }
  return e2e_finish("void_pointers");
}
