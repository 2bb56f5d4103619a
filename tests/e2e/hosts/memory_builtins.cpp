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
  return e2e_finish("memory_builtins");
}
