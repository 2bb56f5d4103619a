#include "test_static.isph"
// global atomics with varying values on one address and varying addresses
static uniform int g_min, g_max, g_xor, g_slots[8];
static uniform unsigned int g_umax;
task void f_f(uniform float RET[], uniform float aFOO[]) {
  g_min = 1000; g_max = -1000; g_xor = 0; g_umax = 0;
  for (uniform int k = 0; k < 8; ++k) g_slots[k] = -1;
  int v = (programIndex * 37) % 101 - 50;
  atomic_min_global(&g_min, v);
  atomic_max_global(&g_max, v);
  atomic_xor_global(&g_xor, programIndex + 1);
  atomic_max_global(&g_umax, (unsigned int)(0xfffffff0u + programIndex % 16));
  int old = atomic_swap_global(&g_slots[programIndex % 8], programIndex);
  RET[programIndex] = 0;
  uniform int mn = 1000, mx = -1000, x = 0;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int w = (i * 37) % 101 - 50;
    mn = min(mn, w); mx = max(mx, w); x ^= i + 1;
  }
  // every slot holds some instance that maps to it
  bool slotok = g_slots[programIndex % 8] % 8 == programIndex % 8;
  RET[programIndex] = (g_min == mn) + 2 * (g_max == mx) + 4 * (g_xor == x) +
                      8 * (g_umax == 0xfffffff0u + min(programCount - 1, 15)) +
                      16 * slotok;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) RET[i] = 31;
}
