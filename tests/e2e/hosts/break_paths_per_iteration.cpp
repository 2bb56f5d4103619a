#include "e2e_check.h"
#include "break_paths_per_iteration_ispc.h"
#include <algorithm>
#include <vector>

// The gang is simulated lane by lane: in each iteration the lanes still in
// the loop decide together.
int main() {
  const int W = ispc::gang_width();
  const int n = 101;
  std::vector<int> a(n), out(n);
  for (int i = 0; i < n; ++i) a[i] = (i * 5 + i / 3) % 13;
  int bad = 0;
  auto expect = [&](const char *what, int i, int want) {
    if (out[i] != want && bad++ < 10)
      std::printf("%s: out[%d] = %d, expected %d\n", what, i, out[i], want);
  };
  long long digest = 0;
  for (int i = 0; i < n; ++i) digest += a[i];

  ispc::break_reduce(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    for (int i = b; i < e; ++i) {
      int j = a[i] % 4, count = 0;
      for (int k = b; k < e; ++k) count += a[k] % 4 == j;
      expect("break_reduce", i, j * 10 + count);
    }
  }

  ispc::break_uniform(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W), acc = 0;
    for (int j = 0; j < 4; ++j) {
      bool leave = false, stay = false;
      for (int k = b; k < e; ++k) {
        int v = a[k] % 4;
        if (v < j) continue;  // left already
        (v == j ? leave : stay) = true;
      }
      acc += (leave ? 1 : 0) + (stay ? 2 : 0);
    }
    for (int i = b; i < e; ++i) expect("break_uniform", i, acc);
  }

  ispc::return_in_loop(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    for (int i = b; i < e; ++i) {
      int v = a[i] % 6;
      if (v >= 5) { expect("return_in_loop", i, -1); continue; }
      int j = v, leaving = 0, exact = 0;  // the lanes that return at j
      for (int k = b; k < e; ++k) {
        int w = a[k] % 6;
        if (w <= j && (j == 0 || w > j - 1) ) ++leaving;  // first j with w <= j is max(w, 0)
        if (w == j) ++exact;
      }
      expect("return_in_loop", i, 100 * leaving + j + 1000 * exact);
    }
  }

  ispc::nested_break(a.data(), out.data(), n);
  for (int b = 0; b < n; b += W) {
    int e = std::min(n, b + W);
    std::vector<int> total(e - b, 0);
    for (int k = 0; k < 2; ++k) {
      for (int j = 0; j < 3; ++j) {
        int sum = 0;
        for (int l = b; l < e; ++l) if ((a[l] + k) % 3 == j) sum += j + 1;
        for (int l = b; l < e; ++l) if ((a[l] + k) % 3 == j) total[l - b] += sum;
      }
    }
    for (int i = b; i < e; ++i) expect("nested_break", i, total[i - b]);
  }

  std::printf("digest %lld\n", digest);
  return bad ? 1 : 0;
}
