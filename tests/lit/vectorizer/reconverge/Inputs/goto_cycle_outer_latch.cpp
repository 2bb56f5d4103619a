#include "goto_cycle_outer_latch_ispc.h"
#include <cstdio>
#include <initializer_list>
int main() {
  const int n = 37; int a[n], o[n]; int bad = 0;
  for (int i = 0; i < n; ++i) a[i] = (i * 7 + 3) % 11;
  for (int R : {0, 5, 12, 20, 40}) {
    ispc::f(a, o, n, R);
    for (int i = 0; i < n; ++i) { int c = 0;
      for (int k = 0; k < 7; k++) { c += 1; int g = (a[i] & 7) + 1; bool brk = false;
        for (;;) { if (g * k > R) { brk = true; break; } g--; if (!(g > 0)) break; }
        if (brk) break; }
      if (o[i] != c) { if (bad < 10) std::printf("R=%d i=%d got %d want %d\n", R, i, o[i], c); ++bad; } }
  }
  std::printf(bad ? "FAIL\n" : "ok\n"); return bad != 0;
}
