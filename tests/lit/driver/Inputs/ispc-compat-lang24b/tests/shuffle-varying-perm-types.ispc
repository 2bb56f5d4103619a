#include "test_static.isph"
// shuffle with a varying permutation on int8, int64 and double
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int perm = (programIndex * 3 + 1) % programCount;
  int8 a = (int8)(programIndex - 20);
  int64 b = ((int64)programIndex << 35) + 1;
  double c = aFOO[programIndex] * 0.5d;
  int8 sa = shuffle(a, perm);
  int64 sb = shuffle(b, perm + programCount);      // taken mod programCount
  double sc = shuffle(c, perm);
  RET[programIndex] = sa * 1000 + (float)(sb >> 35) * 10 + (float)sc;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int p = (i * 3 + 1) % programCount;
    RET[i] = (p - 20) * 1000 + p * 10 + (p + 1) * 0.5f;
  }
}
