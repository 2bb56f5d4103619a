#include "e2e_check.h"
#include "ispc_conversions_compat_ispc.h"
#include <cmath>
#include <cstdint>
#include <vector>

static int64_t floor_half(int64_t s) { return s >= 0 ? s / 2 : -((-s + 1) / 2); }

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  long long digest = 0;
  for (int n : {1, 7, 33}) {
    std::vector<float> out(n, -1);
    ispc::sized_by_gang(out.data(), n);
    for (int i = 0; i < n; ++i) {
      // The global's lane slot holds the last foreach step's value of that
      // lane; every active lane reads its own slot back right away.
      float want = (i * 10 + (W - 1)) + (1000 + W + 2) + 0.5f * W + i + 7;
      e2e_expect_eq("sized_by_gang", i, out[i], want);
    }
  }
  const int n = 29;
  std::vector<float> x(n), out(n);
  for (int i = 0; i < n; ++i) x[i] = std::fmod(i * 0.77f, 7.95f);
  ispc::float_index(out.data(), x.data(), n, 5.9f);
  const float table[8] = {10, 11, 12, 13, 14, 15, 16, 17};
  for (int i = 0; i < n; ++i) {
    float want = table[(int)x[i]] + 100 * table[(int)(double(x[i]) * 0.5)] + 10000 * table[5];
    e2e_expect_eq("float_index", i, out[i], want);
    digest += (long long)out[i];
  }
  std::vector<float> sx(n);
  std::vector<int> sout(n);
  for (int i = 0; i < n; ++i) sx[i] = (i % 6) * 0.95f - 1.5f; // -1.5 .. 3.25
  for (double ud : {4.7, -4.0}) {
    ispc::float_switch(sout.data(), sx.data(), n, ud);
    for (int i = 0; i < n; ++i) {
      int c = (int)sx[i], r;
      if (c == -1) r = 5;
      else if (c == 2) r = 50;
      else if (c == 3) r = 30;
      else r = -7;
      r += (int)ud == 4 ? 4000 : 9000;
      e2e_expect_eq("float_switch", i, sout[i], r);
      digest += sout[i];
    }
  }
  std::vector<int> a(n), b(n), aout(6 * n);
  for (int i = 0; i < n; ++i) {
    a[i] = (i * 37) % 255 - 127; // -127 .. 127
    b[i] = 127 - (i * 53) % 255;
  }
  ispc::averages(aout.data(), a.data(), b.data(), n);
  for (int i = 0; i < n; ++i) {
    int64_t s8 = (int8_t)a[i] + (int8_t)b[i];
    int64_t u8 = (uint8_t)a[i] + (uint8_t)b[i];
    int64_t s16 = (int16_t)(a[i] * 200) + (int16_t)(b[i] * 200);
    int64_t big = 2147483647;
    e2e_expect_eq("avg_up int8", i, (int64_t)aout[6 * i + 0], floor_half(s8 + 1));
    e2e_expect_eq("avg_down int8", i, (int64_t)aout[6 * i + 1], floor_half(s8));
    e2e_expect_eq("avg_up uint8", i, (int64_t)aout[6 * i + 2], (u8 + 1) / 2);
    e2e_expect_eq("avg_down uint8", i, (int64_t)aout[6 * i + 3], u8 / 2);
    e2e_expect_eq("avg int16", i, (int64_t)aout[6 * i + 4], (int64_t)(int16_t)(floor_half(s16 + 1) + floor_half(s16)));
    e2e_expect_eq("avg int32", i, (int64_t)aout[6 * i + 5],
                  floor_half(big + a[i] + 1) - floor_half(big + big - 1));
    for (int k = 0; k < 6; ++k) digest += aout[6 * i + k];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("ispc_conversions_compat");
}
