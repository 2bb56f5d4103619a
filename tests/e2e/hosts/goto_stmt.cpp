#include "e2e_check.h"
#include "goto_stmt_ispc.h"

// The kernels' code, per element, in plain C++ (same gotos).
static int irreducible_ref(int x) {
  int steps = 0;
  if (x & 1) goto B;
A:
  x = x + 3;
  steps += 1;
  if (x % 7 == 0) goto done;
B:
  x = x * 2 - 1;
  steps += 10;
  if (x < 1000) goto A;
done:
  return x * 1000 + steps;
}

static int into_loop_ref(int x) {
  int c = 0;
  if (x > 10) goto mid;
  while (x < 100) {
    x += 5;
  mid:
    x += 1;
    c++;
  }
  return x * 1000 + c;
}

static int collatz_ref(int x) {
  int steps = 0;
  while (x > 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++steps;
  }
  return steps;
}

int main() {
  const int M = 91, W = 9, H = 7;
  int a[M], out[M + 1], flags[1], grid[W * H];
  for (int i = 0; i < W * H; ++i) grid[i] = (i * 17 + 5) % 101;
  for (int n : {0, 1, 5, 16, 31, M}) {
    for (int i = 0; i < M; ++i) a[i] = 1 + (i * 53 + 7) % 300;

    for (int i = 0; i < M; ++i) out[i] = -99;
    ispc::irreducible(a, out, n);
    for (int i = 0; i < M; ++i)
      e2e_expect_eq("irreducible", i, out[i], i < n ? irreducible_ref(a[i]) : -99);

    for (int i = 0; i < M; ++i) out[i] = -99;
    ispc::into_loop(a, out, n);
    for (int i = 0; i < M; ++i)
      e2e_expect_eq("into_loop", i, out[i], i < n ? into_loop_ref(a[i]) : -99);

    int keys[M];
    for (int i = 0; i < M; ++i) keys[i] = (i * 31) % 130;
    for (int i = 0; i < M; ++i) out[i] = -99;
    flags[0] = -1;
    ispc::find2d(grid, W, H, keys, out, n, flags);
    int any = 0;
    for (int i = 0; i < M; ++i) {
      int want = -99;
      if (i < n) {
        want = -1;
        for (int y = 0; y < H && want < 0; ++y)
          for (int x = 0; x < W; ++x)
            if (grid[y * W + x] == keys[i]) { want = y * 1000 + x; any = 1; break; }
      }
      e2e_expect_eq("find2d", i, out[i], want);
    }
    e2e_expect_eq("any_found", n, flags[0], any);

    for (int i = 0; i <= M; ++i) out[i] = -99;
    ispc::collatz(a, out, n);
    for (int i = 0; i < M; ++i)
      if (i != n) // out[n] holds the uniform loop's sum
        e2e_expect_eq("collatz", i, out[i], i < n ? collatz_ref(a[i]) : -99);
    int sum = 0, k = 0;
    do { sum += k; ++k; } while (k < n);
    e2e_expect_eq("sum", n, out[n], sum);
  }
  return e2e_finish("goto_stmt");
}
