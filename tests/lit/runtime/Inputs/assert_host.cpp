// Calls the assert kernel with one element that fails the condition in one
// program instance only (the others pass): the program must print the
// assert's message once and abort.
#include "assert_kernel.h"
#include <cstdio>
int main(int argc, char **argv) {
  int a[64];
  for (int i = 0; i < 64; ++i) a[i] = i;
  if (argc > 1) a[5] = -7;  // fails in one lane of the first gang
  ispc::check_all(a, 64);
  std::printf("done\n");
  return 0;
}
