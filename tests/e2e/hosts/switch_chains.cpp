#include "switch_chains_ispc.h"
#include "e2e_check.h"
#include <cmath>
#include <vector>

int main() {
  const int n = 203;  // a partial last gang on every width
  std::vector<float> x(n), fo(n);
  std::vector<int> a(n), m(n), io(n);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)((i * 37) % 101) / 50.0f;
    m[i] = (i * 7 + i / 3) % 5;  // 4 is the final else
    a[i] = (i * 7919) % 997 - 300;
  }
  long long digest = 0;

  ispc::material_chain(x.data(), m.data(), fo.data(), n);
  for (int i = 0; i < n; ++i) {
    float k = m[i] <= 2 ? (float)m[i] : 3.0f;
    float y = x[i] * (1.5f + k) + 0.25f * (k + 1);
    float want = std::sqrt(y * y + x[i]) / (x[i] + (k + 1));
    e2e_expect_near("material_chain", i, fo[i], want, 1e-5);
    digest += (long long)std::lround(fo[i] * 1000);
  }

  ispc::shared_and_fallthrough(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i], r = 0;
    switch (v % 7) {
    case 0: r = v * 3; break;
    case 1:
    case 2: r = v * 5 + 1; break;
    case 3: r = 100; [[fallthrough]];
    case 4: r += v * 7; break;
    case -1: case -2: r = -v; break;
    default: r = v - 9; break;
    }
    e2e_expect_eq("shared_and_fallthrough", i, io[i], r);
    digest += io[i];
  }

  ispc::all_covered(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    static const int mul[4] = {11, 13, 17, 19};
    e2e_expect_eq("all_covered", i, io[i], a[i] * mul[a[i] & 3]);
    digest += io[i];
  }

  ispc::many_cases(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    static const int r[18] = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67};
    int c = a[i] & 31;
    int want = c < 18 ? r[c] + ((c & 1) ? (c + 1) / 2 : 0) : -1;
    e2e_expect_eq("many_cases", i, io[i], want);
    digest += io[i];
  }

  ispc::default_middle(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i], r = 1;
    switch (v % 5) {
    case 0: r += 10; [[fallthrough]];
    default: r *= 3; [[fallthrough]];
    case 1: r += v; break;
    case 2: r = -r; break;
    }
    e2e_expect_eq("default_middle", i, io[i], r);
    digest += io[i];
  }

  std::printf("digest %lld\n", digest);
  return e2e_finish("switch_chains");
}
