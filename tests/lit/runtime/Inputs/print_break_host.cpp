// Calls the kernel once with a[i] = i (one gang on avx2).
#include "print_break_kernel.h"
int main() {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  ispc::leave(a);
  return 0;
}
