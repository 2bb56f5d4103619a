#include "e2e_check.h"
#include "shared_uniform_members_ispc.h"
#include <vector>

// The gang of W instances that runs element i of a foreach over [0, n).
static bool gangHas(int i, int n, int W, bool (*pred)(int)) {
  int b = i / W * W;
  for (int k = b; k < b + W && k < n; ++k)
    if (pred(k))
      return true;
  return false;
}

static bool mod5is2(int k) { return k % 5 == 2; }
static bool odd(int k) { return k % 2 == 1; }
static bool even(int k) { return k % 2 == 0; }

// ISPC's size of a varying struct: uniform members once, a varying member
// of s bytes W wide and aligned to s*W.
static int align(int o, int a) { return (o + a - 1) / a * a; }

int main() {
  const int W = ispc::gang_width();
  for (int n : {1, 7, 37, 64}) {
    std::vector<int32_t> out(n, -1);
    ispc::store_under_if(out.data(), n);
    for (int i = 0; i < n; ++i)
      e2e_expect_eq("store_under_if", n * 1000 + i, out[i],
                    (gangHas(i, n, W, mod5is2) ? 7 : 1) * 1000 + i);

    ispc::nested(out.data(), n);
    for (int i = 0; i < n; ++i) {
      bool any = gangHas(i, n, W, odd);
      int j = i % 4;
      int tag = (j == 1 && any) ? 99 : 10 * j;
      int s21 = any ? -1 : 4;
      int t1 = any ? 99 : 10;
      e2e_expect_eq("nested", n * 1000 + i, out[i],
                    tag * 100 + s21 * 10 + (i + j) + t1 * 100000);
    }

    ispc::by_value(out.data(), n);
    for (int i = 0; i < n; ++i) {
      bool any = gangHas(i, n, W, [](int k) { return k % 4 > 2; });
      e2e_expect_eq("by_value", n * 1000 + i, out[i],
                    (any ? 41 : 40) * 100 + (i % 4) * 2 + 1 + 40 * 10000);
    }
  }

  for (int n : {1, 7, 37, 64}) {
    std::vector<float> f(n, -1);
    ispc::uniform_with_varying(f.data(), n);
    for (int i = 0; i < n; ++i) {
      int cnt = gangHas(i, n, W, even) ? 5 : 0;
      float sum = 3.0f * i + (i % 2 == 0 ? 100 : 0);
      e2e_expect_near("uniform_with_varying", n * 1000 + i, f[i],
                      sum + cnt * 1000 + 20 + cnt, 0);
    }
  }

  std::vector<float> f(W, 0);
  ispc::assign_under_if(f.data(), 5.0f);
  for (int i = 0; i < W; ++i)
    e2e_expect_near("assign_under_if", i, f[i], i % 3 == 0 ? 5 + i + 1 : -145, 0);

  int32_t sz[5] = {0, 0, 0, 0, 0};
  ispc::sizes(sz);
  e2e_expect_eq("sizeof Halves[10]", 0, sz[0], 40);
  e2e_expect_eq("sizeof Pair", 1, sz[1], align(align(4, 4 * W) + 4 * W, 4 * W));
  e2e_expect_eq("sizeof Counted", 2, sz[2], align(align(4, 4 * W) + 4 * W, 4 * W));
  e2e_expect_eq("sizeof varying Halves", 3, sz[3], 4);
  e2e_expect_eq("sizeof uniform Acc", 4, sz[4], align(align(4, 4 * W) + 4 * W + 4, 4 * W));
  return e2e_finish("shared_uniform_members");
}
