#include "test_static.isph"
// a varying local array and a varying struct with an array member, both
// written and read with varying indices
struct Acc { int bins[5]; float tot; };
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a[8];
  for (uniform int k = 0; k < 8; ++k) a[k] = k * 10;
  int idx = (int)aFOO[programIndex] % 8;
  a[idx] += programIndex;
  a[(idx + 3) % 8] = a[idx] * 2;
  Acc acc;
  for (uniform int k = 0; k < 5; ++k) acc.bins[k] = 0;
  acc.tot = 0;
  for (int j = 0; j < idx + 2; ++j) { acc.bins[j % 5] += j; acc.tot += 0.5f; }
  RET[programIndex] = a[idx] + a[(idx + 3) % 8] * 1000 +
                      acc.bins[idx % 5] * 100000 + acc.tot;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int a[8];
    for (uniform int k = 0; k < 8; ++k) a[k] = k * 10;
    uniform int idx = (i + 1) % 8;
    a[idx] += i;
    a[(idx + 3) % 8] = a[idx] * 2;
    uniform int bins[5] = {0, 0, 0, 0, 0};
    uniform float tot = 0;
    for (uniform int j = 0; j < idx + 2; ++j) { bins[j % 5] += j; tot += 0.5f; }
    RET[i] = a[idx] + a[(idx + 3) % 8] * 1000 + bins[idx % 5] * 100000 + tot;
  }
}
