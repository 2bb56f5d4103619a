#include "test_static.isph"
// function templates: deduction from varying/uniform, explicit
// arguments, overload against a non-template, nested instantiation
template <typename T> T twice(T x) { return x + x; }
template <typename T> T apply3(T x) { return twice(twice(x)) - x; }
float twice(float x) { return x * 10; }   // the non-template wins for float
template <typename A, typename B> A conv_add(A a, B b) { return a + (A)b; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  int k = programIndex;
  uniform int u = 3;
  RET[programIndex] = twice(a) + twice(k) + twice(u) + apply3<int>(k) +
                      conv_add<float, int>(a, k) + conv_add(k, 0.75f);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float a = i + 1;
    RET[i] = a * 10 + 2 * i + 6 + 3 * i + (a + i) + i;
  }
}
