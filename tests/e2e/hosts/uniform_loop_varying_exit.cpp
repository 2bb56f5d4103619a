#include "e2e_check.h"
#include "uniform_loop_varying_exit_ispc.h"

int main() {
  const int M = 50, N = 90;
  int table[M], keys[N], pos[N], partial[N], spins[N];
  for (int j = 0; j < M; ++j) table[j] = (j * 37) % 29 + 1;
  for (int i = 0; i < N; ++i) keys[i] = (i * 61) % 900 - 20;
  ispc::uexit(table, M, keys, pos, partial, spins, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int key = keys[i], p = -1, acc = 0;
    for (int j = 0; j < M; j++) {
      int t = table[j];
      if (t % 4 == (key & 3)) continue;
      acc += t;
      if (acc > key) { p = j; break; }
    }
    e2e_expect_eq("pos", i, pos[i], p);
    e2e_expect_eq("partial", i, partial[i], acc);
    int s = 0, val = key;
    while (true) {
      s++;
      if (val <= 1) break;
      if (val % 2 == 0) val /= 2; else val -= 1;
      if (s >= 30) break;
    }
    e2e_expect_eq("spins", i, spins[i], s * 100 + val + 6);
    digest += pos[i] * 7 + partial[i] + spins[i];
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("uniform_loop_varying_exit");
}
