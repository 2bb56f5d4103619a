#include "e2e_check.h"
#include "varying_pointer_params_ispc.h"

int main() {
  const int N = 37;
  float a[N + 2], b[N + 2], c[N + 2], out[4 * N];
  ispc::Seg segs[N + 3];
  for (int i = 0; i < N + 2; ++i) {
    a[i] = 0.5f * (i % 9) - 1;
    b[i] = 3.0f - 0.25f * i;
    c[i] = 0.125f * i * i - 2;
  }
  for (int i = 0; i < N + 3; ++i)
    segs[i] = {float(i), i % 5, float(2 * i + 1)};
  float ea[N + 2], eb[N + 2];
  for (int i = 0; i < N + 2; ++i) {
    ea[i] = a[i];
    eb[i] = b[i];
  }
  ispc::ptr_params(a, b, c, segs, out, N);
  // The kernel's effects, computed in order (each lane touches its own
  // element, so the gang's order does not matter).
  for (int i = 0; i < N; ++i) {
    float *p = i % 3 == 0 ? &ea[i] : &eb[i];
    if (i % 2 == 1)
      *p *= 3;
  }
  for (int i = 0; i < N; ++i) {
    float *p = i % 3 == 0 ? &ea[i] : &eb[i];
    const ispc::Seg &g = segs[(i * 7) % N];
    e2e_expect_near("p", i, out[4 * i + 0], *p);
    e2e_expect_near("width", i, out[4 * i + 1], g.hi - g.lo + g.id);
    const float *s = i % 2 == 0 ? &c[i] : &c[N - i];
    e2e_expect_near("sum", i, out[4 * i + 2],
                    s[0] + s[1] + s[2] + 2 * c[i + 1] + c[0] + c[1]);
    e2e_expect_near("which", i, out[4 * i + 3], 2000 + *p + 1000 + ea[1]);
  }
  for (int i = 0; i < N + 2; ++i) {
    e2e_expect_near("a", i, a[i], ea[i]);
    e2e_expect_near("b", i, b[i], eb[i]);
  }
  for (int i = 0; i < N + 3; ++i) {
    float d = i >= N && i < N + 3 ? float(i - N + 1) : 0;
    e2e_expect_near("seg.lo", i, segs[i].lo, float(i) - d);
    e2e_expect_near("seg.hi", i, segs[i].hi, float(2 * i + 1) + d);
    e2e_expect_eq("seg.id", i, segs[i].id, i % 5);
  }
  return e2e_finish("varying_pointer_params");
}
