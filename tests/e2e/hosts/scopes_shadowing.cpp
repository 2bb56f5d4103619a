#include "e2e_check.h"
#include "scopes_shadowing_ispc.h"

static int f(int x, int k) {
  int r = x;
  {
    int y = r * 2;
    r += y;
    r += k;
    r += y;
  }
  return r + x;
}

int main() {
  const int N = 45;
  int a[N], out[2 * N + 1];
  for (int i = 0; i < N; ++i) a[i] = (i * 17) % 50 - 20;
  ispc::scopes(a, out, N);
  long long digest = 0;
  for (int i = 0; i < N; ++i) {
    int v = a[i], x = v + 1, acc = 0;
    acc += 0 + 1 + 2;
    acc += x;
    if (v % 3 == 0) acc += v * 10; else acc -= 7;
    for (int j = 0; j < v % 4; j++) acc += 1 + j;
    e2e_expect_eq("acc", i, out[2 * i], acc);
    e2e_expect_eq("f", i, out[2 * i + 1], f(v, 3));
    digest += out[2 * i] * 3 + out[2 * i + 1];
  }
  e2e_expect_eq("outer_x", 0, out[2 * N], 5);
  std::printf("digest %lld\n", digest);
  return e2e_finish("scopes_shadowing");
}
