#include "e2e_check.h"
#include "private_address_calls_ispc.h"

#include <algorithm>

// Plain C++ references of the kernel's functions, one program instance
// (element i) at a time.
namespace ref {
struct Node { int sum, visits; float w; };
struct Ctx { int stack[8], top, acc; };
struct Pair { int lo, hi; };

static void count_down(int &acc, int n) {
  if (n > 0) { acc += n; count_down(acc, n - 1); }
}
static void walk(Node &n, int depth, int limit) {
  n.visits++;
  n.sum += depth;
  n.w = n.w * 0.5f + depth;
  if (depth < limit) {
    walk(n, depth + 1, limit);
    if (depth & 1) walk(n, depth + 2, limit);
  }
}
static void odd_step(Ctx &c, int n);
static void even_step(Ctx &c, int n) {
  if (c.top < 8) c.stack[c.top++] = n;
  c.acc += n;
  if (n > 0) odd_step(c, n - 1);
}
static void odd_step(Ctx &c, int n) {
  c.acc -= 2 * n;
  if (n > 0) even_step(c, n - 1);
}
static void quicksort(float *v, int lo, int hi) {
  if (lo >= hi) return;
  float pivot = v[hi];
  int k = lo;
  for (int j = lo; j < hi; j++)
    if (v[j] < pivot) std::swap(v[k++], v[j]);
  std::swap(v[k], v[hi]);
  quicksort(v, lo, k - 1);
  quicksort(v, k + 1, hi);
}
static void add_chain(int *p, int n) {
  if (n > 0) { *p += n; add_chain(p, n - 1); }
}
static Pair span(int a, int n) {
  if (n <= 0) return {a, a};
  Pair s = span(a + 1, n - 1);
  return {std::min(a, s.lo), std::max(a * 2, s.hi)};
}
static void fill_uniform(Pair &p, int n) {
  if (n > 0) { p.lo += n; p.hi = p.hi * 2 + 1; fill_uniform(p, n - 1); }
}
static void level_a(Node &n, int d);
static void level_b(Node &n, int d) { n.sum += 3 * d; level_a(n, d - 1); }
static void level_a(Node &n, int d) {
  n.visits += 1;
  if (d > 0) level_b(n, d);
}
struct Big { int f[40]; };
static int big_sum(Big b, int n) {
  if (n <= 0) return b.f[0] + b.f[39];
  b.f[n % 40] += n;
  return b.f[n % 40] + big_sum(b, n - 1);
}
} // namespace ref

int main() {
  const int Max = 77;
  static int oi[16 * Max], uo[2];
  static float of[3 * Max], so[8 * Max];
  for (int n : {0, 1, 13, 64, 77}) {
    std::fill(oi, oi + 16 * Max, -7);
    std::fill(of, of + 3 * Max, -7.0f);
    ispc::private_address_calls(oi, of, so, uo, n);
    for (int i = 0; i < n; ++i) {
      using namespace ref;
      int acc = 1;
      count_down(acc, i % 9);
      e2e_expect_eq("count_down", i, oi[16 * i + 0], acc);
      Node nd{0, 0, (float)i};
      if ((i & 3) != 1) walk(nd, 0, i % 6);
      e2e_expect_eq("walk.sum", i, oi[16 * i + 1], nd.sum);
      e2e_expect_eq("walk.visits", i, oi[16 * i + 2], nd.visits);
      e2e_expect_eq("walk.w", i, of[3 * i + 0], nd.w);
      Ctx c{};
      c.top = c.acc = 0;
      for (int k = 0; k < 8; k++) c.stack[k] = -1;
      even_step(c, i % 11);
      e2e_expect_eq("ctx.acc", i, oi[16 * i + 3], c.acc);
      e2e_expect_eq("ctx.stack", i, oi[16 * i + 4],
                    c.top * 100 + c.stack[0] + c.stack[c.top - 1]);
      float v[8];
      for (int k = 0; k < 8; k++)
        v[k] = (float)((i * 7 + k * 13) % 17) - 0.5f * k;
      quicksort(v, 0, 7 - (i % 3));
      for (int k = 0; k < 8; k++)
        e2e_expect_eq("quicksort", i * 8 + k, so[i * 8 + k], v[k]);
      Node fld{i, 2 * i, 0};
      int arr[4] = {i, i, i, i};
      add_chain(&fld.visits, i % 5);
      add_chain(&arr[2], i % 4);
      e2e_expect_eq("field", i, oi[16 * i + 5], fld.visits + 1000 * fld.sum);
      e2e_expect_eq("element", i, oi[16 * i + 6],
                    arr[2] + 100 * arr[1] + 10000 * arr[3]);
      Pair sp = span(i, i % 6);
      e2e_expect_eq("span.lo", i, oi[16 * i + 7], sp.lo);
      e2e_expect_eq("span.hi", i, oi[16 * i + 8], sp.hi);
      Node two{0, 0, 0};
      level_a(two, i % 5);
      e2e_expect_eq("two_levels", i, oi[16 * i + 9],
                    two.sum + 1000 * two.visits);
      Node sc{i, 0, 1.5f};
      if (i % 3 == 0) { sc.w *= 2.0f; sc.sum = sc.sum * 2 + 1; }
      e2e_expect_eq("noinline", i, oi[16 * i + 10], sc.sum);
      e2e_expect_eq("noinline.w", i, of[3 * i + 1], sc.w);
      Big big;
      for (int k = 0; k < 40; k++) big.f[k] = k + i;
      e2e_expect_eq("big", i, oi[16 * i + 11], big_sum(big, i % 4));
      Node fp{0, 0, 0};
      if (i % 4 == 2) walk(fp, 1, i % 5);
      e2e_expect_eq("fnptr", i, oi[16 * i + 12], fp.sum + 1000 * fp.visits);
      e2e_expect_eq("fnptr.w", i, of[3 * i + 2], fp.w);
    }
    ref::Pair up{1, 0};
    ref::fill_uniform(up, n % 7);
    e2e_expect_eq("uniform.lo", 0, uo[0], up.lo);
    e2e_expect_eq("uniform.hi", 0, uo[1], up.hi);
  }
  return e2e_finish("private_address_calls");
}
