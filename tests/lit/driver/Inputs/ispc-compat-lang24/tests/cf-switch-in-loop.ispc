#include "test_static.isph"
// switch on a varying value inside a loop: break leaves the switch,
// continue the loop; fallthrough and default
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int a = (int)aFOO[programIndex];
  int acc = 0;
  for (int j = 0; j < a % 5 + 2; ++j) {
    switch ((a + j) % 4) {
    case 0:
      acc += 1;
    case 1:
      acc += 10;
      break;
    case 2:
      acc += 100;
      continue;
    default:
      acc += 1000;
      break;
    }
    acc *= 2;
  }
  RET[programIndex] = acc;
}
task void result(uniform float RET[]) {
  for (uniform int k = 0; k < programCount; ++k) {
    uniform int a = k + 1, acc = 0;
    for (uniform int j = 0; j < a % 5 + 2; ++j) {
      uniform int c = (a + j) % 4;
      if (c == 0) acc += 11;
      else if (c == 1) acc += 10;
      else if (c == 2) { acc += 100; continue; }
      else acc += 1000;
      acc *= 2;
    }
    RET[k] = acc;
  }
}
