#include "test_static.isph"
// unmasked: code in it runs with every instance on, even under a varying
// if (a uniform result: docs/language.md on varying ones)
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float a = aFOO[programIndex];
  uniform float seen = 0;
  float inside = 0;
  if (programIndex % 2 == 0) {
    unmasked { seen = reduce_add(1); }
    inside = reduce_add(1);
  }
  RET[programIndex] = seen + a + inside * 1000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = programCount + i + 1 +
             (i % 2 == 0 ? (programCount + 1) / 2 : 0) * 1000;
}
