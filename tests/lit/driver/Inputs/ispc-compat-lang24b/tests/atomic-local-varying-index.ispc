#include "test_static.isph"
// local atomics on a uniform array with varying indices: every lane's
// update lands; atomic_max_local and a compare-exchange loop
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int hist[8];
  uniform int best[1];
  for (uniform int i = 0; i < 8; ++i)
    hist[i] = 0;
  best[0] = -1;
  int bin = programIndex * 5 % 8;
  int old = atomic_add_local(&hist[bin], programIndex + 1);
  atomic_max_local(&best[0], programIndex * 3 % 7);
  // increment hist[0] once per lane with compare-exchange
  int done = 0;
  while (!done) {
    int cur = hist[0];
    if (atomic_compare_exchange_local(&hist[0], cur, cur + 100) == cur)
      done = 1;
  }
  RET[programIndex] = hist[programIndex % 8] + best[0] * 0.5f + (old >= 0);
}
task void result(uniform float RET[]) {
  uniform int hist[8];
  uniform int best = -1;
  for (uniform int i = 0; i < 8; ++i)
    hist[i] = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    hist[i * 5 % 8] += i + 1;
    if (i * 3 % 7 > best)
      best = i * 3 % 7;
  }
  hist[0] += 100 * programCount;
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = hist[i % 8] + best * 0.5f + 1;
}
