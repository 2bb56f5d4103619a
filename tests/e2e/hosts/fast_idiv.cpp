#include "e2e_check.h"
#include "fast_idiv_ispc.h"
#include <cstdint>

int main() {
  const int N = 53;
  int in[N], out[N * 6];
  for (int i = 0; i < N; ++i) in[i] = (i * 37 + 11) % 256 - 128;
  for (int d : {3, 7, 10, 127}) {
    ispc::fast_idivs(in, out, N, d);
    for (int i = 0; i < N; ++i) {
      int v = in[i];
      e2e_expect_near("int8", i, out[6 * i + 0], (int8_t)v / (int8_t)d);
      e2e_expect_near("uint8", i, out[6 * i + 1], (uint8_t)v / (uint8_t)d);
      e2e_expect_near("int16", i, out[6 * i + 2], (int16_t)(v * 97) / (int16_t)d);
      e2e_expect_near("uint16", i, out[6 * i + 3], (uint16_t)(v * 131) / (uint16_t)d);
      e2e_expect_near("uint32", i, out[6 * i + 4],
                      (int)(((uint32_t)v * 2654435761u) / (uint32_t)d));
      e2e_expect_near("masked", i, out[6 * i + 5], v % 3 != 0 ? v * 1000 / d : -1);
    }
  }
  return e2e_finish("fast_idiv");
}
