#include "e2e_check.h"
#include "proved_uniform_ispc.h"
#include <vector>

int main() {
  long long digest = 0;
  std::vector<float> a(256 + 16), out(256 + 16, -7.0f);
  for (int i = 0; i < 256 + 16; ++i) a[i] = (float)((i * 17) % 31) - 11.0f;
  ispc::gang_fixed(a.data(), out.data());
  for (int i = 0; i < 256; ++i) {
    e2e_expect_near("gang", i, out[i], a[i] * 3.0f - 1.0f, 0);
    digest += (long long)out[i];
  }
  for (int i = 256; i < 256 + 16; ++i) e2e_expect_near("gang_guard", i, out[i], -7.0, 0);
  for (int n : {1, 7, 16, 40}) {
    for (int shift : {0, 3, 5}) {
      std::vector<int> o(n, -1), f(n, -1);
      ispc::diffs(o.data(), f.data(), n, shift);
      // base is a multiple of the gang width W, which the host does not know;
      // check the relations that hold for any W.
      for (int i = 0; i < n; ++i) {
        int base = o[i] - shift;
        e2e_expect_eq("base_le_i", i, base <= i ? 1 : 0, 1);
        e2e_expect_eq("base_same", i, (i > 0 && i - base > 0) ? o[i - 1] : o[i], o[i]);
        e2e_expect_eq("flag", i, f[i], shift == 3 * base ? 1 : 2);
        digest += f[i] == (shift == 3 * base ? 1 : 2); // W-independent
      }
    }
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("proved_uniform");
}
