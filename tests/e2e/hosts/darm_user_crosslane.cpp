#include "e2e_check.h"
#include "darm_user_crosslane_ispc.h"
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace ispc;
int main() {
  const int n = 203; const int W = gang_width();
  std::vector<int> a(n), o(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 73 + 19) % 211;
  { std::vector<int> c(2, 0); atomics_arms(a.data(), o.data(), c.data(), n);
    int e0 = 0, e1 = 0;
    for (int i = 0; i < n; ++i) { int x = a[i], y; if (x & 1) { y = x * 3 + 1; e0 += y & 7; } else { y = x * 5 + 2; e1 += y & 7; } e2e_expect_eq("atomics", i, o[i], y); }
    e2e_expect_eq("atomics.c0", 0, c[0], e0); e2e_expect_eq("atomics.c1", 1, c[1], e1); }
  reduce_arms(a.data(), o.data(), n);
  for (int g = 0; g < n; g += W) { int s = 0, m = -1000000; int end = std::min(n, g + W);
    for (int i = g; i < end; ++i) { if (a[i] > 100) s += a[i]; else m = std::max(m, a[i]); }
    for (int i = g; i < end; ++i) { int y = a[i] > 100 ? a[i] * 2 + s : a[i] * 2 - m; e2e_expect_eq("reduce_arms", i, o[i], y); } }
  xlane_arms(a.data(), o.data(), n);
  for (int g = 0; g < n; g += W) for (int j = 0; j < W && g + j < n; ++j) { int i = g + j, x = a[i];
    if (x & 2) { int src = g + (j + 1) % W; if (src < n && (a[src] & 2)) e2e_expect_eq("xlane.rot", i, o[i], a[src] + x * 3); }
    else { int src = g + (j + 2) % W; if (src < n && !(a[src] & 2)) e2e_expect_eq("xlane.shuf", i, o[i], a[src] + x * 5); } }
  { std::vector<int> tot(1, -1); active_arms(a.data(), o.data(), tot.data(), n); int cnt = 0;
    for (int i = 0; i < n; ++i) { int x = a[i], y = 0; if (x & 1) { cnt++; y = x * 7; } else { for (int t = 0; t < (x & 3); t++) y += x * 7 + t; } e2e_expect_eq("active_arms", i, o[i], y); }
    e2e_expect_eq("active_arms.count", 0, tot[0], cnt); }
  { std::vector<int> table = {3, 5, 7, 11, 13, 17, 19};
    unique_arms(a.data(), table.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int x = a[i]; int y = x > 50 ? table[x % 4] * x + x % 4 : table[x % 3 + 4] * x - x % 3; e2e_expect_eq("unique_arms", i, o[i], y); } }
  unmasked_arms(a.data(), o.data(), n);
  for (int g = 0; g < n; g += W) for (int j = 0; j < W && g + j < n; ++j) { int i = g + j, x = a[i]; int src = g + (j + 1) % W; if (src >= n) continue;
    int y = (x & 4) ? a[src] * 2 + x : a[src] * 3 - x; e2e_expect_eq("unmasked_arms", i, o[i], y); }
  assert_arms(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i]; e2e_expect_eq("assert_arms", i, o[i], x >= 0 ? x * 3 + 9 : x * 3 - 9); }
  { std::vector<int> ev(n, -1), cnt(1, -1); packed_arms(a.data(), ev.data(), o.data(), cnt.data(), n); int ne = 0;
    for (int i = 0; i < n; ++i) { int x = a[i]; if ((x & 1) == 0) { e2e_expect_eq("packed.ev", ne, ev[ne], x * 2); ne++; e2e_expect_eq("packed.out", i, o[i], x * 2); } else e2e_expect_eq("packed.out", i, o[i], x * 2 + 1); }
    e2e_expect_eq("packed.cnt", 0, cnt[0], ne); }
  print_arms(a.data(), o.data(), n);
  std::fflush(stdout);
  for (int i = 0; i < n; ++i) { int x = a[i]; e2e_expect_eq("print_arms", i, o[i], x % 5 == 0 ? x / 5 : x * 5); }
  scan_arms(a.data(), o.data(), n);
  for (int g = 0; g < n; g += W) { int s1 = 0, s0 = 0; for (int i = g; i < std::min(n, g + W); ++i) { int x = a[i];
      if (x & 1) { e2e_expect_eq("scan_arms", i, o[i], s1 + 100); s1 += x & 7; } else { e2e_expect_eq("scan_arms", i, o[i], s0 + 200); s0 += x & 3; } } }
  return e2e_finish("darm_user_crosslane");
}
