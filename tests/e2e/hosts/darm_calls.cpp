#include "darm_calls_ispc.h"
#include "e2e_check.h"
#include <vector>

static float poly(float x, float a, float b) { return (x * a + b) * x + a * b; }

static int steps(int v, int lim) {
  int s = 0;
  while (v != 1) {
    if (s >= lim) return -s;
    v = (v & 1) ? 3 * v + 1 : v / 2;
    s++;
  }
  return s;
}

static int tri(int k) {
  if (k <= 1) return k;
  return (k & 1) ? tri(k - 1) + k : tri(k - 2) + 2 * k - 1;
}

int main() {
  const int n = 203;  // a partial last gang on every width
  std::vector<float> x(n), fo(n);
  std::vector<int> a(n), io(n);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)((i * 37) % 101) / 25.0f - 2.0f;
    a[i] = 1 + (i * 7919) % 997;
  }
  long long digest = 0;

  ispc::poly_sides(x.data(), fo.data(), n);
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    float want = i % 3 == 0 ? poly(v, 1.5f, 2.0f) + 1 : poly(v + 1, 0.5f, -1.0f) * 2;
    e2e_expect_near("poly_sides", i, fo[i], want, 1e-5);
    digest += (long long)std::lround(fo[i] * 1000);
  }

  ispc::steps_sides(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i];
    int want = (v & 1) ? steps(v, 40) * 3 : steps(v + 1, 25) + 7;
    e2e_expect_eq("steps_sides", i, io[i], want);
    digest += io[i];
  }

  ispc::tri_sides(a.data(), io.data(), n);
  for (int i = 0; i < n; ++i) {
    int v = a[i] % 40;
    int want = v > 20 ? tri(v - 3) : tri(v + 5) * 2;
    e2e_expect_eq("tri_sides", i, io[i], want);
    digest += io[i];
  }

  std::printf("digest %lld\n", digest);
  return e2e_finish("darm_calls");
}
