#include "e2e_check.h"
#include "export_called_from_spmd_ispc.h"
#include <vector>

int main() {
  std::vector<int> out(64, -1), a(37), res(4, -1), hits(2, 0);
  int sum = 0;
  for (int i = 0; i < 37; ++i) {
    a[i] = i * i - 5;
    sum += a[i];
  }
  ispc::driver(out.data(), 37, a.data(), res.data(), hits.data());
  // The gang width is the number of slots the host call writes.
  std::vector<int> all(64, -1);
  ispc::mark_lanes(all.data(), 0);
  int width = 0;
  while (width < 64 && all[width] == width)
    ++width;
  e2e_expect_eq("width", 0, width >= 1, true);
  // sum_range(18, a) entered by lanes 0..2: element i is lane i % width's.
  int half = 0;
  for (int i = 0; i < 18; ++i)
    if (i % width < 3)
      half += a[i];
  for (int i = 0; i < 64; ++i) {
    int want = i < width && i % 2 == 1 ? 100 + i : -1;
    e2e_expect_eq("masked export", i, out[i], want);
  }
  e2e_expect_eq("sum", 0, res[0], sum);
  e2e_expect_eq("sum under varying if", 0, res[1], half);
  e2e_expect_eq("recursive export", 0, res[2], 720);
  e2e_expect_eq("calls", 0, res[3], 1);
  e2e_expect_eq("hits[0] (no lane on)", 0, hits[0], 0);
  e2e_expect_eq("hits[1]", 0, hits[1], 1);
  e2e_expect_eq("host call", 0, ispc::sum_range(37, a.data()), sum);
  e2e_expect_eq("host fact", 0, ispc::fact(5), 120);
  std::vector<int> r(1, 0);
  ispc::caller_first(r.data());
  e2e_expect_eq("defined later", 0, r[0], 21);
  return e2e_finish("export_called_from_spmd");
}
