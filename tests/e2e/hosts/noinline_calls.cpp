#include "e2e_check.h"
#include "noinline_calls_ispc.h"

// Plain C++ references; `lane` is the program index of element i.
static int mix(int a, int k, int lane) { return a > k ? a * 3 - k : a + lane; }
static int outer(int a, int lane) { return (a & 2) ? mix(a, 5, lane) + 1 : -a; }

int main() {
  int src[5] = {3, -1, 4, 1, 5};
  float table[8] = {0.5f, 1.0f, 1.5f, 2.0f, -2.5f, 3.0f, 0.25f, 8.0f};
  static int r[300], t[300], v[300], count[1];
  static float f[300];
  for (int n : {0, 1, 5, 17, 64, 131, 300}) {
    for (int i = 0; i < 300; ++i) r[i] = t[i] = v[i] = -7, f[i] = -7.0f;
    ispc::noinline_calls(r, t, v, f, src, table, count, n);
    int w = count[0];
    for (int i = 0; i < n; ++i) {
      int lane = i % w;
      int er = i % 3 != 0 ? mix(i, 7, lane) : outer(i, lane);
      e2e_expect_eq("mix", i, r[i], er);
      int et = -1;
      if ((i & 1) == 0) {
        et = i;
        for (int j = 0; j < n % 5; ++j) et += src[j];
      }
      e2e_expect_eq("total", i, t[i], et);
      int vg = i + ((i & 4) ? 100 : 0);
      int priv = i + (i % 7 == 2 ? 7 : 0);
      int priv2 = 2 * i + (i % 4 == 3 ? 7 : 0);
      e2e_expect_eq("pointers", i, v[i], vg + 1000 * priv + 1000000 * priv2);
      float ef = 0;
      if (i & 1) ef = i * 0.5f + i;
      if (i % 5 == 1) ef += (float)i + (i + 1) * 2;
      if (i < n - 2) ef += table[i % 8] * 2.0f;
      e2e_expect_eq("structs", i, f[i], ef);
    }
    for (int i = n; i < 300; ++i) e2e_expect_eq("untouched", i, r[i], -7);
  }
  return e2e_finish("noinline_calls");
}
