#include "e2e_check.h"
#include "darm_user_side_effects_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>
using namespace ispc;
static std::vector<std::pair<int, int>> logv;
extern "C" int host_log(int tag, int val) { logv.push_back({tag, val}); return tag * 10; }
int main() {
  const int n = 203; const int W = gang_width();
  std::vector<int> a(n), o(n), d(n);
  for (int i = 0; i < n; ++i) { a[i] = (i * 73 + 19) % 211 - 50; d[i] = (i % 5 == 0) ? 0 : (i % 7) - 3; }
  extern_arms(a.data(), o.data(), n);
  { std::vector<std::pair<int, int>> want;
    for (int g = 0; g < n; g += W) { int end = std::min(n, g + W), s1 = 0, s2 = 0; bool h1 = false, h2 = false;
      for (int i = g; i < end; ++i) if (a[i] & 1) { s1 += a[i]; h1 = true; } else { s2 += a[i]; h2 = true; }
      if (h1) want.push_back({1, s1}); if (h2) want.push_back({2, s2}); }
    e2e_expect_eq("extern.count", 0, (int)logv.size(), (int)want.size());
    for (size_t k = 0; k < std::min(want.size(), logv.size()); ++k) { e2e_expect_eq("extern.tag", (int)k, logv[k].first, want[k].first); e2e_expect_eq("extern.val", (int)k, logv[k].second, want[k].second); }
    for (int i = 0; i < n; ++i) e2e_expect_eq("extern_arms", i, o[i], (a[i] & 1) ? a[i] * 3 + 10 : a[i] * 3 - 20); }
  atomic_ret(a.data(), o.data(), n);
  { std::vector<int> seen0, seen1; int c0 = 0, c1 = 0;
    for (int i = 0; i < n; ++i) { if (a[i] & 2) { if (o[i] % 2 != 1) e2e_expect_eq("atomic_ret.odd", i, 0, 1); seen0.push_back(o[i] / 2); c0++; } else { if (o[i] % 2 != 0) e2e_expect_eq("atomic_ret.even", i, 0, 1); seen1.push_back(o[i] / 2); c1++; } }
    std::sort(seen0.begin(), seen0.end()); std::sort(seen1.begin(), seen1.end());
    for (int k = 0; k < c0; ++k) e2e_expect_eq("atomic_ret.perm0", k, seen0[k], k);
    for (int k = 0; k < c1; ++k) e2e_expect_eq("atomic_ret.perm1", k, seen1[k], k); }
  { std::vector<float> f(n), fo(n); for (int i = 0; i < n; ++i) f[i] = (i % 9 == 0) ? NAN : ((i * 37) % 100) / 100.0f;
    nan_arms(f.data(), fo.data(), n);
    for (int i = 0; i < n; ++i) { float x = f[i], y; if (!(x < 0.5f)) { y = x * 2.0f + 1.0f; if (y != y) y = -1.0f; } else { y = x * 3.0f + 1.0f; if (y != y) y = -2.0f; } e2e_expect_near("nan_arms", i, fo[i], y, 1e-6); } }
  div_arms(a.data(), d.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i], k = d[i]; int y = k != 0 ? x / k + x % k : x / 3 + x % 5; e2e_expect_eq("div_arms", i, o[i], y); }
  new_arms(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i]; int y = (x & 1) ? (x + (x & 3)) * 2 : (x - (x & 3)) * 3; e2e_expect_eq("new_arms", i, o[i], y); }
  { std::vector<int> cnt(1); ternary_calls(a.data(), o.data(), cnt.data(), n);
    int c = 0; for (int g = 0; g < n; g += W) { bool h1 = false, h2 = false; for (int i = g; i < std::min(n, g + W); ++i) if (a[i] & 1) h1 = true; else h2 = true; c += h1 + h2; }
    for (int i = 0; i < n; ++i) e2e_expect_eq("ternary_calls", i, o[i], (a[i] & 1) ? (a[i] + 1) * 2 : (a[i] + 1) * 3);
    e2e_expect_eq("ternary_calls.cnt", 0, cnt[0], c); }
  return_in_loop(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i], s = 0, r = 0; bool done = false;
    if (x & 1) { for (int k = 0; k < 8 && !done; k++) { s += x + k; if (s > 300) { r = s; done = true; } } }
    else { for (int k = 0; k < 8 && !done; k++) { s += x * 2 + k; if (s > 500) { r = -s; done = true; } } }
    e2e_expect_eq("return_in_loop", i, o[i], done ? r : s * 3); }
  { std::vector<unsigned> ua(n), uo(n); std::vector<uint8_t> b(n);
    for (int i = 0; i < n; ++i) { ua[i] = 0x9e3779b9u * (unsigned)(i + 1); b[i] = (uint8_t)(i * 13); }
    unsigned_arms(ua.data(), b.data(), uo.data(), n);
    for (int i = 0; i < n; ++i) { unsigned x = ua[i]; uint8_t c = b[i]; if (x > 0x80000000u) { x = x * 3u + c; c = (uint8_t)(c + 200); } else { x = x * 5u - c; c = (uint8_t)(c - 100); }
      e2e_expect_eq("unsigned_arms", i, (long long)uo[i], (long long)(x ^ c)); } }
  { std::vector<int> cnt(1); noinline_counter(a.data(), o.data(), cnt.data(), n);
    int c = 0; for (int g = 0; g < n; g += W) { bool h1 = false, h2 = false; for (int i = g; i < std::min(n, g + W); ++i) if (a[i] & 1) h1 = true; else h2 = true; c += h1 + h2; }
    for (int i = 0; i < n; ++i) e2e_expect_eq("noinline_counter", i, o[i], (a[i] & 1) ? a[i] * 3 + 1 : a[i] * 3 - 1);
    e2e_expect_eq("noinline_counter.cnt", 0, cnt[0], c); }
  return e2e_finish("darm_user_side_effects");
}
