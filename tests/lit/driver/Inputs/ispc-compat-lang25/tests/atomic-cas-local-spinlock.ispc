#include "test_static.isph"
// a lock built on atomic_compare_exchange_local: each instance adds under it
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int lock = 0;
  uniform int total = 0;
  foreach_active (i) {
    while (atomic_compare_exchange_local(&lock, 0, 1) != 0) {}
    total += i + 1;
    atomic_swap_local(&lock, 0);
  }
  int seen = atomic_compare_exchange_local(&lock, 5, 7); // lock is 0: no swap
  RET[programIndex] = total + seen * 1000 + lock * 100;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = programCount * (programCount + 1) / 2;
}
