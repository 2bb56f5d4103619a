#include "e2e_check.h"
#include "irreducible_exit_values_ispc.h"
#include <vector>

// Lane by lane, the kernels' own code with C++'s goto (no declaration is
// jumped over).
static int intoLoop(int x, int b) {
  int y = 0;
  if (x > 4)
    goto mid;
top:
  y = x ^ b;
  if (x >= 12)
    goto done;
  x += 3;
mid:
  x += 1;
  goto top;
done:
  return y;
}

static int outOfLoop(int x, int b) {
  int y = 0, k = 0;
  while (k < 6) {
    y = (x + k) ^ b;
    if (y > 9)
      goto found;
    ++k;
  }
  return -1;
found:
  return y * 100 + k;
}

static int betweenLoops(int x, int b) {
  int y = 0, k = 0;
  while (k < 3) {
    if ((x + k) % 4 == 0)
      goto second;
    x += 2;
    ++k;
  }
  while (x < 16) {
    y = x ^ b;
    if (y % 5 == 0)
      break;
  second:
    x += 1;
  }
  return y * 100 + x;
}

static int nested(int x, int b) {
  int y = 0, j = 0, o = 0;
  if (x > 5)
    goto inner;
  while (o < 3) {
    j = 0;
    while (j < 4) {
      y = (x + j) ^ b;
      if (y > 12)
        goto done;
    inner:
      x += 1;
      ++j;
    }
    ++o;
  }
done:
  return y * 100 + o * 10 + j;
}

static int twoEntries(int x, int b) {
  int y = 0;
  if (x % 3 == 0)
    goto p1;
  if (x % 3 == 1)
    goto p2;
p0:
  y = x ^ b;
  if (x >= 14)
    goto done;
  x += 2;
p1:
  x += 1;
  y = (x + 1) ^ b;
  if (y > 18)
    goto done;
p2:
  x += 3;
  goto p0;
done:
  return y * 100 + x;
}

static int threeEntries(int x, int b) {
  int y = 0;
  if (x % 3 == 0)
    goto p1;
  if (x % 3 == 1)
    goto p2;
p0:
  y = x ^ b;
  if (x >= 14)
    goto done;
  x += 2;
p1:
  x += 1;
p2:
  x += 3;
  goto p0;
done:
  return y * 100 + x;
}

static int inOuterLoop(int x, int b) {
  int s = 0;
  for (int r = 0; r < 2; ++r) {
    int y = 0;
    if (x > 4)
      goto mid;
  top:
    y = x ^ b;
    if (x >= 12 + 4 * r)
      goto next;
    x += 3;
  mid:
    x += 1;
    goto top;
  next:
    s = s * 64 + y;
  }
  return s;
}

typedef void Kernel(int *, int *, int *, int);

static void check(const char *Name, Kernel *K, int (*Ref)(int, int),
                  const std::vector<int> &A, const std::vector<int> &B) {
  int N = (int)A.size();
  std::vector<int> Out(N, 12345);
  K(const_cast<int *>(A.data()), const_cast<int *>(B.data()), Out.data(),
    N);
  for (int I = 0; I < N; ++I)
    e2e_expect_eq(Name, I, Out[I], Ref(A[I], B[I]));
}

int main() {
  // Two data sets: lanes of a gang leave at different iterations, and
  // (second set) whole gangs take the same path.
  const int N = 203;
  std::vector<int> A(N), B(N), C(N), D(N);
  for (int I = 0; I < N; ++I) {
    A[I] = (I * 7 + 3) % 13;
    B[I] = (I * 5 + 1) % 11 + 1;
    C[I] = (I / 16) % 13;
    D[I] = (I / 16) % 7 + 2;
  }
  for (int Set = 0; Set < 2; ++Set) {
    const std::vector<int> &X = Set ? C : A, &Y = Set ? D : B;
    check("into_loop", ispc::into_loop, intoLoop, X, Y);
    check("out_of_loop", ispc::out_of_loop, outOfLoop, X, Y);
    check("between_loops", ispc::between_loops, betweenLoops, X, Y);
    check("nested", ispc::nested, nested, X, Y);
    check("two_entries", ispc::two_entries, twoEntries, X, Y);
    check("three_entries", ispc::three_entries, threeEntries, X, Y);
    check("in_outer_loop", ispc::in_outer_loop, inOuterLoop, X, Y);
  }
  return e2e_finish("irreducible_exit_values");
}
