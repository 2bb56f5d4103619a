#include "e2e_check.h"
#include "typedef_arrays_ispc.h"

int main() {
  const int N = 37;
  float out[N];
  float in[4] = {0.5f, -1.0f, 2.0f, 0.25f};
  ispc::Holder h[2];
  for (int k = 0; k < 2; ++k) {
    for (int c = 0; c < 4; ++c)
      h[k].r[c] = k * 4 + c;
    for (int r = 0; r < 3; ++r)
      for (int c = 0; c < 4; ++c)
        h[k].m[r][c] = 100 * k + 10 * r + c;
    h[k].p[0] = 7 + k;
    h[k].p[1] = -3 - k;
  }
  static_assert(sizeof(ispc::Holder) == 4 * (4 + 12 + 2), "Holder layout");
  ispc::typedef_arrays(out, in, h, N);
  const float scale[4] = {1, 2, 3, 4};
  float fixed = 0;
  for (int c = 0; c < 4; ++c)
    fixed += in[c] * scale[c] + h[1].r[c];
  for (int i = 0; i < N; ++i) {
    float m1 = 10 + (i & 3) + i; // pick(m[1], i)
    float s = (i % 3) * 10 + (i % 4) + i + i * 0.5f + ((i & 1) ? i : -i) + 3 +
              2 * i + ((i & 1) ? 20 : 10);
    s += h[i & 1].m[i % 3][(i + 1) % 4] + h[0].p[i & 1];
    s += m1 + fixed;
    e2e_expect_near("typedef", i, out[i], s + 48 + 1600 + 16000);
  }
  return e2e_finish("typedef_arrays");
}
