#include "test_static.isph"
// a uniform array updated under varying control flow inside a varying
// loop through a helper taking a uniform pointer, read back by all lanes
static void note(uniform int * uniform slots, uniform int k, uniform int v) {
  slots[k] += v;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int slots[4] = {0, 0, 0, 0};
  int n = (int)aFOO[programIndex] % 5;
  for (int j = 0; j < n; ++j) {
    if (j % 2 == 0)
      note(slots, 0, 1);         // once per iteration in which any lane runs it
    else
      note(slots, 1, 10);
    if (j == 3) {
      slots[2] += 100;
      break;
    }
  }
  RET[programIndex] = slots[0] + slots[1] + slots[2] + n * 10000;
}
task void result(uniform float RET[]) {
  uniform int maxn = 0;
  for (uniform int i = 0; i < programCount; ++i)
    maxn = max(maxn, (i + 1) % 5);
  // iteration j runs if some lane has n > j; j == 3 breaks (n == 4 lanes)
  uniform int s0 = 0, s1 = 0, s2 = 0;
  for (uniform int j = 0; j < maxn; ++j) {
    if (j % 2 == 0) s0 += 1; else s1 += 10;
    if (j == 3) s2 += 100;
  }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = s0 + s1 + s2 + ((i + 1) % 5) * 10000;
}
