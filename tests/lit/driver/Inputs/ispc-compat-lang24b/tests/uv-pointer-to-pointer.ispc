#include "test_static.isph"
// pointers to pointers: a uniform table of row pointers indexed per lane,
// and a varying pointer swapped through a pointer to it
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float r0[4] = {1, 2, 3, 4}, r1[4] = {10, 20, 30, 40},
                r2[4] = {100, 200, 300, 400};
  uniform float *uniform rows[3] = {r0, r1, r2};
  uniform float *uniform *uniform pr = rows;
  float v = pr[programIndex % 3][programIndex % 4];
  uniform float *p = &r0[programIndex % 4];
  uniform float *varying *uniform pp = &p;
  *pp = *pp + 4 * (programIndex % 2);
  RET[programIndex] = v + ((programIndex % 2) ? 0 : *p) * 0.5f;
}
task void result(uniform float RET[]) {
  uniform float r[3][4] = {
      {1, 2, 3, 4}, {10, 20, 30, 40}, {100, 200, 300, 400}};
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = r[i % 3][i % 4] + ((i % 2) ? 0 : r[0][i % 4]) * 0.5f;
}
