#include "test_static.isph"
// overloads chosen by variability and by type: a literal or a uniform
// expression picks the uniform one, programIndex the varying one
static int which(uniform int x) { return 1; }
static int which(int x) { return 2; }
static int which(uniform float x) { return 3; }
static int which(float x) { return 4; }
static int which(uniform double x) { return 5; }
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform int u = 3;
  float a = aFOO[programIndex];
  int r = which(7) + 10 * which(programIndex) + 100 * which(a) +
          1000 * which(u * 2.f) + 10000 * which(1.0d);
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = 1 + 20 + 400 + 3000 + 50000;
}
