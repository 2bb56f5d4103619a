#include "e2e_check.h"
#include "clock_streaming_ispc.h"
#include <cstring>
#include <vector>

typedef SPMDC_FLOAT16_T H; // the header's float16 (see float16.cpp)
static H half(double v) { uint16_t b = e2e_to_half(v); H x; std::memcpy(&x, &b, 2); return x; }
static double dbl(H x) { uint16_t b; std::memcpy(&b, &x, 2); return e2e_from_half(b); }

int main() {
  float a[16];
  for (int i = 0; i < 16; ++i) a[i] = (float)i;
  int64_t t = ispc::ticks(200000, a);
  // The counter runs: 200000 dependent adds take far more than 0 ticks
  // (cycles on x86, the virtual counter's ticks on AArch64).
  e2e_expect_eq("clock advances", 0, t > 0, true);

  const int n = 77;
  std::vector<float> src(n), dst(n, -1.0f);
  std::vector<int16_t> s16(n), d16(n, -7);
  std::vector<double> sd(n), dd(n + 1, -3.0);
  std::vector<H> sh(n), dh(n, half(-2.0));
  for (int i = 0; i < n; ++i) {
    src[i] = i * 0.5f;
    s16[i] = (int16_t)(i * 3);
    sd[i] = i * 1.25;
    sh[i] = half(i - 30);
  }
  ispc::stream_copy(src.data(), dst.data(), s16.data(), d16.data(), sd.data(), dd.data(),
                    sh.data(), dh.data(), n);
  for (int i = 0; i < n; ++i) {
    e2e_expect_near("float", i, dst[i], src[i] * 2, 0);
    e2e_expect_eq("int16", i, (int)d16[i], s16[i] % 2 == 0 ? s16[i] + 1 : -7);
    e2e_expect_near("double", i, dd[i], sd[i] - 1, 0);
    e2e_expect_near("float16", i, dbl(dh[i]), (i - 30) * 0.5, 0);
  }
  e2e_expect_near("uniform", n, dd[n], sd[0] * 10, 0);
  return e2e_finish("clock_streaming");
}
