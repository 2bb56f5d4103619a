#include "test_static.isph"
// a varying global and a varying static local keep per-lane values between
// calls; a uniform static local counts calls that had an active lane
int gsum = 3;
static int step(int x) {
  static int calls = 0;
  static uniform int ucalls = 0;
  calls += 1;
  ++ucalls;
  gsum += x;
  return calls * 100 + ucalls;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int r = 0;
  for (uniform int rep = 0; rep < 3; ++rep)
    if ((programIndex + rep) % 2 == 0)
      r = step(programIndex);
  RET[programIndex] = r + gsum * 10000;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int calls = 0, last = 0, g = 3, u = 0;
    for (uniform int rep = 0; rep < 3; ++rep) {
      uniform bool anyon = false;
      for (uniform int j = 0; j < programCount; ++j)
        if ((j + rep) % 2 == 0)
          anyon = true;
      if (anyon)
        ++u;
      if ((i + rep) % 2 == 0) {
        ++calls;
        g += i;
        last = calls * 100 + u;
      }
    }
    RET[i] = last + g * 10000;
  }
}
