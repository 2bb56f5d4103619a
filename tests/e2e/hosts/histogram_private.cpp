#include "e2e_check.h"
#include "histogram_private_ispc.h"
#include <vector>

int main() {
  int W = ispc::gang_width();
  if (W < 1 || W > 64) { std::printf("bad gang width\n"); return 1; }
  const int NB = 10;
  long long digest = 0;
  int lut[256];
  for (int k = 0; k < 256; ++k) lut[k] = (k * 7 + k / 13) % NB;
  for (int n : {1, 3, 31, 200, 1001}) {
    std::vector<int> data(n);
    for (int i = 0; i < n; ++i) data[i] = (int)(((unsigned)i * 2654435761u) >> 12) & 0xfffff;
    std::vector<int> priv(NB * W, 0), wpriv(NB * W, 0), hist(NB, -1), weight(NB, -1);
    ispc::histogram(data.data(), n, lut, priv.data(), wpriv.data(), hist.data(), weight.data(), NB);
    int h[NB] = {0}, wt[NB] = {0};
    for (int i = 0; i < n; ++i) {
      int d = data[i];
      int b = lut[d & 255];
      h[b]++;
      if ((d >> 8) % 3 != 0) wt[b] += (d >> 8) & 15;
    }
    for (int b = 0; b < NB; ++b) {
      e2e_expect_eq("hist", b, hist[b], h[b]);
      e2e_expect_eq("weight", b, weight[b], wt[b]);
      digest += hist[b] * (b + 1) + weight[b];
    }
  }
  const int N = 97;
  int perm[N], src[N], inv[N], out[N];
  for (int i = 0; i < N; ++i) { perm[i] = (i * 36 + 5) % N; src[i] = i * 3 + (i % 4); out[i] = -9; }
  ispc::permute(perm, src, inv, out, N);
  for (int i = 0; i < N; ++i) {
    e2e_expect_eq("inv", perm[i], inv[perm[i]], i);
    int s = src[perm[N - 1 - i]];
    e2e_expect_eq("perm_out", perm[i], out[perm[i]], (s & 1) ? s * 2 + 1 : -9);
  }
  for (int i = 0; i < N; ++i) digest += inv[i] * 3 + out[i];
  std::printf("digest %lld\n", digest);
  return e2e_finish("histogram_private");
}
