#include "test_static.isph"
// atomic_compare_exchange_global through varying addresses: each lane
// claims the first free slot of a shared table
uniform int slots[256];
task void f_f(uniform float RET[], uniform float aFOO[]) {
  for (uniform int i = 0; i < 256; ++i)
    slots[i] = -1;
  int k = 0;
  while (atomic_compare_exchange_global(&slots[k], -1, programIndex) != -1)
    ++k;
  // slots[k] == programIndex; all slots 0..W-1 taken exactly once
  uniform int taken = 0;
  for (uniform int i = 0; i < programCount; ++i)
    taken += slots[i] >= 0;
  RET[programIndex] =
      (slots[k] == programIndex) * 1000 + taken + (k < programCount) * 0.5f;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 1000 + programCount + 0.5f;
}
