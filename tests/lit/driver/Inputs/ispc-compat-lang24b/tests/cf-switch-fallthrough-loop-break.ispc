#include "test_static.isph"
// switch with fall-through inside a varying loop; break leaves the switch,
// a flag leaves the loop
task void f_f(uniform float RET[], uniform float aFOO[]) {
  int acc = 0;
  bool stop = false;
  for (int k = 0; k < 10 && !stop; ++k) {
    switch ((programIndex + k) % 6) {
    case 0: acc += 1;
    case 1: acc += 10; break;
    case 2: if (programIndex % 2) { stop = true; break; } acc += 100;
    case 3: acc += 1000; break;
    default: continue;
    }
    acc += 5;
  }
  RET[programIndex] = acc;
}
task void result(uniform float RET[]) {
  for (uniform int i = 0; i < programCount; ++i) {
    uniform int acc = 0;
    uniform bool stop = false;
    for (uniform int k = 0; k < 10 && !stop; ++k) {
      uniform int c = (i + k) % 6;
      if (c >= 4) continue;
      if (c == 0) acc += 11;
      else if (c == 1) acc += 10;
      else if (c == 2) { if (i % 2) stop = true; else acc += 1100; }
      else acc += 1000;
      acc += 5;
    }
    RET[i] = acc;
  }
}
