#include "e2e_check.h"
#include "memory_builtins_ispc.h"
#include <vector>

int main() {
  for (int which : {0, 1000}) {
    std::vector<int> src(32), dst(32, -1), mv(32, -2);
    std::vector<int8_t> bytes(8, 1);
    for (int i = 0; i < 32; ++i) src[i] = i * i - 7;
    ispc::mem_ops(src.data(), dst.data(), mv.data(), bytes.data(), which);
    for (int i = 0; i < 32; ++i) {
      e2e_expect_eq("memcpy", i, dst[i], which == 0 && i < 16 ? src[i] : -1);
      e2e_expect_eq("memmove", i, mv[i], i < 10 ? src[i] : -2);
    }
    for (int i = 0; i < 8; ++i) e2e_expect_eq("memset", i, (int)bytes[i], i < 5 ? 7 : 1);
  }
  {
    const int n = 37;
    std::vector<int> src(2 * n + 8), dst(5 * n + 8, -1);
    std::vector<int8_t> bytes(2 * n + 2, -1);
    for (size_t i = 0; i < src.size(); ++i) src[i] = (int)(i * 11 + 3);
    ispc::mem_varying(src.data(), dst.data(), bytes.data(), n);
    std::vector<int> wd(5 * n + 8, -1);
    std::vector<int8_t> wb(2 * n + 2, -1);
    for (int i = 0; i < n; ++i) // lane order: later lanes overwrite earlier ones
      if (i % 3 != 1) {
        for (int k = 0; k < i % 4; ++k) wd[4 * i + k] = src[i + k];
        for (int k = 0; k < 1 + (i & 1); ++k) wb[2 * i + k] = (int8_t)i;
      }
    for (int i = 0; i < n; ++i) wd[4 * n + i] = src[2 * i];
    for (size_t i = 0; i < wd.size(); ++i) e2e_expect_eq("memcpy varying", (int)i, dst[i], wd[i]);
    for (size_t i = 0; i < wb.size(); ++i) e2e_expect_eq("memset varying", (int)i, (int)bytes[i], (int)wb[i]);
  }
  return e2e_finish("memory_builtins");
}
