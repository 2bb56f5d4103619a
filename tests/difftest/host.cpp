#include "k_ispc.h"
#include <cstdio>
#include <cmath>
#include <initializer_list>
int main() {
  const int N = 77;
  int a[N > 64 ? N : 64], b[N > 64 ? N : 64], out[4 * N];
  float outf[N];
  for (int i = 0; i < 64 || i < N; ++i) { a[i] = (i * 37) % 101 - 30; b[i] = (i * 53) % 67 - 11; }
  for (int n : {77, 13, 5}) {
    ispc::k(a, b, out, outf, n, 3, -4);
    for (int i = 0; i < 4 * n; ++i) std::printf("%d%c", out[i], i % 16 == 15 ? '\n' : ' ');
    for (int i = 0; i < n; ++i) std::printf("%a%c", outf[i], i % 8 == 7 ? '\n' : ' ');
    std::printf("\n");
  }
  return 0;
}
