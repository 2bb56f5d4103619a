#include "k_ispc.h"
#include <cstdio>
int main() {
  std::printf("gang %d\n", ispc::gang());
  return 0;
}
