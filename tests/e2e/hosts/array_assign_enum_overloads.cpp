#include "e2e_check.h"
#include "array_assign_enum_overloads_ispc.h"

int main() {
  const int N = 29;
  float vals[N], out[12 * N];
  for (int i = 0; i < N; ++i) vals[i] = (i % 7) * 0.5f;

  ispc::array_assign(vals, out, N);
  for (int i = 0; i < N; ++i) {
    float x = vals[i];
    bool Copied = x < 2;
    e2e_expect_near("f0+f4", i, out[12 * i + 0], Copied ? 0 - 4 : x + x + 4);
    e2e_expect_near("f2", i, out[12 * i + 7], Copied ? -2 : x + 2);
    bool Row = i % 3 == 0;
    e2e_expect_near("m02+m10", i, out[12 * i + 1], (2 + x) + (Row ? 7 : 10 + x));
    e2e_expect_near("m12", i, out[12 * i + 2], Row ? 9 : 12 + x);
    e2e_expect_near("m11", i, out[12 * i + 9], Row ? 8 : 11 + x);
    e2e_expect_near("pts", i, out[12 * i + 3], x + 3 * x);
    e2e_expect_near("pts1", i, out[12 * i + 10], 2 * x);
    e2e_expect_near("chain", i, out[12 * i + 4], -x + x);
    e2e_expect_near("chain0", i, out[12 * i + 8], x);
    e2e_expect_near("global", i, out[12 * i + 6], 6 + 1);
    e2e_expect_near("u3", i, out[12 * i + 5], 14);
    e2e_expect_near("u0", i, out[12 * i + 11], 11);
  }

  ispc::enum_overloads(out, N);
  for (int i = 0; i < N; ++i) {
    int d = (i & 1) ? 5 : 0;
    int m = (i & 2) ? 11 : 10;
    e2e_expect_eq("step(Dir)", i, (int)out[4 * i + 0], d + 1);
    e2e_expect_eq("step(Mode)", i, (int)out[4 * i + 1], m == 10 ? 11 : 10);
    e2e_expect_eq("kind", i, (int)out[4 * i + 2], 31);
    e2e_expect_eq("kind64", i, (int)out[4 * i + 3], 2 + 2);
  }
  return e2e_finish("array_assign_enum_overloads");
}
