#include "test_static.isph"
task void f_v(uniform float dst[]) {
  dst[programIndex] = 1 +;
}
task void result(uniform float dst[]) { dst[programIndex] = 1; }
