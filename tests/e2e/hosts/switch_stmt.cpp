#include "e2e_check.h"
#include "switch_stmt_ispc.h"

// The kernels' code, in plain C++.
static int classify(int x) {
  switch (x % 5) {
  case 0: return 100;
  case 1:
  case 2:
    if (x > 20) return 200;
    break;
  case -1: return -1;
  default: x = x * 2;
  }
  return x;
}

static int varying_ref(int a, bool &seen2) {
  int r = 0;
  switch (a & 7) {
  case 0: r += 1; [[fallthrough]];
  case 1: r += 10; break;
  default: r = 100; [[fallthrough]];
  case 3:
    r += 1000;
    if (a > 50) break;
    r += 5;
    [[fallthrough]];
  case 6:
    switch (a % 3) {
    case 0: r *= 2; break;
    case 1: r *= 3;
    }
    r += 1;
    [[fallthrough]];
  case 2: seen2 = true;
  }
  return r;
}

static int uniform_ref(int mode, int i) {
  int v = i;
  switch (mode) {
  case 0: v = v * 2; break;
  case 1: v = -v; [[fallthrough]];
  case 2: v += 7; break;
  default: v = 0;
  }
  return v;
}

static int loop_ref(int a) {
  int s = 0;
  for (int k = 0; k < a; ++k) {
    switch (k & 3) {
    case 0: s += 1; break;
    case 1:
      if (k > 8) break;
      s += 100;
      continue;
    case 2: s += 10000; break;
    }
    s += 7;
    if (s > 200000) break;
  }
  return s;
}

int main() {
  const int M = 83;
  int a[M], out[M + 1], flags[1];
  for (int n : {0, 1, 7, 16, 33, M}) {
    for (int pattern = 0; pattern < 2; ++pattern) {
      for (int i = 0; i < M; ++i)
        a[i] = pattern ? (i * 37 + 11) % 97 : ((i * 4) % 8 == 2 ? 3 : (i * 29) % 61);
      bool seen2 = false;
      for (int i = 0; i < M; ++i) out[i] = -99;
      flags[0] = -1;
      ispc::sw_varying(a, out, n, flags);
      for (int i = 0; i < M; ++i)
        e2e_expect_eq("varying", i, out[i], i < n ? varying_ref(a[i], seen2) : -99);
      e2e_expect_eq("seen2", n, flags[0], seen2 ? 1 : 0);

      for (int i = 0; i < M; ++i) out[i] = -99;
      ispc::sw_masked(a, out, n);
      for (int i = 0; i < M; ++i) {
        int want = i < n ? (a[i] % 3 != 0 ? classify(a[i] - 30) : -7) : -99;
        e2e_expect_eq("masked", i, out[i], want);
      }

      for (int i = 0; i < M; ++i) out[i] = -99;
      ispc::sw_loop(a, out, n);
      for (int i = 0; i < M; ++i)
        e2e_expect_eq("loop", i, out[i], i < n ? loop_ref(a[i]) : -99);
    }
    for (int mode = -1; mode < 4; ++mode) {
      for (int i = 0; i <= M; ++i) out[i] = -99;
      ispc::sw_uniform(mode, n, out);
      int count = 0;
      for (int k = 0; k < n; ++k) {
        switch (k % 4) {
        case 0: continue;
        case 1: count += 1; break;
        case 2: count += 10; [[fallthrough]];
        default: count += 100;
        }
        count += 1000;
      }
      e2e_expect_eq("count", mode, out[0], count);
      for (int i = 0; i < M; ++i)
        e2e_expect_eq("uniform", i, out[1 + i], i < n ? uniform_ref(mode, i) : -99);
    }
  }
  return e2e_finish("switch_stmt");
}
