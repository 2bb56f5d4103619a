#include "e2e_check.h"
#include "break_paths_no_exit_ispc.h"
#include <algorithm>
#include <vector>

// ISPC's semantics simulated lane by lane: in each iteration the lanes
// still in the loop decide together, and a break's statements see the
// lanes that leave in that iteration.
int main() {
  const int W = ispc::gang_width();
  const int n = 101;
  std::vector<int> a(n), out(n), cnt(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 7 + i / 5) % 17;
  // The counts depend on the gang width; the digest (the same on every
  // target) only on values that do not.
  long long digest = 0;
  for (int i = 0; i < n; ++i) digest += a[i];

  // while (true): lane i leaves at k = v + 1.
  ispc::while_true(a.data(), out.data(), cnt.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W), iters = 0;
    for (int v = 0; v < 4; ++v)
      iters += std::any_of(&a[b], &a[e], [&](int x) { return x % 4 == v; });
    for (int i = b; i < e; ++i) {
      int v = a[i] % 4, same = 0;
      for (int l = b; l < e; ++l) same += a[l] % 4 == v;
      e2e_expect_eq("while_true", i, out[i], 100 * (v + 1) + same);
      e2e_expect_eq("while_true.cnt", i, cnt[i], iters);
    }
  }

  // for (;;) with continue and a switch.
  ispc::for_ever(a.data(), out.data(), cnt.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W), acc = 0;
    std::vector<int> res(e - b, 0);
    std::vector<bool> in(e - b, true);
    for (int k = 1; std::count(in.begin(), in.end(), true); ++k) {
      std::vector<int> leave;
      for (int l = b; l < e; ++l) {
        if (!in[l - b]) continue;
        int v = a[l] % 5;
        res[l - b] += k % 3 == 0 ? 1 : 10;
        if (k % 2 == 0 && v > 2) continue;
        if (k > v) leave.push_back(l);
      }
      acc += !leave.empty();
      for (int l : leave) {
        res[l - b] += 1000 * int(leave.size());
        in[l - b] = false;
      }
    }
    for (int i = b; i < e; ++i) {
      e2e_expect_eq("for_ever", i, out[i], res[i - b]);
      e2e_expect_eq("for_ever.cnt", i, cnt[i], acc);
    }
  }

  // do ... while (true) with a uniform atomic.
  int counter = 0, want = 0;
  ispc::do_forever(a.data(), out.data(), &counter, n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    for (int v = 0; v < 3; ++v)
      want += std::any_of(&a[b], &a[e], [&](int x) { return x % 3 == v; });
    for (int i = b; i < e; ++i)
      e2e_expect_eq("do_forever", i, out[i], a[i] % 3 + 1);
  }
  e2e_expect_eq("do_forever.counter", 0, counter, want);
  for (int i = 0; i < n; ++i) digest += 3 * out[i];

  // Nested loops.
  ispc::nested(a.data(), out.data(), cnt.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W), acc = 0;
    std::vector<int> total(e - b, 0);
    std::vector<bool> in(e - b, true);
    for (int j = 1; std::count(in.begin(), in.end(), true); ++j) {
      std::vector<bool> inner = in;
      for (int k = 1; k <= 2; ++k) {
        std::vector<int> leave;
        for (int l = b; l < e; ++l)
          if (inner[l - b] && 3 * j + k > a[l] % 7) leave.push_back(l);
        for (int l : leave) {
          total[l - b] += 10 * int(leave.size());
          inner[l - b] = false;
        }
      }
      std::vector<int> leave;
      for (int l = b; l < e; ++l)
        if (in[l - b] && 3 * j > a[l] % 7) leave.push_back(l);
      acc += !leave.empty();
      for (int l : leave) {
        total[l - b] += 1000 * int(leave.size());
        in[l - b] = false;
      }
    }
    for (int i = b; i < e; ++i) {
      e2e_expect_eq("nested", i, out[i], total[i - b]);
      e2e_expect_eq("nested.cnt", i, cnt[i], acc);
    }
  }

  // A return out of two loops: the lanes returning at the same (j, k).
  auto at = [](int v) { // the (j, k) a lane returns at
    for (int j = 1;; ++j)
      for (int k = 1; k <= 2; ++k)
        if (3 * j + k > v) return 10 * j + k;
  };
  ispc::return_internal(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    for (int i = b; i < e; ++i) {
      int jk = at(a[i] % 8), same = 0;
      for (int l = b; l < e; ++l) same += at(a[l] % 8) == jk;
      e2e_expect_eq("return_internal", i, out[i],
                    10000 * (jk / 10) + 1000 * (jk % 10) + same);
    }
  }

  // A while (true) on each side of an if.
  ispc::two_sides(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W), acc = 0;
    for (int v = 0; v < 4; ++v) // the then side leaves at k = v + 1
      acc += std::any_of(&a[b], &a[e], [&](int x) {
        return x % 2 == 0 && x % 4 == v;
      });
    for (int k = 2; k <= 4; k += 2) // the else side at the even k > v
      acc += 10 * std::any_of(&a[b], &a[e], [&](int x) {
        return x % 2 != 0 && x % 4 < k && x % 4 >= k - 2;
      });
    for (int i = b; i < e; ++i) {
      int v = a[i] % 4, k;
      if (a[i] % 2 == 0) {
        int same = 0;
        for (int l = b; l < e; ++l) same += a[l] % 2 == 0 && a[l] % 4 == v;
        k = v + 1 + 100 * same;
      } else {
        k = v + 1 + (v + 1) % 2; // the even k > v
      }
      e2e_expect_eq("two_sides", i, out[i], 1000 * k + acc);
    }
  }

  // while (true) with a continue.
  ispc::while_continue(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    std::vector<int> s(e - b, 0);
    std::vector<bool> in(e - b, true);
    for (int k = 1; std::count(in.begin(), in.end(), true); ++k) {
      std::vector<int> leave;
      for (int l = b; l < e; ++l) {
        int v = a[l] % 9;
        if (!in[l - b]) continue;
        if (k % 3 == v % 3) s[l - b] += 7;
        else if (k > v) leave.push_back(l);
        else s[l - b] += k;
      }
      for (int l : leave) {
        s[l - b] += 1000 * int(leave.size());
        in[l - b] = false;
      }
    }
    for (int i = b; i < e; ++i)
      e2e_expect_eq("while_continue", i, out[i], s[i - b]);
  }

  // A return out of for (;;) in a masked function.
  ispc::return_masked(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    for (int i = b; i < e; ++i) {
      if (a[i] % 3 == 0) {
        e2e_expect_eq("return_masked", i, out[i], -1);
        continue;
      }
      int v = a[i] % 5, same = 0;
      for (int l = b; l < e; ++l) same += a[l] % 3 != 0 && a[l] % 5 == v;
      e2e_expect_eq("return_masked", i, out[i], 100 * (v + 1) + same);
    }
  }

  // A return out of while (true) in an export function: one gang.
  std::fill(out.begin(), out.end(), 0);
  ispc::return_export(a.data(), out.data());
  for (int i = 0; i < W; ++i) {
    int v = a[i] % 4, same = 0;
    for (int l = 0; l < W; ++l) same += a[l] % 4 == v;
    e2e_expect_eq("return_export", i, out[i], 100 * (v + 1) + same);
  }

  ispc::uniform_exit(out.data(), n);
  e2e_expect_eq("uniform_exit", 0, out[0], 10 * (n % 3 + 1) + 1);
  digest += out[0];

  std::printf("digest %lld\n", digest);
  return e2e_failures ? 1 : 0;
}
