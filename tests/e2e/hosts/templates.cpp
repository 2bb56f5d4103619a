#include "e2e_check.h"
#include "templates_ispc.h"

int main() {
  const int N = 37;
  float fin[N];
  int iin[N + 3];
  float fout[4 * N];
  int iout[4 * N];
  int ipack[(N + 3) / 2], fpack[N / 2];
  for (int i = 0; i < N; ++i)
    fin[i] = (float)((i * 7) % 11) * 0.25f - 1.5f;
  for (int i = 0; i < N + 3; ++i)
    iin[i] = (i * 5) % 17 - 8;
  ispc::tmpl(fin, iin, fout, iout, ipack, fpack, N);
  for (int i = 0; i < (N + 3) / 2; ++i)
    e2e_expect_eq("packPairs int", i, ipack[i], iin[2 * i] * 100 + iin[2 * i + 1]);
  for (int i = 0; i < N / 2; ++i)
    e2e_expect_eq("packPairs float", i, fpack[i],
                  (int)(fin[2 * i] * 10) + (int)fin[2 * i + 1]);
  double digest = 0;
  for (int i = 0; i < N; ++i) {
    float x = fin[i];
    int k = iin[i];
    float f0 = x < -1.0f ? -1.0f : (x > 1.0f ? 1.0f : x);
    int i0 = k < -5 ? -5 : (k > 5 ? 5 : k);
    float f1 = (x + 1000) + (float)k;
    int i1 = 3 * k + 3;
    float f2 = (x + x) + (x * x + 4.0f) + (x + 2) + (3 * x + 2) + (3 * x + 4);
    int i2 = iin[i] + iin[i + 1] + iin[i + 2] + iin[i];
    float f3 = (x + x + x) + fin[0];
    int i3 = 3 * k + iin[0];
    e2e_expect_near("clamp float", i, fout[4 * i + 0], 0.5f * f0, 1e-5);
    e2e_expect_eq("clamp int", i, iout[4 * i + 0], i0);
    e2e_expect_near("pick", i, fout[4 * i + 1], 0.5f * f1, 1e-3);
    e2e_expect_eq("twice int", i, iout[4 * i + 1], i1);
    e2e_expect_near("twice/sumsq/poly", i, fout[4 * i + 2], 0.5f * f2, 1e-4);
    e2e_expect_eq("sumN", i, iout[4 * i + 2], i2);
    e2e_expect_near("repeatAdd float", i, fout[4 * i + 3], 0.5f * f3, 1e-5);
    e2e_expect_eq("repeatAdd int", i, iout[4 * i + 3], i3);
    digest += fout[4 * i] + fout[4 * i + 1] + fout[4 * i + 2] + fout[4 * i + 3] +
              iout[4 * i] + iout[4 * i + 1] + iout[4 * i + 2] + iout[4 * i + 3];
  }
  std::printf("digest %.3f\n", digest);
  return e2e_finish("templates");
}
