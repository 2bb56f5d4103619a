#include "e2e_check.h"
#include "array_pointer_compare_ispc.h"
#include <vector>

int main() {
  for (int which : {0, 1, 2}) {
    std::vector<int> out(64, -1);
    ispc::array_pointer_compare(out.data(), which);
    // Lanes beyond the gang width keep -1; lane 0 and (if present) lane 1
    // tell the two cases of the varying pointer apart.
    for (int i = 0; i < 64 && out[i] != -1; ++i) {
      int want = 1 + 8 + (which > 1 ? 0 : 16) + (i == 1 ? 32 : 0) + 128;
      e2e_expect_eq("compare", 100 * which + i, out[i], want);
    }
  }
  return e2e_finish("array_pointer_compare");
}
