#include "e2e_check.h"
#include "all_on_or_condition_ispc.h"
#include <vector>

// Inputs where each side of the `||` is true and false in every gang: the
// bug read a stale value in the lanes where the first operand held and the
// second did not.
int main() {
  long long digest = 0;
  for (int n : {77, 3 * 64 + 5, 16}) {
    std::vector<int> a(n), b(n), c(n), out(2 * n), flag(n);
    for (int i = 0; i < n; ++i) {
      a[i] = (i * 7) % 5;
      b[i] = i % 3 == 0 ? a[i] - 12 : (i * 13) % 9;
      c[i] = 100 + i;
    }
    auto check = [&](const char *what, auto cond) {
      for (int i = 0; i < n; ++i) {
        bool k = cond(i);
        e2e_expect_eq(what, i, out[2 * i], k ? 3 * i + 1 : 0);
        e2e_expect_eq(what, i, out[2 * i + 1], k ? c[i] : -1);
        e2e_expect_eq(what, i, flag[i], k ? 0 : 7);
        digest += (out[2 * i] + 3 * out[2 * i + 1] + flag[i]) * (i % 7 + 1);
      }
    };
    std::fill(flag.begin(), flag.end(), 0);
    ispc::in_foreach(a.data(), b.data(), c.data(), out.data(), flag.data(), n);
    check("in_foreach", [&](int i) { return (a[i] & 3) != 0 || b[i] > 3; });
    std::fill(flag.begin(), flag.end(), 0);
    ispc::in_fast_path(a.data(), b.data(), c.data(), out.data(), flag.data(),
                       n);
    check("in_fast_path",
          [&](int i) { return a[i] - b[i] != 12 || (int8_t)i > 32; });
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("all_on_or_condition");
}
