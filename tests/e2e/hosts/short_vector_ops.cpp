#include "e2e_check.h"
#include "short_vector_ops_ispc.h"
#include <algorithm>

int main() {
  const int N = 37;
  float out[40 * N];
  int counts[2] = {0, 0};
  ispc::short_vector_ops(out, N, counts);
  for (int i = 0; i < N; ++i) {
    float fi = i;
    float a[3] = {fi - 5, 2 - fi, 0.5f * fi};
    float b[3] = {1, fi - 3, fi - 6};
    const float *base = out + 40 * i;
    float s[3] = {a[0], a[1], a[2]};
    s[2] = b[0];
    s[0] = b[1];
    s[0] += 10;
    s[1] += 10;
    s[1] *= b[2];
    s[2] *= b[0];
    float pos[3] = {a[0], b[2], b[1]};
    for (int k = 0; k < 3; ++k) {
      bool lt = a[k] < b[k];
      bool land = a[k] > 0 && b[k] != 0;
      bool lor = a[k] > 0 || !(b[k] > 0);
      e2e_expect_near("pick", i, base[k], lt ? a[k] : b[k]);
      e2e_expect_near("whole", i, base[3 + k], (i & 1) ? 2 * a[k] : b[k]);
      float m = std::sqrt(std::fabs(a[k])) + std::min(a[k], b[k]) -
                std::max(a[k], 0.f) + std::clamp(a[k], -1.f, 1.f) +
                std::pow(std::fabs(b[k]), 2.f) + std::floor(a[k]);
      e2e_expect_near("math", i, base[6 + k], m, 1e-5);
      float t = std::atan2(a[k], b[k]) + std::cbrt(b[k]) + 1.0f / (b[k] + 10);
      e2e_expect_near("math2", i, base[9 + k], t, 1e-4);
      e2e_expect_near("swizzle-assign", i, base[12 + k], s[k]);
      e2e_expect_near("member-swizzle", i, base[15 + k], pos[k]);
      bool nan = a[k] == 0; // only 0/0 is NaN
      e2e_expect_near("bools", i, base[18 + k], lt + 2 * land + 4 * lor + 8 * nan);
    }
    e2e_expect_near("array-swizzle", i, base[21], a[1]);
    e2e_expect_near("array-swizzle", i, base[22], a[0]);
    e2e_expect_near("self-swap", i, base[27], -2 * fi);
    e2e_expect_near("self-swap", i, base[28], fi);
    const float u[4] = {4, 12, 13, 1};
    for (int k = 0; k < 4; ++k)
      e2e_expect_near("uniform-swap", i, base[23 + k], u[k]);
  }
  // side() runs once per gang step (programCount lanes) that holds an odd
  // i: the scalar condition picks whole vectors, and only the chosen side
  // runs.
  int w = counts[1], want = 0;
  for (int step = 0; step < N; step += w) {
    bool odd = false;
    for (int j = step; j < std::min(N, step + w); ++j)
      odd |= (j & 1) != 0;
    want += odd;
  }
  e2e_expect_eq("side-calls", 0, counts[0], want);
  return e2e_finish("short_vector_ops");
}
