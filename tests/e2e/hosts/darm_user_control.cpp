#include "e2e_check.h"
#include "darm_user_control_ispc.h"
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>
using namespace ispc;
static void *at_page_end(size_t bytes) {
  size_t pg = (size_t)sysconf(_SC_PAGESIZE); size_t pages = (bytes + pg - 1) / pg + 1;
  char *base = (char *)mmap(nullptr, (pages + 1) * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mprotect(base + pages * pg, pg, PROT_NONE); return base + pages * pg - bytes; }
static int both_return(int x) { int y; if (x & 1) { y = x * 3; if (y > 300) return y - 300; y += 11; } else { y = x * 5; if (y > 500) return y - 500; y += 13; } return y * 2; }
static float op_a(float x) { return x * 2.0f + 1.0f; }
static float op_b(float x) { return x * 3.0f - 1.0f; }
int main() {
  const int n = 203; const int W = gang_width();
  std::vector<int> a(n), o(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 73 + 19) % 211;
  { std::vector<int> tot(2); shared_both(a.data(), o.data(), tot.data(), n); int acc = 0, last = 0;
    for (int g = 0; g < n; g += W) { int end = std::min(n, g + W); bool h1 = false, h2 = false;
      for (int i = g; i < end; ++i) if (a[i] & 1) h1 = true; else h2 = true;
      if (h1) { acc += 1; last = 1; } if (h2) { acc += 2; last = 2; }
      for (int i = g; i < end; ++i) { int x = a[i]; int y = (x & 1) ? x * 3 + 7 : x * 3 - 7; e2e_expect_eq("shared_both", i, o[i], y + last); } }
    e2e_expect_eq("shared_both.acc", 0, tot[0], acc); e2e_expect_eq("shared_both.last", 0, tot[1], last); }
  std::vector<float> f(n), fo(3 * n);
  for (int i = 0; i < n; ++i) f[i] = ((i * 37) % 100) / 100.0f;
  short_vec(f.data(), fo.data(), n);
  for (int i = 0; i < n; ++i) { float x = f[i], v[3] = {x, x * 2.0f, x * 3.0f};
    if (x > 0.5f) { for (auto &e : v) e = e * 2.0f + 1.0f; v[0] = v[1] - v[2]; } else { for (auto &e : v) e = e * 3.0f - 1.0f; v[1] = v[0] + v[2]; }
    for (int k = 0; k < 3; ++k) e2e_expect_near("short_vec", 3 * i + k, fo[3 * i + k], v[k], 1e-6); }
  refs_arms(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i], s = x; if (x & 2) { s = s * 3 + 1; x = x * 5 + 1; } else { x = x * 3 + 1; s = s * 7 + 1; } e2e_expect_eq("refs_arms", i, o[i], s * 1000 + x); }
  foreach_continue(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i], y; if (x & 1) { y = x * 9 + 1; if (y > 1000) y = -1; else y += 5; } else y = x * 9 - 1 - 5; e2e_expect_eq("foreach_continue", i, o[i], y); }
  return_arms(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) e2e_expect_eq("return_arms", i, o[i], both_return(a[i]));
  for (int which = 0; which < 2; ++which) { fnptr_arms(f.data(), fo.data(), n, which);
    for (int i = 0; i < n; ++i) { float x = f[i]; float y = x > 0.5f ? (which ? op_a(x) : op_b(x)) + x : (which ? op_b(x) : op_a(x)) - x; e2e_expect_near("fnptr_arms", i, fo[i], y, 1e-6); } }
  break_continue(a.data(), o.data(), n);
  for (int i = 0; i < n; ++i) { int x = a[i], s = 0;
    if (x & 1) { for (int t = 0; t < 16; t++) { if (t % 3 == 1) continue; s += x + t; if (s > 400) break; } }
    else { for (int t = 0; t < 16; t++) { if (t % 4 == 2) continue; s += x * 2 - t; if (s > 500) break; } }
    e2e_expect_eq("break_continue", i, o[i], s); }
  for (int la : {1, 5, 17, 40}) { int lb = 64 - la;
    int *A = (int *)at_page_end(la * sizeof(int)), *B = (int *)at_page_end(lb * sizeof(int));
    for (int k = 0; k < la; ++k) A[k] = k * 3 + 1; for (int k = 0; k < lb; ++k) B[k] = 1000 - k;
    std::vector<int> idx(n); for (int i = 0; i < n; ++i) idx[i] = (i * 29 + la) % 64;
    guarded_loads(A, la, B, lb, idx.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int k = idx[i]; int v = k < la ? A[k] * 2 + 1 : B[k - la] * 2 - 1; e2e_expect_eq("guarded_loads", i, o[i], v); } }
  nest3(f.data(), fo.data(), n);
  for (int i = 0; i < n; ++i) { float x = f[i], y;
    if (x > 0.5f) { if (x > 0.75f) { if (x > 0.875f) y = x * 8.0f + 1.0f; else y = x * 7.0f + 2.0f; } else { if (x > 0.625f) y = x * 6.0f + 3.0f; else y = x * 5.0f + 4.0f; } }
    else { if (x > 0.25f) { if (x > 0.375f) y = x * 4.0f + 5.0f; else y = x * 3.0f + 6.0f; } else y = x * 2.0f + 7.0f; }
    e2e_expect_near("nest3", i, fo[i], y, 1e-6); }
  { std::vector<int64_t> v(n); std::vector<double> d(n);
    for (int i = 0; i < n; ++i) v[i] = (int64_t)(i * 2654435761ll) - 300000000000ll;
    mixed_width(v.data(), d.data(), n);
    for (int i = 0; i < n; ++i) { int64_t x = v[i]; double r;
      if (x & 1) { int64_t s = (int64_t)((uint64_t)x << (x & 15)); r = (double)s * 0.5; } else { int32_t s = (int32_t)(x >> (x & 7)); float ff = (float)s * 0.25f; r = ff; }
      e2e_expect_near("mixed_width", i, d[i], r, 1e-15); } }
  uni_vs_var_loop(a.data(), o.data(), n, 5);
  for (int i = 0; i < n; ++i) { int x = a[i], s = x; if (x & 4) { for (int t = 0; t < 5; t++) s = (s * 5 + t) & 0xfff; } else { for (int t = 0; t < (x & 7); t++) s = (s * 5 + t) & 0xfff; } e2e_expect_eq("uni_vs_var_loop", i, o[i], s); }
  { std::vector<int> ops(n); for (int i = 0; i < n; ++i) ops[i] = (i * 7) % 5;
    enum_ops(a.data(), ops.data(), o.data(), n);
    for (int i = 0; i < n; ++i) { int x = a[i], r = x, op = ops[i] & 3;
      if (x > 60) { switch (op) { case 0: r += 10; case 1: r -= 3; break; case 2: r *= 2; break; case 3: r = -r; } }
      else { switch (op) { case 0: r += 20; break; case 1: r -= 6; case 2: r *= 3; break; case 3: r = -r - 1; } }
      e2e_expect_eq("enum_ops", i, o[i], r); } }
  return e2e_finish("darm_user_control");
}
