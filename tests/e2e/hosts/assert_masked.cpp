#include "e2e_check.h"
#include "assert_masked_ispc.h"

int main() {
  int a[37];
  int want = 0;
  for (int i = 0; i < 37; ++i) {
    a[i] = (i * 13) % 11 - 5;
    want += a[i] > 0;
  }
  e2e_expect_eq("count", 0, ispc::checked(a, 37), want);
  std::printf("count %d\n", want);
  return e2e_finish("assert_masked");
}
