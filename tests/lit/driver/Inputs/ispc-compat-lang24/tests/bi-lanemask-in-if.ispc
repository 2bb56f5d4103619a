#include "test_static.isph"
// lanemask() and packmask() inside varying control flow
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int64 m = -1;
  uniform unsigned int64 pm = 0;
  float a = aFOO[programIndex];
  if (programIndex % 3 == 0) {
    m = lanemask();
    pm = packmask(a > 4);
  }
  RET[programIndex] = (int)((m >> programIndex) & 1) + 2 * popcnt(m) +
                      1000 * (int)((pm >> programIndex) & 1);
}
task void result(uniform float RET[]) {
  uniform int n = 0;
  for (uniform int i = 0; i < programCount; ++i)
    if (i % 3 == 0) ++n;
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int bit = i % 3 == 0 ? 1 : 0;
    uniform int pbit = (i % 3 == 0 && i + 1 > 4) ? 1 : 0;
    RET[i] = bit + 2 * n + 1000 * pbit;
  }
}
