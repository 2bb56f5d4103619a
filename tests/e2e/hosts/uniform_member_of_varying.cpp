#include "e2e_check.h"
#include "uniform_member_of_varying_ispc.h"
#include <vector>

// The walk of walk() in uniform_member_of_varying.spmd, for one lane.
static int walkRef(const ispc::Step *steps, int lane, const unsigned flip[3], int *hitsOut) {
  int at = 0, count = 0, seen[8], hits = 0;
  while (at >= 0 && count < 8) {
    const ispc::Step &s = steps[at];
    seen[count++] = at;
    if (float(lane) > at)
      hits += 1;
    if (flip[s.axis])
      at = int(s.next);
    else
      at = at + 1 < 6 ? at + 1 : -1;
  }
  *hitsOut = hits;
  int sum = 0;
  for (int k = 0; k < count; ++k)
    sum += seen[k] * (k + 1);
  return sum * 100 + hits + 3 * 10000;
}

int main() {
  // A chain of 6 steps; step k jumps to `next` when flip[axis] is set.
  std::vector<ispc::Step> steps(6);
  const unsigned next[6] = {3, 4, 0, 5, 1, 2};
  for (int k = 0; k < 6; ++k) {
    steps[k].next = next[k];
    steps[k].axis = uint8_t(k % 3);
  }
  const unsigned flips[][3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 1}, {1, 1, 1}, {0, 0, 1}};
  for (const auto &f : flips) {
    const int n = 37;
    std::vector<int32_t> out(n, -7);
    ispc::walk_all(steps.data(), out.data(), n, f[0], f[1], f[2]);
    for (int i = 0; i < n; ++i) {
      int want = -1;
      if (i % 3 != 0) {
        int hits;
        int r = walkRef(steps.data(), i, f, &hits);
        want = r + hits * 1000000;
      }
      e2e_expect_near("walk_all", (f[0] * 4 + f[1] * 2 + f[2]) * 1000 + i, out[i], want, 0);
    }
  }
  return e2e_finish("uniform_member_of_varying");
}
