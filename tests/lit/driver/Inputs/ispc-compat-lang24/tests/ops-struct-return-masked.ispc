#include "test_static.isph"
// a struct returned from different returns under varying control flow,
// with a uniform member, called inside a varying loop
struct R { float val; int steps; uniform int calls; };
static R walk(float x, uniform int limit) {
  R r;
  r.calls = 1;
  r.steps = 0;
  r.val = x;
  for (uniform int k = 0; k < limit; ++k) {
    if (r.val > 20) { r.val = -r.val; return r; }
    r.val = r.val * 2;
    ++r.steps;
    if (r.steps == 3 && x < 2) return r;
  }
  r.val += 0.5f;
  return r;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  float x = aFOO[programIndex];
  float acc = 0;
  int total = 0;
  for (int rep = 0; rep < (int)x % 3 + 1; ++rep) {
    R r = walk(x + rep, 4);
    acc += r.val;
    total += r.steps + r.calls * 100;
  }
  RET[programIndex] = acc * 10 + total;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform float x = i + 1, acc = 0;
    uniform int total = 0;
    for (uniform int rep = 0; rep < (i + 1) % 3 + 1; ++rep) {
      uniform float xv = x + rep, val = xv;
      uniform int steps = 0;
      uniform bool done = false;
      for (uniform int k = 0; k < 4 && !done; ++k) {
        if (val > 20) { val = -val; done = true; break; }
        val = val * 2;
        ++steps;
        if (steps == 3 && xv < 2) { done = true; break; }
      }
      if (!done) val += 0.5f;
      acc += val;
      total += steps + 100;
    }
    RET[i] = acc * 10 + total;
  }
}
