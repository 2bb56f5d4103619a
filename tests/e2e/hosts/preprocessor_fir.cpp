#include "e2e_check.h"
#include "preprocessor_fir_ispc.h"
#include <algorithm>
#include <cstdlib>

static int mix_bits(int v) { int h = v * 73 + 19; return h ^ (h >> 5); }

int main() {
  const int kTaps = 5, N = 60;
  e2e_expect_eq("taps", 0, ispc::taps(), kTaps);
  int in[N], coef[kTaps] = {3, -1, 4, -1, 5}, out[N];
  for (int i = 0; i < N; ++i) in[i] = (i * 19) % 23 - 11;
  ispc::fir(in, coef, out, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int acc = 0;
    for (int t = 0; t < kTaps; t++) acc += coef[t] * in[std::min(std::max(i - t, 0), N - 1)];
    int want = std::abs(acc) + (i % 4) * (i % 4) + 7 + (mix_bits(i) & 15);
    e2e_expect_eq("fir", i, out[i], want);
    digest += out[i];
  }
  float a[N], b[N], o[N];
  for (int i = 0; i < N; ++i) { a[i] = i * 0.5f; b[i] = 10.0f - i; }
  ispc::lerp_all(a, b, o, N, 0.25f);
  for (int i = 0; i < N; ++i) {
    e2e_expect_near("lerp", i, o[i], a[i] + (b[i] - a[i]) * 0.25f + 25.0f, 0);
    digest += (long long)(o[i] * 8);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("preprocessor_fir");
}
