#include "test_static.isph"
// a helper with a varying early return called from a 2-D foreach with continue
static float cell(int x, int y) {
  if ((x + y) % 4 == 0)
    return -1;
  float s = 0;
  for (int k = 0; k < x; ++k) {
    if (k == y)
      return s;
    s += k;
  }
  return s + 0.5f;
}
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uniform float grid[7 * 9];
  foreach (y = 0 ... 7, x = 0 ... 9) {
    if (x == 3) {
      grid[y * 9 + x] = 77;
      continue;
    }
    grid[y * 9 + x] = cell(x, y);
  }
  RET[programIndex] =
      grid[programIndex * 5 % 63] + grid[(programIndex * 7 + 3) % 63] * 100;
}
task void result(uniform float RET[]) {
  uniform float grid[63];
  for (uniform int y = 0; y < 7; ++y)
    for (uniform int x = 0; x < 9; ++x) {
      uniform float v;
      if (x == 3)
        v = 77;
      else if ((x + y) % 4 == 0)
        v = -1;
      else {
        uniform float s = 0;
        uniform bool r = false;
        for (uniform int k = 0; k < x; ++k) {
          if (k == y) {
            r = true;
            break;
          }
          s += k;
        }
        v = r ? s : s + 0.5f;
      }
      grid[y * 9 + x] = v;
    }
  for (uniform int i = 0; i < programCount; ++i)
    RET[i] = grid[i * 5 % 63] + grid[(i * 7 + 3) % 63] * 100;
}
