#include "e2e_check.h"
#include "gang_shared_divergent_loop_ispc.h"

static int do_ref(int v) {
  for (int k = 0; k < 3; k++) {
    int d = v & 7;
    do {
      d--;
      v = v + k;
    } while (d > 0);
  }
  return v;
}

static int while_ref(int v) {
  v &= 15;
  for (int k = 1; k <= 4; k++) {
    int s = 0;
    while (s < v) s += k;
    v = s + 2 * k;
  }
  return v;
}

int main() {
  const int N = 203;
  int a[N], out[N];
  for (int i = 0; i < N; ++i) a[i] = (i * 37 + 11) % 101 - 30;
  for (int n : {0, 1, 7, 16, 33, N}) {
    for (int i = 0; i < N; ++i) out[i] = -1;
    ispc::counter_in_divergent_do(a, out, n);
    for (int i = 0; i < N; ++i) e2e_expect_eq("do", i, out[i], i < n ? do_ref(a[i]) : -1);
    for (int i = 0; i < N; ++i) out[i] = -1;
    ispc::counter_in_divergent_while(a, out, n);
    for (int i = 0; i < N; ++i) e2e_expect_eq("while", i, out[i], i < n ? while_ref(a[i]) : -1);
  }
  return e2e_finish("gang_shared_divergent_loop");
}
