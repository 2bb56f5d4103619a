#include "e2e_check.h"
#include "reconverge_unreachable_copy_ispc.h"
#include <vector>

static int pick(int x, const int *a) { return a[x & 63]; }

// The kernels lane by lane: no lane ever enters the `j` loop
// ((-8 * d) & 7 is 0), so t keeps its initial values.
int main() {
  const int n = 64 + 13; // a tail for every gang width
  const int t0[8] = {19, 17, 6, -1, -3, 9, -12, -11};
  long long digest = 0;
  for (int u : {0, 1, 6}) {
    for (int flip = 0; flip < 2; ++flip) {
      std::vector<int> a(n), out(n);
      for (int i = 0; i < n; ++i)
        a[i] = (i * 11 + i / 3 + u) % 37;
      if (flip) // a[0] > a[5]: the cif's body is skipped
        a[0] = 40;

      ispc::dead_copy(a.data(), out.data(), n);
      for (int i = 0; i < n; ++i) {
        int want = a[i] > 17 ? t0[(3 * i) & 7] : -a[i];
        e2e_expect_eq("dead_copy", i, out[i], want);
        digest += out[i];
      }

      ispc::dead_copy_in_loops(a.data(), out.data(), n, u);
      for (int i = 0; i < n; ++i) {
        int want = -1;
        if (a[i] % 5 != 0) {
          int d = i & 7, passes = 0, sum = 0;
          do {
            d--;
            passes++;
            sum += pick(u, a.data()) & 3;
            if (a[(4 * i) & 63] > 17)
              sum += t0[(d + 8) & 7];
            if (a[0] <= a[5]) {
              if (a[i] % 7 == 3)
                break;
              for (int w = a[i] & 15; w > 0; w -= 1 + (u & 1))
                sum += 1;
            }
          } while (d > 0);
          want = 1000 * passes + sum;
        }
        e2e_expect_eq("dead_copy_in_loops", i, out[i], want);
        digest += out[i];
      }
    }
  }
  std::printf("digest %lld failures %d\n", digest, e2e_failures);
  return e2e_failures != 0;
}
