#include "e2e_check.h"
#include "private_address_escapes_ispc.h"

#include <algorithm>

// Plain C++ references of the kernel's functions, one program instance
// (element i) at a time.
namespace ref {
struct Node { int sum, visits; float w; };
struct S { int a[6]; float f; };
static void rec_arr(int *v, int k, int d) {
  int local[3] = {v[k], d, k};
  if (d > 0) rec_arr(local, d % 3, d - 1);
  v[k] += local[0] + local[1] + local[2];
}
static void rec_link(int *p, int k, int d) {
  *p += d * k;
  if (d > 0) rec_link(p, k, d - 1);
}
static void rec_node(Node &n, int d) {
  n.sum += d;
  n.visits++;
  if (d > 0) rec_node(n, d - 1);
}
static void rec_zero(int *v, int d) {
  v[d % 8] += d;
  if (d > 0) rec_zero(v, d - 1);
}
static void rec_s(S &s, int d) {
  s.a[d % 6] += d;
  s.f += 1;
  if (d > 0) rec_s(s, d - 1);
}
} // namespace ref

int main() {
  const int Max = 150;
  static float of[2 * Max];
  static int oi[6 * Max];
  int w = ispc::gang_size();
  for (int n : {0, 1, 9, 64, 150}) {
    std::fill(of, of + 2 * Max, -7.0f);
    std::fill(oi, oi + 6 * Max, -7);
    ispc::private_address_escapes(of, oi, n);
    for (int i = 0; i < n; ++i) {
      using namespace ref;
      // The uniform pointer moves for the whole gang (its active
      // instances: elements of this foreach step) if any instance's does.
      int g0 = i - i % w, moved = 0;
      for (int e = g0; e < std::min(n, g0 + w); ++e) moved |= e % 5 == 3;
      e2e_expect_eq("lane_views", i, of[2 * i], moved ? i + 1.0f : -3.0f);
      float x = i, y = 100 + i;
      (i % 2 == 0 ? x : y) += 7;
      e2e_expect_eq("pick", i, of[2 * i + 1], x * 1000 + y);
      int v[3] = {1, 2, 3};
      rec_arr(v, i % 3, i % 4);
      e2e_expect_eq("callee_local", i, oi[6 * i], v[0] + 10 * v[1] + 100 * v[2]);
      int target = i;
      rec_link(&target, 3, i % 5);
      e2e_expect_eq("struct_pointer", i, oi[6 * i + 1], target);
      float sx = i, sy = 1, sz = 2;
      for (int d = i % 4; d >= 0; d--) sx += d, sy *= 2;
      e2e_expect_eq("short_vector", i, oi[6 * i + 2], (int)(sx + 100 * sy + sz));
      Node ns[3];
      for (int k = 0; k < 3; k++) ns[k] = {k, 0, 0};
      int j = i % 3;
      if (i % 7 != 4) rec_node(ns[j], i % 4);
      e2e_expect_eq("array_element", i, oi[6 * i + 3],
                    ns[0].sum + 10 * ns[1].sum + 100 * ns[2].sum +
                        1000 * ns[j].visits);
      int z[8] = {0}, zw[8] = {0};
      rec_zero(z, i % 9);
      rec_zero(zw, i % 5);
      e2e_expect_eq("zeroed", i, oi[6 * i + 4], z[i % 8] + 10 * zw[3] + 100 * zw[4]);
      S t = {{0, 0, 0, 0, 0, 0}, 0};
      rec_s(t, i % 7);
      e2e_expect_eq("struct_copy", i, oi[6 * i + 5],
                    t.a[2] + 10 * t.a[5] + 100 * (int)t.f);
    }
  }
  for (int n : {0, 5, 64, 150}) {
    std::fill(oi, oi + 6 * Max, -7);
    ispc::soa_only(oi, n);
    for (int i = 0; i < n; ++i) {
      int val = i + (i % 3 != 1 ? i % 3 + 5 : 0);
      e2e_expect_eq("soa_only", i, oi[i], val + 100 * i);
    }
    e2e_expect_eq("soa_only.untouched", n, oi[n], -7);
  }
  return e2e_finish("private_address_escapes");
}
