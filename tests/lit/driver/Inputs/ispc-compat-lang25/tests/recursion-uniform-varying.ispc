#include "test_static.isph"
// recursion with a uniform and with a varying argument
static uniform int fib(uniform int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = 12 + programIndex * 6, b = 18 + programIndex * 4;
  RET[programIndex] = gcd(a, b) + fib(12) * 10;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a = 12 + i * 6, b = 18 + i * 4;
    while (b != 0) { uniform int t = a % b; a = b; b = t; }
    RET[i] = a + 1440;
  }
}
