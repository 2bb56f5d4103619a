#include "e2e_check.h"
#include "recursion_ispc.h"
#include <algorithm>
#include <vector>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static float power(float x, int k) {
  if (k == 0) return 1.0f;
  float h = power(x, k / 2);
  return (k % 2 == 1) ? h * h * x : h * h;
}

int main() {
  long long digest = 0;
  const int n = 77;
  std::vector<int> in(n), fibs(n, -1), parity(n, -1);
  std::vector<float> pw(n, -1.0f);
  for (int i = 0; i < n; ++i) in[i] = (i * 37 + 11) % 101;
  ispc::recurse(in.data(), fibs.data(), parity.data(), pw.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = in[i];
    e2e_expect_eq("fib", i, fibs[i], fib(v % 20));
    e2e_expect_eq("parity", i, parity[i], (v % 50) % 2 == 0 ? 1 : 0);
    float acc = 0;
    for (int k = 0; k < v % 4; k++) acc += power(1.5f, v % 9 + k);
    e2e_expect_eq("power", i, pw[i], acc);
    digest += fibs[i] * 3 + parity[i] + (long long)(pw[i] * 8.0f);
  }
  for (int t : {0, 1, 7, 100}) {
    int got = ispc::triangle(t);
    e2e_expect_eq("triangle", t, got, t * (t + 1) / 2);
    digest += got;
  }
  for (int step : {1, 3, 5}) {
    const int m = 40;
    std::vector<int> out(m, -1), want(m, -1);
    ispc::strided_fill(out.data(), m, step);
    // Lanes below `step` start chains: lanes < min(step, W) exist. The
    // digest stays independent of W.
    int lanes = std::min(step, ispc::width());
    for (int l = 0; l < lanes; ++l)
      for (int i = l, v = l * 1000; i < m; i += step, ++v) want[i] = v;
    for (int i = 0; i < m; ++i)
      e2e_expect_eq("strided_fill", i, out[i], want[i]);
  }
  std::printf("digest %lld\n", digest);
  return e2e_finish("recursion");
}
