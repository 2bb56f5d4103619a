#include "e2e_check.h"
#include "gather_pairs_ispc.h"
#include <cstdint>
#include <cstdio>
#include <vector>

int main() {
  const int M = 1000, N = 203;
  std::vector<float> f(M);
  std::vector<int> i32(M);
  std::vector<int16_t> i16(M);
  std::vector<int8_t> i8(M);
  for (int i = 0; i < M; ++i) {
    f[i] = 0.5f * i - 7;
    i32[i] = 3 * i - 1000;
    i16[i] = (int16_t)(-7 * i + 11);
    i8[i] = (int8_t)(i * 37);
  }
  // Indices spread over the arrays (odd and even, neighbours sharing
  // elements); every fifth lane off with an index far outside them.
  std::vector<int> idx(N);
  for (int k = 0; k < N; ++k)
    idx[k] = k % 5 == 3 ? -(1 << 28) : (k * 389) % (M - 1);
  long long digest = 0;
  std::vector<float> out(N, -1);
  ispc::gather_pairs(f.data(), i32.data(), i16.data(), i8.data(), idx.data(),
                     out.data(), N);
  for (int k = 0; k < N; ++k) {
    int b = idx[k];
    float s = 0;
    if (b >= 0) {
      s = f[b] + 2 * f[b + 1];
      s += i32[b + 1] * 3 - i32[b];
      s += i16[b] - 5 * i16[b + 1];
      s += 7 * i8[b + 1] + i8[b];
    }
    e2e_expect_near("pairs", k, out[k], s, 1e-6);
    digest += (long long)out[k];
  }
  // Even, distinct indices: each lane's b + 1 is its own.
  std::vector<int> even(N);
  for (int k = 0; k < N; ++k)
    even[k] = 2 * ((k * 211) % 499);
  std::vector<float> g = f;
  ispc::gather_pairs_store(g.data(), even.data(), out.data(), N);
  for (int k = 0; k < N; ++k) {
    int b = even[k];
    float lo = f[b];
    e2e_expect_near("store", k, out[k], lo * 1000 + (lo + 100), 1e-6);
    e2e_expect_near("store.mem", k, g[b + 1], lo + 100, 0);
    digest += (long long)out[k];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("gather_pairs");
}
