#include "e2e_check.h"
#include "inner_loop_bound_after_loop_ispc.h"
#include <cstdio>

static const int L = 203;
static int a[L], out[L];

static int steps(int d, int x) { return d <= 0 ? x : steps(d - 1, (x * 3 + 1) % 1009); }

static int after_loop(int i, int u) {
  int w = a[i] & 7, acc = 0;
  do {
    w--;
    for (int k = 0; k < (u & 7); k++) acc += k + 1;
  } while (w > 0);
  return (a[i] & 8) != 0 ? steps(((-1) % ((u & 7) + 1)) & 3, acc + a[i]) : acc;
}

static int and_load(int i, int u) {
  int w = (a[i] >> 4) & 3, acc = a[i];
  do {
    w--;
    for (int k = 0; k < (u & 3); k++) acc = (acc * 5 + k) % 4093;
  } while (w > 0);
  return steps((u & 3) + a[u & 15] % 2, acc);
}

static int min_load(int i, int u, int v) {
  int w = a[i] & 7, acc = 0;
  do {
    w--;
    acc += (u < v ? u : v) + a[u & 15];
  } while (w > 0);
  return steps(((u < v ? u : v) + a[u & 15]) & 3, acc);
}

static int after_stores(int i, int u) {
  int w = a[i] & 7, acc = 0;
  do {
    w--;
    acc += a[u & 15];
  } while (w > 0);
  return steps(a[u & 15] & 3, acc + w);
}

int main() {
  unsigned s = 4321;
  for (int i = 0; i < L; ++i) { s = s * 1103515245u + 12345u; a[i] = (int)((s >> 8) % 2001) - 1000; }
  for (int n : {0, 1, 17, 64, 203})
    for (int u : {0, 1, 2, 5, 7, 12}) {
      for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
      ispc::bound_after_loop(a, out, n, u);
      for (int i = 0; i < L; ++i) e2e_expect_eq("bound_after_loop", i, out[i], i < n ? after_loop(i, u) : 0x5A5A);
      std::printf("bound_after_loop n=%d u=%d:", n, u);
      for (int i = 0; i < n; ++i) std::printf(" %d", out[i]);
      std::printf("\n");
      for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
      ispc::bound_and_load(a, out, n, u);
      for (int i = 0; i < L; ++i) e2e_expect_eq("bound_and_load", i, out[i], i < n ? and_load(i, u) : 0x5A5A);
      std::printf("bound_and_load n=%d u=%d:", n, u);
      for (int i = 0; i < n; ++i) std::printf(" %d", out[i]);
      std::printf("\n");
      for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
      ispc::min_and_load(a, out, n, u, 3 - u);
      for (int i = 0; i < L; ++i) e2e_expect_eq("min_and_load", i, out[i], i < n ? min_load(i, u, 3 - u) : 0x5A5A);
      std::printf("min_and_load n=%d u=%d:", n, u);
      for (int i = 0; i < n; ++i) std::printf(" %d", out[i]);
      std::printf("\n");
      for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
      ispc::load_after_stores(a, out, n, u);
      for (int i = 0; i < L; ++i) e2e_expect_eq("load_after_stores", i, out[i], i < n ? after_stores(i, u) : 0x5A5A);
      std::printf("load_after_stores n=%d u=%d:", n, u);
      for (int i = 0; i < n; ++i) std::printf(" %d", out[i]);
      std::printf("\n");
    }
  return e2e_finish("inner_loop_bound_after_loop");
}
