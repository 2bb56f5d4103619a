#include "e2e_check.h"
#include "undef_join_phis_ispc.h"
#include <cstring>

static const int L = 200;
static int a[L], out[L];
static int gW;

typedef void (*KB)(int *, int *, int, int);
// Prints the outputs (they must be the same on every target) unless they
// depend on the gang width.
static void run_base(const char *name, KB k, int W, int n, int u, int (*ref)(int i, int u),
                     bool print = true) {
  for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
  for (int b = 0; b < n; b += W) k(a, out, b, u);
  for (int i = 0; i < n; ++i) e2e_expect_eq(name, i, out[i], ref(i, u));
  if (!print)
    return;
  std::printf("%s u=%d:", name, u);
  for (int i = 0; i < n; ++i) std::printf(" %d", out[i]);
  std::printf("\n");
}

int main() {
  const int W = ispc::width();
  gW = W;
  unsigned s = 12345;
  for (int i = 0; i < L; ++i) { s = s * 1103515245u + 12345u; a[i] = (int)((s >> 8) % 2001) - 1000; }
  const int n = ((64 + W - 1) / W) * W;  // a whole number of gangs
  for (int u : {0, 3, 17, 40, 63}) {
#define R(name, expr) run_base(#name, ispc::name, W, n, u, [](int i, int u) -> int { return expr; })
#define RW(name, expr) run_base(#name, ispc::name, W, n, u, [](int i, int u) -> int { return expr; }, false)
    R(k_ifelse, (a[i] & 1) ? a[u] * 3 : -1);
    R(k_else_def, (a[i] & 1) ? -2 : a[u] + 7);
    R(k_bool, (a[i] & 1) ? ((a[u] & 2) == 0 ? 11 : 12) : -3);
    R(k_nested, (a[i] & 1) ? ((a[i] & 2) ? a[u] - 5 : -4) : -5);
    R(k_switch, (a[i] & 3) == 0 ? a[u] * 5 : (a[i] & 3) == 1 ? -6 : (a[i] & 3) == 2 ? -7 : -8);
    R(k_cif, (a[i] & 1) ? a[u] * 3 : -1);
    R(k_struct, (a[i] & 1) ? a[u] * 3 : a[i]);
    R(k_array, (a[i] & 1) ? a[u] * 3 : a[i] + 1);
    R(k_ref, (a[i] & 1) ? a[u] * 3 : -1);
    R(k_return, (a[i] & 1) ? a[u] * 3 : -1);
    R(k_loop, (a[i] & 3) ? a[u + (a[i] & 3) - 1] : -9);
    R(k_break, [](int i, int u) { for (int j = 0; j < 4; ++j) if ((a[i] >> j) & 1) return a[u + j] * 2; return -10; }(i, u));
    R(k_ternary, (a[i] & 1) ? a[u] / (a[u + 1] | 1) : -11);
    RW(k_bcast, (a[i] & 1) ? a[(i / gW) * gW] + a[u] + gW * a[u] : -1);
    R(k_goto, (a[i] & 1) ? a[u] * 3 : -12);
    R(k_then, (a[i] & 1) ? a[u] * 3 : (a[i] & 4) ? -13 : 0x5A5A);
    R(k_two, (a[i] & 1) ? a[u] * 3 : a[u + 1] + 1);
#undef R
#undef RW
    // foreach form
    for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
    int nf = 61;
    ispc::k_ifelse_foreach(a, out, nf, u);
    for (int i = 0; i < nf; ++i) e2e_expect_eq("k_ifelse_foreach", i, out[i], (a[i] & 1) ? a[u] * 3 : -1);
    // division by a uniform divisor
    for (int d : {1, 3, -7}) {
      for (int i = 0; i < L; ++i) out[i] = 0x5A5A;
      for (int b = 0; b < n; b += W) ispc::k_div(a, out, b, u, d);
      for (int i = 0; i < n; ++i) e2e_expect_eq("k_div", i, out[i], (a[i] & 1) ? u / d : -1);
    }
  }
  return e2e_finish("undef_join_phis");
}
