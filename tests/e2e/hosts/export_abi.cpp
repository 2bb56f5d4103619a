#include "e2e_check.h"
#include "export_abi_ispc.h"
#include <cmath>

int main() {
  double out[8];
  long long digest = 0;
  for (int b = 0; b < 2; ++b) {
    double r = ispc::many(1, 2.5f, 3.25, 4000000000000LL, 4000000000u, -6, 7.5f, -8.125,
                          -9000000000LL, 10u, 11, 12.5f, 13.0, 14, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f,
                          6.0f, 21, 22, b != 0, out);
    double want[7] = {1 + 25.0 + 325.0, 4000000000000.0 + 4000000000.0, -6 + 75.0 - 812.5,
                      -9000000000.0 + 10, 11 + 125.0 + 1300.0 + 14,
                      1 + 4 + 12 + 32 + 80 + 192, 2122 + (b ? 0.5 : -0.5)};
    double s = 0;
    for (int k = 0; k < 7; ++k) { e2e_expect_near("many", k, out[k], want[k], 0); s += want[k]; }
    e2e_expect_near("many_sum", 7, out[7], s, 1e-15);
    e2e_expect_near("many_ret", 0, r, 2 * s, 1e-15);
    digest += std::llround(r);
  }
  int up[40], down[40];
  for (int i = 0; i < 40; ++i) { up[i] = i * 3; down[i] = 100 - i; }
  int got = 0;
  got |= ispc::is_sorted(up, 40, false) ? 1 : 0;
  got |= ispc::is_sorted(up, 40, true) ? 2 : 0;
  got |= ispc::is_sorted(down, 40, true) ? 4 : 0;
  got |= ispc::is_sorted(down, 40, false) ? 8 : 0;
  up[39] = 0;
  got |= ispc::is_sorted(up, 40, false) ? 16 : 0;
  got |= ispc::is_sorted(up, 1, true) ? 32 : 0;
  e2e_expect_eq("sorted", 0, got, 1 | 4 | 32);
  uint32_t h = 2166136261u;
  for (int k = 0; k < 100; ++k) h = (h ^ (uint32_t)k) * 16777619u;
  e2e_expect_eq("uhash", 0, ispc::uhash(2166136261u, 100), h);
  e2e_expect_eq("qsum", 0, ispc::qsum(3000000000LL, -5, 7), (int64_t)21000000000LL - 5);
  e2e_expect_near("fmix", 0, ispc::fmix(1.5f, 0.25, 3), 4.75, 0);
  digest += got + h % 1000;
  std::printf("digest %lld\n", digest);
  return e2e_finish("export_abi");
}
