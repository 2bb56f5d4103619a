#include "e2e_check.h"
#include "irreducible_all_on_ispc.h"
#include <vector>

// Lane by lane: the goto enters the loop at `mid`, after `x += 3`.
int main() {
  const int W = ispc::gang_width();
  std::vector<int> a(W), out(W, 0), seen(W, 0);
  for (int l = 0; l < W; ++l)
    a[l] = (l * 7 + 3) % 10;
  ispc::visits(a.data(), out.data(), seen.data());
  for (int l = 0; l < W; ++l) {
    int x = a[l], v = 0;
    if (x > 4)
      x += 1;
    for (;;) {
      ++v;
      if (x >= 12)
        break;
      x += 4;
    }
    e2e_expect_eq("x", l, out[l], x);
    e2e_expect_eq("visits", l, seen[l], v);
  }
  return e2e_finish("irreducible_all_on");
}
