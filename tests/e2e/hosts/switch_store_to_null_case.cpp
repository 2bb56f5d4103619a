#include "e2e_check.h"
#include "switch_store_to_null_case_ispc.h"
#include <vector>

static int classify(int a) {
  switch (a) {
  case 3:
    return 1;
  case 4: case 5: case 6: case 7:
    return (a & 1) ? 3 : 2;
  default:
    return 0;
  }
}

int main() {
  std::vector<int> in(64), out(64, -1);
  for (int i = 0; i < 64; ++i)
    in[i] = i % 9; // never 32
  ispc::switch_store_to_null_case(in.data(), out.data(), 5);
  for (int i = 0; i < 64 && out[i] != -1; ++i) {
    int a = in[i];
    int want = classify(a) + (a > 4 ? 10 * classify(a - 1) : 0);
    e2e_expect_eq("classify", i, out[i], want);
  }
  return e2e_finish("switch_store_to_null_case");
}
