#include "test_static.isph"
// atomic_add_global with varying values returns, per lane, distinct old
// values: together they are the prefix sums in some order
uniform int64 gcounter = 0;
task void f_f(uniform float RET[], uniform float aFOO[]) {
  gcounter = 1000;
  int64 mine = programIndex + 1;
  int64 old = atomic_add_global(&gcounter, mine);
  // each lane's interval [old, old + mine) must be disjoint and cover
  // [1000, 1000 + sum): check by counting overlaps with every other lane
  int overlaps = 0;
  for (uniform int j = 0; j < programCount; ++j) {
    uniform int64 o = extract(old, j), m = extract(mine, j);
    if (j != programIndex && old < o + m && o < old + mine)
      ++overlaps;
  }
  RET[programIndex] =
      overlaps * 1000 + (float)(gcounter - 1000) + (old >= 1000);
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = programCount * (programCount + 1) / 2 + 1;
}
