// Host for examples/simple: the same C++ that ISPC's "simple" example uses.
#include <cstdio>
#include "simple_ispc.h"

int main() {
  float vin[16], vout[16];
  for (int i = 0; i < 16; ++i)
    vin[i] = (float)i;

  ispc::simple(vin, vout, 16);

  for (int i = 0; i < 16; ++i)
    std::printf("%d: simple(%f) = %f\n", i, vin[i], vout[i]);
  return 0;
}
