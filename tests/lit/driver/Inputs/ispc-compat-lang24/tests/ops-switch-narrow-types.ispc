#include "test_static.isph"
// switch on varying uint8 and int64 values, with negative and large labels
task void f_f(uniform float RET[], uniform float aFOO[]) {
  uint8 u = (uint8)(programIndex * 60);
  int64 l = ((int64)programIndex - 2) * 10000000000;
  int r = 0;
  switch (u) {
  case 0: r = 1; break;
  case 60: r = 2; break;
  case 180: r = 3; break;
  case 240: r = 4; break;
  default: r = 9;
  }
  switch (l) {
  case -20000000000: r += 10; break;
  case 0: r += 20;
  case 10000000000: r += 30; break;
  default: r += 90;
  }
  RET[programIndex] = r;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int u = (i * 60) & 255, r;
    r = u == 0 ? 1 : u == 60 ? 2 : u == 180 ? 3 : u == 240 ? 4 : 9;
    uniform int k = i - 2;
    r += k == -2 ? 10 : k == 0 ? 50 : k == 1 ? 30 : 90;
    RET[i] = r;
  }
}
