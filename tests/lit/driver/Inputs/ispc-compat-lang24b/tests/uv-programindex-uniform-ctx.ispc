#include "test_static.isph"
// programIndex/programCount in uniform contexts: array sizes, extract,
// reductions, uniform loops indexed by lane
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int tab[programCount * 2];
  tab[programIndex] = programIndex * programIndex;
  tab[programIndex + programCount] = -programIndex;
  uniform int s = reduce_add(programIndex * 2);
  uniform int last = extract(programIndex, programCount - 1);
  uniform int acc = 0;
  for (uniform int i = 0; i < programCount * 2; ++i)
    acc += tab[i];
  RET[programIndex] = acc + s * 1000 + last * 0.5f +
                      (sizeof(tab) / sizeof(uniform int)) * 0.25f;
}
task void result(uniform float RET[]) {
  uniform int W = programCount, acc = 0;
  for (uniform int i = 0; i < W; ++i)
    acc += i * i - i;
  for (uniform int i = 0; i < W; ++i)
    RET[i] = acc + W * (W - 1) * 1000 + (W - 1) * 0.5f + 2 * W * 0.25f;
}
