#include "test_static.isph"
// recursion with a varying depth (gcd and a small Ackermann-like sum)
static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
static int tri(int n) {
  if (n <= 0) return 0;
  return n + tri(n - 1);
}
task void f_fi(uniform float RET[], uniform float aFOO[], uniform int bFOO[]) {
  int a = (int)aFOO[programIndex] * 6, b = bFOO[programIndex] + 4;
  RET[programIndex] = gcd(a, b) * 10000 + tri(programIndex % 13);
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int a = (k + 1) * 6, b = 2 * (k + 1) + 4;
    while (b != 0) { uniform int t = a % b; a = b; b = t; }
    uniform int n = k % 13;
    RET[k] = a * 10000 + n * (n + 1) / 2;
  }
}
