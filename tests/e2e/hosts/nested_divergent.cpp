#include "e2e_check.h"
#include "nested_divergent_ispc.h"

int main() {
  const int N = 113;
  int in[N], tri[N], brk[N], deep[N], mixed[N];
  for (int i = 0; i < N; ++i) in[i] = (i * 53) % 37;
  ispc::nests(in, tri, brk, deep, mixed, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int v = in[i];
    int s = 0;
    for (int j = 0; j < v; j++)
      for (int k = j; k < 2 * v - j; k += 1 + j % 3) s += (k ^ j) & 7;
    e2e_expect_eq("tri", i, tri[i], s);
    int b = 0;
    for (int j = 0; j < v % 11 + 2; j++) {
      if (j % 2 == 1) continue;
      int k = 0;
      while (true) {
        if (k * j > v || k > 20) break;
        b += k + j;
        k++;
      }
    }
    e2e_expect_eq("brk", i, brk[i], b);
    int d = 0;
    for (int x = 0; x < v % 5; x++)
      for (int y = x; y < v % 7; y++)
        for (int z = 0; z < (x + y + v) % 4; z++) d += x * 100 + y * 10 + z;
    e2e_expect_eq("deep", i, deep[i], d);
    int m = 0, outer = v % 4;
    while (outer > 0) {
      for (int j = 0; j < outer + 1; j++)
        for (int u = 0; u < 3; u++) {
          if ((u + j) % 3 == 2) continue;
          m += u * j + outer;
        }
      outer--;
    }
    e2e_expect_eq("mixed", i, mixed[i], m);
    digest += tri[i] + brk[i] * 3 + deep[i] * 5 + mixed[i] * 7;
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("nested_divergent");
}
